import { type PublicStatistics, publicStatisticsSchema } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PUBLIC_READ, publicKeys, type LiveQueryOptions } from './public-keys';

/** `GET /api/public/tournaments/{id}/statistics` → goals, scorers, cards, clean sheets, biggest win, goals per day. */
export async function getPublicStatistics(tournamentId: string, signal?: AbortSignal): Promise<PublicStatistics> {
  return api.get(`/public/tournaments/${encodeURIComponent(tournamentId)}/statistics`, {
    schema: publicStatisticsSchema,
    ...PUBLIC_READ,
    ...(signal ? { signal } : {}),
  });
}

export const publicStatisticsQueryOptions = (tournamentId: string) =>
  queryOptions({ queryKey: publicKeys.statistics(tournamentId), queryFn: ({ signal }) => getPublicStatistics(tournamentId, signal) });

export function usePublicStatistics(tournamentId: string, options: LiveQueryOptions = {}) {
  return useQuery({ ...publicStatisticsQueryOptions(tournamentId), ...options });
}
