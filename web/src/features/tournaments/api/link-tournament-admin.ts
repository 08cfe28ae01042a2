import { type LinkTournamentAdminInput, linkTournamentAdminRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `POST /api/tournaments/{id}/admins {uid}` (admin) → 201 `{ message: 'Tournament admin added', admin }`. */
export async function linkTournamentAdmin(orgId: string | undefined, tournamentId: string, input: LinkTournamentAdminInput) {
  return callRoute(linkTournamentAdminRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}

export function useLinkTournamentAdmin(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: LinkTournamentAdminInput) => linkTournamentAdmin(orgId, tournamentId, input));
}
