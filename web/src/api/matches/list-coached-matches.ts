import { listCoachedMatchesRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/call-route';
import { matchesKeys } from './match-keys';

/** `GET /api/matches/coached` (coach) → `{ matches }` of the teams they coach: today's first, then upcoming, then past. */
export async function listCoachedMatches(signal?: AbortSignal) {
  return callRoute(listCoachedMatchesRoute, { ...(signal ? { signal } : {}) });
}

export const coachedMatchesQueryOptions = () => queryOptions({ queryKey: matchesKeys.coached(), queryFn: ({ signal }) => listCoachedMatches(signal) });

export function useCoachedMatches() {
  return useQuery({ ...coachedMatchesQueryOptions(), refetchInterval: 30_000 });
}
