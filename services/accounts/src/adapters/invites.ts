import type { InvitationRole } from '@pitchside/shared';
import { commit, conditionalWrite, userItem, type Database, type MembershipRecord, type UserRecord } from '@pitchside/core/data';

export interface InviteRecord {
  orgId: string;
  email: string;
  inviteId: string;
  role: InvitationRole;
  tournamentId?: string;
  inviter: string;
  inviterName: string;
  tokenHash: string;
  accepted: boolean;
  declined: boolean;
  revokedAt?: string;
  answeredAt?: string;
  createdAt: string;
  expiresAt: string;
}

export interface InviteRepository {
  /** Creates or replaces the organization's invitation for this e-mail. */
  put(invite: InviteRecord): Promise<void>;
  delete(orgId: string, email: string): Promise<void>;
  byTokenHash(tokenHash: string): Promise<InviteRecord | null>;
  byId(inviteId: string): Promise<InviteRecord | null>;
  listFor(orgId: string): Promise<InviteRecord[]>;
  /** Declines, only if still unanswered with this token; false when someone else got there first. */
  decline(invite: InviteRecord, answeredAt: string): Promise<boolean>;
  /**
   * Accepts and adds the membership (and the link to `linkTournamentId`, in the invitation's organization)
   * in one transaction; false if no longer pending.
   */
  accept(input: { invite: InviteRecord; answeredAt: string; membership: MembershipRecord; user: UserRecord; isNewMembership: boolean; linkTournamentId: string | null }): Promise<boolean>;
}

function toInvite(item: Record<string, unknown>): InviteRecord {
  const { orgId, email, inviteId, role, tournamentId, inviter, inviterName, tokenHash, accepted, declined, revokedAt, answeredAt, createdAt, expiresAt } = item as unknown as InviteRecord;
  return {
    orgId,
    email,
    inviteId,
    role,
    inviter,
    inviterName,
    tokenHash,
    accepted: Boolean(accepted),
    declined: Boolean(declined),
    createdAt,
    expiresAt,
    ...(tournamentId ? { tournamentId } : {}),
    ...(revokedAt ? { revokedAt } : {}),
    ...(answeredAt ? { answeredAt } : {}),
  };
}

export function dynamoInviteRepository(db: Database): InviteRepository {
  const { invite } = db.entities;
  return {
    async put(record) {
      await invite.put({ ...record }).go();
    },
    async delete(orgId, email) {
      await invite.delete({ orgId, email }).go();
    },
    async byTokenHash(tokenHash) {
      const { data } = await invite.query.byToken({ tokenHash }).go();
      return data[0] ? toInvite(data[0]) : null;
    },
    async byId(inviteId) {
      const { data } = await invite.query.byId({ inviteId }).go();
      return data[0] ? toInvite(data[0]) : null;
    },
    async listFor(orgId) {
      const { data } = await invite.query.byOrg({ orgId }).go({ pages: 'all' });
      return data.map(toInvite);
    },
    async decline(record, answeredAt) {
      return conditionalWrite(async () => {
        await invite
          .patch({ orgId: record.orgId, email: record.email })
          .set({ declined: true, answeredAt })
          .where((attr, op) => `${op.eq(attr.tokenHash, record.tokenHash)} AND ${op.eq(attr.accepted, false)} AND ${op.eq(attr.declined, false)} AND ${op.notExists(attr.revokedAt)}`)
          .go();
      });
    },
    async accept({ invite: record, answeredAt, membership, user, isNewMembership, linkTournamentId }) {
      return conditionalWrite(async () => {
        await commit(
          db.transaction.write(({ invite: invites, membership: members, user: users, userTournament: links }) => [
            invites
              .patch({ orgId: record.orgId, email: record.email })
              .set({ accepted: true, answeredAt })
              .where((attr, op) => `${op.eq(attr.tokenHash, record.tokenHash)} AND ${op.eq(attr.accepted, false)} AND ${op.eq(attr.declined, false)} AND ${op.notExists(attr.revokedAt)}`)
              .commit(),
            isNewMembership ? members.create({ ...membership, role: { ...membership.role } }).commit() : members.put({ ...membership, role: { ...membership.role } }).commit(),
            users.put(userItem(user)).commit(),
            ...(linkTournamentId ? [links.put({ userId: user.uid, tournamentId: linkTournamentId, orgId: record.orgId }).commit()] : []),
          ]),
        );
      });
    },
  };
}
