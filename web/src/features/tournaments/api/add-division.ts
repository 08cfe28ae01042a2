import { type CreateDivisionInput, divisionAnswerSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `POST /api/tournaments/{id}/divisions {name, age, gender}` → 201 `{ division }`; 409 when the name is taken. Its age becomes an age group too. */
export async function addDivision(orgId: string | undefined, tournamentId: string, input: CreateDivisionInput) {
  return api.post(tournamentPath(tournamentId, 'divisions'), input, { schema: divisionAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useAddDivision(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: CreateDivisionInput) => addDivision(orgId, tournamentId, input));
}
