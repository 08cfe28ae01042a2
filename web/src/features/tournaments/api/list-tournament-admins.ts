import { listTournamentAdminsRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/** `GET /api/tournaments/{id}/admins` (admin) → `{ admins }`: the tournament admins linked to it. */
export async function listTournamentAdmins(orgId: string | undefined, tournamentId: string, signal?: AbortSignal) {
  const body = await callRoute(listTournamentAdminsRoute, {
    params: { tournamentId },
    headers: organizationHeaders(orgId),
    ...(signal ? { signal } : {}),
  });
  return body.admins;
}

export const tournamentAdminsQueryOptions = (orgId: string | undefined, tournamentId: string) =>
  queryOptions({ queryKey: tournamentsKeys.admins(orgId, tournamentId), queryFn: ({ signal }) => listTournamentAdmins(orgId, tournamentId, signal) });

export function useTournamentAdmins(orgId: string | undefined, tournamentId: string, enabled = true) {
  return useQuery({ ...tournamentAdminsQueryOptions(orgId, tournamentId), enabled });
}
