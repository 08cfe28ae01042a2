import { roleMapOf, type RoleMap } from '@pitchside/shared';
import type { Actor, UserRepository } from '@pitchside/core';

export interface Me {
  uid: string;
  email: string;
  displayName: string;
  role: RoleMap;
}

/**
 * The signed-in person as the app shows them. Roles come from the verified token (the groups Cognito
 * put in it), the profile from the user item when there is one.
 */
export async function getMe(actor: Actor, users: UserRepository): Promise<Me> {
  const stored = await users.findByUid(actor.uid);
  return {
    uid: actor.uid,
    email: stored?.email ?? actor.email,
    displayName: stored?.displayName ?? actor.displayName,
    role: roleMapOf(actor.roles),
  };
}
