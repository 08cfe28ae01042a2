import { bracketAnswerSchema, type CreateBracketInput } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `POST /api/tournaments/{id}/brackets {name, divisionId?}` → 201 `{ bracket }`; 409 when it exists. */
export async function addBracket(orgId: string | undefined, tournamentId: string, input: CreateBracketInput) {
  return api.post(tournamentPath(tournamentId, 'brackets'), input, { schema: bracketAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useAddBracket(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: CreateBracketInput) => addBracket(orgId, tournamentId, input));
}
