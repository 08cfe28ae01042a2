import type { RoleMap } from '@pitchside/shared';
import type { Database } from './database';
import { commit } from './transactions';
import { userItem } from './users';
import type { UserRecord } from './users';

export interface OrganizationRecord {
  orgId: string;
  name: string;
  ownerUid: string;
  /** Whether its tournaments must be paid for (default) or Pitchside waived payment. */
  billing?: 'pay' | 'exempt';
  createdAt?: string;
  /** Its own Stripe account (Connect): entry fees are paid to it once `ready` (onboarding finished). */
  stripeAccount?: { id: string; ready: boolean };
}

export interface MembershipRecord {
  orgId: string;
  uid: string;
  email: string;
  displayName: string;
  role: RoleMap;
  createdAt?: string;
}

/**
 * Organizations, their members and the users behind them. Every write that touches more than one item
 * is one DynamoDB transaction, so a membership never exists without its user's role map agreeing.
 */
export interface OrganizationRepository {
  getOrganization(orgId: string): Promise<OrganizationRecord | null>;
  getOrganizations(orgIds: readonly string[]): Promise<OrganizationRecord[]>;
  membershipsOfUser(uid: string): Promise<MembershipRecord[]>;
  membersOf(orgId: string): Promise<MembershipRecord[]>;
  getMembership(orgId: string, uid: string): Promise<MembershipRecord | null>;
  /** Organization + owner membership + owner's user item, all or nothing. */
  createOrganization(input: { organization: OrganizationRecord; owner: MembershipRecord; user: UserRecord }): Promise<void>;
  /** Membership (new or changed) + the user's item with the recomputed role map, all or nothing. */
  saveMembership(input: { membership: MembershipRecord; user: UserRecord; isNew: boolean }): Promise<void>;
  /** Removes the membership and either updates the user's role map or, with `user: null`, deletes the user item. */
  removeMembership(input: { orgId: string; uid: string; user: UserRecord | null }): Promise<void>;
  /** The user's profile, copied onto each membership so member lists need no extra reads. */
  updateProfile(input: { user: UserRecord; memberships: readonly MembershipRecord[] }): Promise<void>;
}

function roleMap(value: unknown): RoleMap {
  const result: RoleMap = {};
  for (const [key, enabled] of Object.entries((value ?? {}) as Record<string, boolean>)) if (enabled) (result as Record<string, true>)[key] = true;
  return result;
}

function toMembership(item: { orgId: string; uid: string; email: string; displayName: string; role?: unknown; createdAt?: string }): MembershipRecord {
  return { orgId: item.orgId, uid: item.uid, email: item.email, displayName: item.displayName, role: roleMap(item.role), ...(item.createdAt ? { createdAt: item.createdAt } : {}) };
}

export function dynamoOrganizationRepository(db: Database): OrganizationRepository {
  const { organization, membership } = db.entities;
  return {
    async getOrganization(orgId) {
      const { data } = await organization.get({ orgId }).go();
      return data
        ? {
            orgId: data.orgId,
            name: data.name,
            ownerUid: data.ownerUid,
            billing: data.billing ?? 'pay',
            ...(data.createdAt ? { createdAt: data.createdAt } : {}),
            ...(data.stripeAccountId ? { stripeAccount: { id: data.stripeAccountId, ready: data.stripeAccountReady === true } } : {}),
          }
        : null;
    },
    async getOrganizations(orgIds) {
      if (orgIds.length === 0) return [];
      const { data } = await organization.get(orgIds.map((orgId) => ({ orgId }))).go();
      return data.map((item) => ({ orgId: item.orgId, name: item.name, ownerUid: item.ownerUid }));
    },
    async membershipsOfUser(uid) {
      const { data } = await membership.query.byUser({ uid }).go({ pages: 'all' });
      return data.map(toMembership);
    },
    async membersOf(orgId) {
      const { data } = await membership.query.byOrg({ orgId }).go({ pages: 'all' });
      return data.map(toMembership);
    },
    async getMembership(orgId, uid) {
      const { data } = await membership.get({ orgId, uid }).go();
      return data ? toMembership(data) : null;
    },
    async createOrganization({ organization: org, owner, user }) {
      await commit(
        db.transaction.write(({ organization: orgs, membership: members, user: users }) => [
          orgs.create({ orgId: org.orgId, name: org.name, ownerUid: org.ownerUid, billing: org.billing ?? 'pay' }).commit(),
          members.create({ ...owner, role: { ...owner.role } }).commit(),
          users.put(userItem(user)).commit(),
        ]),
      );
    },
    async saveMembership({ membership: member, user, isNew }) {
      await commit(
        db.transaction.write(({ membership: members, user: users }) => [
          isNew ? members.create({ ...member, role: { ...member.role } }).commit() : members.put({ ...member, role: { ...member.role } }).commit(),
          users.put(userItem(user)).commit(),
        ]),
      );
    },
    async removeMembership({ orgId, uid, user }) {
      await commit(
        db.transaction.write(({ membership: members, user: users }) => [members.delete({ orgId, uid }).commit(), user ? users.put(userItem(user)).commit() : users.delete({ uid }).commit()]),
      );
    },
    async updateProfile({ user, memberships }) {
      await commit(
        db.transaction.write(({ membership: members, user: users }) => [
          users.put(userItem(user)).commit(),
          ...memberships.map((member) => members.put({ ...member, displayName: user.displayName, email: user.email, role: { ...member.role } }).commit()),
        ]),
      );
    },
  };
}
