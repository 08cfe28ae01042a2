import { type TeamSummary, listTeamsRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

export type OrganizationTeam = Pick<TeamSummary, 'teamId' | 'name' | 'club' | 'age' | 'gender'>;

/**
 * `GET /api/teams` → `{ teams }`: the organization's own teams, which a tournament team may be linked to
 * (the teams screen owns the full list; this keeps what the picker shows).
 */
export async function listOrganizationTeams(orgId: string | undefined, signal?: AbortSignal): Promise<OrganizationTeam[]> {
  const body = await callRoute(listTeamsRoute, { headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
  return body.teams.map(({ teamId, name, club, age, gender }) => ({ teamId, name, club, age, gender }));
}

export const organizationTeamsQueryOptions = (orgId: string | undefined) =>
  queryOptions({ queryKey: tournamentsKeys.candidates(orgId, 'teams'), queryFn: ({ signal }) => listOrganizationTeams(orgId, signal) });

export function useOrganizationTeams(orgId: string | undefined, enabled = true) {
  return useQuery({ ...organizationTeamsQueryOptions(orgId), enabled });
}
