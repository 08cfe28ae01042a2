import { publicRegistrationRoute, type PublicRegistration } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

/** The public page's key (no organization; apart from the organizer's keys, see registration-keys.ts). */
export const publicRegistrationKey = (tournamentId: string) => ['registration', 'public', tournamentId] as const;

/** `GET /api/public/tournaments/{id}/registration` → each set-up division's dates, places left, fees, documents and terms. */
export async function getPublicRegistration(tournamentId: string, signal?: AbortSignal): Promise<PublicRegistration> {
  return callRoute(publicRegistrationRoute, { params: { tournamentId }, auth: false, cache: 'no-cache', ...(signal ? { signal } : {}) });
}

export const publicRegistrationQueryOptions = (tournamentId: string) =>
  queryOptions({ queryKey: publicRegistrationKey(tournamentId), queryFn: ({ signal }) => getPublicRegistration(tournamentId, signal) });

export function usePublicRegistration(tournamentId: string) {
  return useQuery(publicRegistrationQueryOptions(tournamentId));
}
