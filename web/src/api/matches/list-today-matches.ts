import { listTodayMatchesRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../lib/call-route';
import { matchesKeys } from './match-keys';

/** `GET /api/matches/today` (medic) → `{ matches }`: today's matches of their organizations' tournaments, by kick-off. */
export async function listTodayMatches(signal?: AbortSignal) {
  return callRoute(listTodayMatchesRoute, { ...(signal ? { signal } : {}) });
}

export const todayMatchesQueryOptions = () => queryOptions({ queryKey: matchesKeys.today(), queryFn: ({ signal }) => listTodayMatches(signal) });

export function useTodayMatches(enabled = true) {
  return useQuery({ ...todayMatchesQueryOptions(), refetchInterval: 30_000, enabled });
}
