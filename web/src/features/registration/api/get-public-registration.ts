import { publicRegistrationRoute, type PublicRegistration } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { registrationKeys } from '../registration-keys';

/** `GET /api/public/tournaments/{id}/registration` → each set-up division's dates, places left, fees, documents and terms. */
export async function getPublicRegistration(tournamentId: string, signal?: AbortSignal): Promise<PublicRegistration> {
  return callRoute(publicRegistrationRoute, { params: { tournamentId }, auth: false, ...(signal ? { signal } : {}) });
}

export const publicRegistrationQueryOptions = (tournamentId: string) =>
  queryOptions({ queryKey: registrationKeys.public(tournamentId), queryFn: ({ signal }) => getPublicRegistration(tournamentId, signal) });

export function usePublicRegistration(tournamentId: string) {
  return useQuery(publicRegistrationQueryOptions(tournamentId));
}
