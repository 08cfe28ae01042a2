import { type TournamentSummary, listTournamentsRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../lib/api-client';
import { callRoute } from '../../lib/call-route';
import { tournamentsKeys } from './tournament-keys';

/** `GET /api/tournaments` (admin: all of the organization's; tournament admin: linked and own) → `{ tournaments }`. */
export async function listTournaments(orgId: string | undefined, signal?: AbortSignal): Promise<TournamentSummary[]> {
  const body = await callRoute(listTournamentsRoute, { headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
  return body.tournaments;
}

export const tournamentsQueryOptions = (orgId: string | undefined) => queryOptions({ queryKey: tournamentsKeys.list(orgId), queryFn: ({ signal }) => listTournaments(orgId, signal) });

export function useTournaments(orgId: string | undefined) {
  return useQuery(tournamentsQueryOptions(orgId));
}
