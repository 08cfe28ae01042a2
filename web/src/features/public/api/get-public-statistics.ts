import { type PublicStatistics, publicStatisticsRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { PUBLIC_READ, publicKeys, type LiveQueryOptions } from './public-keys';

/** `GET /api/public/tournaments/{id}/statistics` → goals, scorers, cards, clean sheets, biggest win, goals per day. */
export async function getPublicStatistics(tournamentId: string, signal?: AbortSignal): Promise<PublicStatistics> {
  return callRoute(publicStatisticsRoute, { params: { tournamentId }, ...PUBLIC_READ, ...(signal ? { signal } : {}) });
}

export const publicStatisticsQueryOptions = (tournamentId: string) =>
  queryOptions({ queryKey: publicKeys.statistics(tournamentId), queryFn: ({ signal }) => getPublicStatistics(tournamentId, signal) });

export function usePublicStatistics(tournamentId: string, options: LiveQueryOptions = {}) {
  return useQuery({ ...publicStatisticsQueryOptions(tournamentId), ...options });
}
