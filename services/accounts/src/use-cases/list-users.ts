import { MESSAGES, rolesOf, type Role, type UserSummary } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import type { AccountsPorts } from '../ports';
import { actingOrganization } from './acting-organization';

/** The members of the admin's organization, optionally searched by name or e-mail and filtered by role. */
export async function listUsers(
  ports: Pick<AccountsPorts, 'organizations' | 'users'>,
  actor: Actor,
  orgId: string | undefined,
  query: { search?: string; role?: Role },
): Promise<{ message: string; users: UserSummary[] }> {
  const acting = await actingOrganization(ports, actor, orgId, ['admin']);
  const search = query.search?.toLowerCase();
  const members = (await ports.organizations.membersOf(acting.orgId)).filter(
    (member) => (!search || member.displayName.toLowerCase().includes(search) || member.email.includes(search)) && (!query.role || rolesOf(member.role).includes(query.role)),
  );
  const users = await Promise.all(
    members.map(async (member): Promise<UserSummary> => {
      const profile = await ports.users.findByUid(member.uid);
      return { uid: member.uid, email: member.email, displayName: member.displayName, role: member.role, createdAt: member.createdAt ?? '', ...(profile?.phone ? { phone: profile.phone } : {}) };
    }),
  );
  users.sort((a, b) => a.displayName.localeCompare(b.displayName));
  return { message: MESSAGES.usersFetched, users };
}
