import { type CreateDivisionInput, addDivisionRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `POST /api/tournaments/{id}/divisions {name, age, gender}` → 201 `{ division }`; 409 when the name is taken. Its age becomes an age group too. */
export async function addDivision(orgId: string | undefined, tournamentId: string, input: CreateDivisionInput) {
  return callRoute(addDivisionRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}

export function useAddDivision(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: CreateDivisionInput) => addDivision(orgId, tournamentId, input));
}
