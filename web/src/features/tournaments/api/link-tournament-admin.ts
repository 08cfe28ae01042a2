import { linkTournamentAdminAnswerSchema, type LinkTournamentAdminInput } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `POST /api/tournaments/{id}/admins {uid}` (admin) → 201 `{ message: 'Tournament admin added', admin }`. */
export async function linkTournamentAdmin(orgId: string | undefined, tournamentId: string, input: LinkTournamentAdminInput) {
  return api.post(tournamentPath(tournamentId, 'admins'), input, { schema: linkTournamentAdminAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useLinkTournamentAdmin(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: LinkTournamentAdminInput) => linkTournamentAdmin(orgId, tournamentId, input));
}
