import type { UserRecord } from './users';

/** A user as the table stores it, in every transaction that writes one (a role change, a membership, an accepted invitation). */
export function userItem(user: UserRecord) {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    role: { ...user.role },
    ...(user.phone ? { phone: user.phone } : {}),
    ...(user.language ? { language: user.language } : {}),
  };
}
