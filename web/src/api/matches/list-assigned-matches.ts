import { listAssignedMatchesRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/call-route';
import { matchesKeys } from './match-keys';

/** `GET /api/matches/assigned` (referee) → `{ matches }`, today's first, then upcoming, then past. */
export async function listAssignedMatches(signal?: AbortSignal) {
  return callRoute(listAssignedMatchesRoute, { ...(signal ? { signal } : {}) });
}

export const assignedMatchesQueryOptions = () => queryOptions({ queryKey: matchesKeys.assigned(), queryFn: ({ signal }) => listAssignedMatches(signal) });

export function useAssignedMatches() {
  return useQuery({ ...assignedMatchesQueryOptions(), refetchInterval: 15_000 });
}
