import type { Database } from '@pitchside/core/data';

/** Notifications sent once: the first to mark a key sends, every later delivery of the same message does not. */
export interface NotificationMarks {
  /** True when this call made the mark (send); false when it existed already (sent before). */
  claim(key: string, expiresAt: number, now?: Date): Promise<boolean>;
}

const isConditionFailure = (error: unknown) => {
  const text = `${(error as { name?: string })?.name ?? ''} ${(error as { message?: string })?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return text.includes('ConditionalCheckFailed') || text.includes('conditional request failed');
};

export function dynamoNotificationMarks(db: Database): NotificationMarks {
  const { notificationMark } = db.entities;
  return {
    async claim(key, expiresAt, now = new Date()) {
      try {
        // `create` is a put conditioned on the item not existing: two deliveries racing, one wins.
        await notificationMark.create({ key, markedAt: now.toISOString(), expiresAt }).go();
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
