import { type CreateBracketInput, addBracketRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `POST /api/tournaments/{id}/brackets {name, divisionId?}` → 201 `{ bracket }`; 409 when it exists. */
export async function addBracket(orgId: string | undefined, tournamentId: string, input: CreateBracketInput) {
  return callRoute(addBracketRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}

export function useAddBracket(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: CreateBracketInput) => addBracket(orgId, tournamentId, input));
}
