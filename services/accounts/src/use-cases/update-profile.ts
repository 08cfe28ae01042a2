import type { MeResponse, UpdateProfileInput } from '@pitchside/shared';
import { NotFoundError, type Actor } from '@pitchside/core';
import type { AccountsPorts } from '../ports';
import { getMe } from './get-me';

/** A person edits their own name, phone and language; their roles and e-mail are not theirs to change here. */
export async function updateProfile(ports: Pick<AccountsPorts, 'users' | 'organizations' | 'identity'>, actor: Actor, input: UpdateProfileInput): Promise<MeResponse> {
  const user = await ports.users.findByUid(actor.uid);
  if (!user) throw new NotFoundError('No such document!');
  // A phone field sent blank clears the number; one not sent at all keeps it.
  const phone = 'phone' in input ? input.phone : user.phone;
  const { phone: _previousPhone, ...rest } = user;
  const language = input.language ?? user.language;
  const { language: _previousLanguage, ...kept } = rest;
  const updated = { ...kept, displayName: input.displayName ?? user.displayName, ...(phone ? { phone } : {}), ...(language ? { language } : {}) };
  const memberships = await ports.organizations.membershipsOfUser(actor.uid);
  await ports.organizations.updateProfile({ user: updated, memberships });
  if (updated.displayName !== user.displayName) {
    const account = await ports.identity.findByEmail(user.email);
    if (account) await ports.identity.setDisplayName(account.username, updated.displayName);
  }
  return getMe(ports, actor);
}
