import { isLocale, type Locale, type RoleMap } from '@pitchside/shared';
import type { Database } from './database';

export interface UserRecord {
  uid: string;
  email: string;
  displayName: string;
  role: RoleMap;
  phone?: string;
  /** The person's language: the app's, and their e-mails'. */
  language?: Locale;
}

/** A user as its row is written, leaving out the optional fields the person has not set. */
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

/** The users port as use cases see it; unit tests give them an in-memory one. */
export interface UserRepository {
  findByUid(uid: string): Promise<UserRecord | null>;
  put(user: UserRecord): Promise<void>;
}

export function dynamoUserRepository(db: Database): UserRepository {
  const users = db.entities.user;
  return {
    async findByUid(uid) {
      const { data } = await users.get({ uid }).go();
      if (!data) return null;
      return {
        uid: data.uid,
        email: data.email,
        displayName: data.displayName,
        role: (data.role ?? {}) as RoleMap,
        ...(data.phone ? { phone: data.phone } : {}),
        ...(isLocale(data.language) ? { language: data.language } : {}),
      };
    },
    async put(user) {
      await users.put({ ...user, role: { ...user.role } }).go();
    },
  };
}
