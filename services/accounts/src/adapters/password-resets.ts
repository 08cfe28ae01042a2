import { commit, isConditionFailure, type Database } from '@pitchside/core/data';

export interface PasswordResetRecord {
  tokenHash: string;
  uid: string;
  email: string;
  validUntil: string;
}

export interface PasswordResetRepository {
  /** Stores a new link and makes it the person's only working one: every older link stops working. */
  create(record: PasswordResetRecord): Promise<void>;
  /**
   * Marks the reset used if it is unused, still valid at `now` and the person's newest; null when it is
   * not (single use, and an older link never works).
   */
  claim(tokenHash: string, now: Date): Promise<PasswordResetRecord | null>;
  /** Gives a claimed reset back when setting the password failed, so the link still works. */
  release(tokenHash: string): Promise<void>;
  /** After a completed reset: no link of this person works any more, however many are outstanding. */
  revokeAll(uid: string): Promise<void>;
}

export function dynamoPasswordResetRepository(db: Database): PasswordResetRepository {
  const { passwordReset, latestPasswordReset } = db.entities;
  return {
    async create(record) {
      // Kept a day past validity for support questions, then DynamoDB's TTL removes it.
      const expiresAt = Math.floor(Date.parse(record.validUntil) / 1000) + 86_400;
      await commit(
        db.transaction.write(({ passwordReset: resets, latestPasswordReset: latest }) => [
          resets.create({ ...record, used: false, expiresAt }).commit(),
          latest.put({ uid: record.uid, tokenHash: record.tokenHash, expiresAt }).commit(),
        ]),
      );
    },
    async claim(tokenHash, now) {
      const { data: stored } = await passwordReset.get({ tokenHash }).go();
      if (!stored) return null;
      try {
        // The link is used only if it is still the person's newest: a newer request or a completed reset revoked it.
        await commit(
          db.transaction.write(({ passwordReset: resets, latestPasswordReset: latest }) => [
            latest
              .check({ uid: stored.uid })
              .where((attr, op) => op.eq(attr.tokenHash, tokenHash))
              .commit(),
            resets
              .patch({ tokenHash })
              .set({ used: true })
              .where((attr, op) => `${op.eq(attr.used, false)} AND ${op.gt(attr.validUntil, now.toISOString())}`)
              .commit(),
          ]),
        );
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
      return { tokenHash, uid: stored.uid, email: stored.email, validUntil: stored.validUntil };
    },
    async revokeAll(uid) {
      await latestPasswordReset.delete({ uid }).go();
    },
    async release(tokenHash) {
      await passwordReset.patch({ tokenHash }).set({ used: false }).go();
    },
  };
}
