import { type TeamSummary, listTeamsRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { teamsKeys } from './team-keys';

/** `GET /api/teams` → `{ teams }`: all of the organization's (admins, tournament admins), a coach's own (coaches). */
export async function listTeams(orgId: string | undefined, signal?: AbortSignal): Promise<TeamSummary[]> {
  const body = await callRoute(listTeamsRoute, { headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
  return body.teams;
}

export const teamsQueryOptions = (orgId: string | undefined) => queryOptions({ queryKey: teamsKeys.list(orgId), queryFn: ({ signal }) => listTeams(orgId, signal) });

export function useTeams(orgId: string | undefined) {
  return useQuery(teamsQueryOptions(orgId));
}
