import type { OrganizationRepository } from '../data/organizations';
import { TransactionCanceled } from '../data/transactions';
import type { UserRepository } from '../data/users';
import { copy, key, type InMemoryTables } from './in-memory-tables';

/** Organizations and memberships with the adapter's promises: every multi-item write lands whole or not at all. */
export function inMemoryOrganizationRepository(tables: InMemoryTables): OrganizationRepository {
  const { organizations, memberships, users } = tables;
  return {
    async getOrganization(orgId) {
      const found = organizations.get(orgId);
      return found ? { ...copy(found), billing: found.billing ?? 'pay' } : null;
    },
    getOrganizations: async (orgIds) =>
      orgIds.flatMap((orgId) => {
        const found = organizations.get(orgId);
        return found ? [{ orgId: found.orgId, name: found.name, ownerUid: found.ownerUid }] : [];
      }),
    membershipsOfUser: async (uid) => [...memberships.values()].filter((member) => member.uid === uid).map(copy),
    membersOf: async (orgId) => [...memberships.values()].filter((member) => member.orgId === orgId).map(copy),
    getMembership: async (orgId, uid) => copy(memberships.get(key(orgId, uid)) ?? null),
    async createOrganization({ organization, owner, user }) {
      if (organizations.has(organization.orgId) || memberships.has(key(owner.orgId, owner.uid))) {
        throw new TransactionCanceled([organizations.has(organization.orgId) ? 'ConditionalCheckFailed' : 'None', 'ConditionalCheckFailed', 'None']);
      }
      organizations.set(organization.orgId, { ...copy(organization), billing: organization.billing ?? 'pay' });
      memberships.set(key(owner.orgId, owner.uid), copy(owner));
      users.set(user.uid, copy(user));
    },
    async saveMembership({ membership, user, isNew }) {
      if (isNew && memberships.has(key(membership.orgId, membership.uid))) throw new TransactionCanceled(['ConditionalCheckFailed', 'None']);
      memberships.set(key(membership.orgId, membership.uid), copy(membership));
      users.set(user.uid, copy(user));
    },
    async removeMembership({ orgId, uid, user }) {
      memberships.delete(key(orgId, uid));
      if (user) users.set(uid, copy(user));
      else users.delete(uid);
    },
    async updateProfile({ user, memberships: list }) {
      users.set(user.uid, copy(user));
      for (const member of list) memberships.set(key(member.orgId, member.uid), { ...copy(member), displayName: user.displayName, email: user.email });
    },
  };
}

export function inMemoryUserRepository(tables: InMemoryTables): UserRepository {
  return {
    findByUid: async (uid) => copy(tables.users.get(uid) ?? null),
    put: async (user) => void tables.users.set(user.uid, copy(user)),
  };
}
