import { type CreateAgeGroupInput, addAgeGroupRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `POST /api/tournaments/{id}/age-groups {name}` → 201 `{ ageGroup }`; 409 when it exists. */
export async function addAgeGroup(orgId: string | undefined, tournamentId: string, input: CreateAgeGroupInput) {
  return callRoute(addAgeGroupRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}

export function useAddAgeGroup(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: CreateAgeGroupInput) => addAgeGroup(orgId, tournamentId, input));
}
