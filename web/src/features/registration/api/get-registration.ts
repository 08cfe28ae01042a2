import { getRegistrationRoute, type RegistrationOverview } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { registrationKeys } from '../registration-keys';

/** `GET /api/tournaments/{id}/registration` → every division with its registration (null: not set up) and counts. */
export async function getRegistration(orgId: string | undefined, tournamentId: string, signal?: AbortSignal): Promise<RegistrationOverview> {
  return callRoute(getRegistrationRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
}

export const registrationQueryOptions = (orgId: string | undefined, tournamentId: string) =>
  queryOptions({ queryKey: registrationKeys.overview(orgId, tournamentId), queryFn: ({ signal }) => getRegistration(orgId, tournamentId, signal) });

export function useRegistration(orgId: string | undefined, tournamentId: string) {
  return useQuery(registrationQueryOptions(orgId, tournamentId));
}
