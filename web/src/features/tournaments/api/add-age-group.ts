import { ageGroupAnswerSchema, type CreateAgeGroupInput } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `POST /api/tournaments/{id}/age-groups {name}` → 201 `{ ageGroup }`; 409 when it exists. */
export async function addAgeGroup(orgId: string | undefined, tournamentId: string, input: CreateAgeGroupInput) {
  return api.post(tournamentPath(tournamentId, 'age-groups'), input, { schema: ageGroupAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useAddAgeGroup(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: CreateAgeGroupInput) => addAgeGroup(orgId, tournamentId, input));
}
