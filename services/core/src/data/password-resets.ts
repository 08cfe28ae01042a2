import type { Database } from './database';

export interface PasswordResetRecord {
  tokenHash: string;
  uid: string;
  email: string;
  validUntil: string;
}

export interface PasswordResetRepository {
  create(record: PasswordResetRecord): Promise<void>;
  /** Marks the reset used if it is unused and still valid at `now`; null when it is not (single use). */
  claim(tokenHash: string, now: Date): Promise<PasswordResetRecord | null>;
  /** Gives a claimed reset back when setting the password failed, so the link still works. */
  release(tokenHash: string): Promise<void>;
}

export function dynamoPasswordResetRepository(db: Database): PasswordResetRepository {
  const { passwordReset } = db.entities;
  return {
    async create(record) {
      // Kept a day past validity for support questions, then DynamoDB's TTL removes it.
      await passwordReset.create({ ...record, used: false, expiresAt: Math.floor(Date.parse(record.validUntil) / 1000) + 86_400 }).go();
    },
    async claim(tokenHash, now) {
      try {
        const { data } = await passwordReset.patch({ tokenHash })
          .set({ used: true })
          .where((attr, op) => `${op.eq(attr.used, false)} AND ${op.gt(attr.validUntil, now.toISOString())}`)
          .go({ response: 'all_new' });
        return { tokenHash, uid: data.uid ?? '', email: data.email ?? '', validUntil: data.validUntil ?? '' };
      } catch (error) {
        if (/ConditionalCheckFailed|conditional request failed/i.test(String((error as Error)?.message ?? error))) return null;
        throw error;
      }
    },
    async release(tokenHash) {
      await passwordReset.patch({ tokenHash }).set({ used: false }).go();
    },
  };
}
