import { type CreateMatchInput, createMatchRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/**
 * `POST /api/tournaments/{id}/matches {division, age, gender, date, homeTeam, homeClub?, awayTeam, awayClub?, time?, field?}`
 * → 201 the match; 400 with `fields` when a team is not an entry of that division or plays itself.
 */
export async function createMatch(orgId: string | undefined, tournamentId: string, input: CreateMatchInput) {
  return callRoute(createMatchRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}

/** Afterwards the manage page (counts, the Matches tab) is read again. */
export function useCreateMatch(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: CreateMatchInput) => createMatch(orgId, tournamentId, input));
}
