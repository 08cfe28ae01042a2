import { MESSAGES, USER_FORM_ROLES, rolesOf, type CreateUserInput, type UserSummary } from '@pitchside/shared';
import { ValidationError, type Actor } from '@pitchside/core';
import type { AccountsPorts } from '../ports';
import { actingOrganization } from './acting-organization';
import { addNewMember } from './add-member';

/** An admin adds a person to their organization with a first password (spec: POST /api/auth/create-user). */
export async function createUser(
  ports: Pick<AccountsPorts, 'identity' | 'organizations'>,
  actor: Actor,
  orgId: string | undefined,
  input: CreateUserInput,
): Promise<{ message: string; user: UserSummary }> {
  const acting = await actingOrganization(ports, actor, orgId, ['admin']);
  const roles = rolesOf(input.role);
  if (roles.length === 0) throw new ValidationError('Some fields are not valid', { role: 'Choose at least one role' });
  if (roles.some((role) => !(USER_FORM_ROLES as readonly string[]).includes(role))) {
    throw new ValidationError('Some fields are not valid', { role: `Roles in the user form: ${USER_FORM_ROLES.join(', ')}` });
  }
  const member = await addNewMember(ports, {
    orgId: acting.orgId,
    email: input.email,
    displayName: input.displayName,
    password: input.password,
    role: input.role,
    ...(input.phone ? { phone: input.phone } : {}),
  });
  return {
    message: MESSAGES.userCreated,
    user: { uid: member.uid, email: member.email, displayName: member.displayName, role: member.role, createdAt: new Date().toISOString(), ...(input.phone ? { phone: input.phone } : {}) },
  };
}
