import { loadTournamentAccess, resolveOrganization, type Actor, type TournamentAccess, type TournamentAction } from '@pitchside/core';
import { type MembershipRecord } from '@pitchside/core/data';
import type { Role } from '@pitchside/shared';
import type { TournamentsPorts } from '../ports';

/** The tournament and what the caller may do with it, or the error that ends the request (see tournament-access.ts). */
export function tournamentFor(
  ports: Pick<TournamentsPorts, 'organizations' | 'tournaments'>,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  action: TournamentAction,
): Promise<TournamentAccess> {
  return loadTournamentAccess(ports, actor, orgId, tournamentId, action);
}

/** The organization the caller acts for, among their memberships holding one of `roles`. */
export async function actingMembership(ports: Pick<TournamentsPorts, 'organizations'>, actor: Actor, orgId: string | undefined, roles: readonly Role[]): Promise<MembershipRecord> {
  return resolveOrganization(await ports.organizations.membershipsOfUser(actor.uid), orgId, roles);
}
