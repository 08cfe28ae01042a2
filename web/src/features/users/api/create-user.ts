import { type CreateUserInput, createUserRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { memberFrom, usersKeys } from './user-summary';

/** `POST /api/auth/create-user {email, password, displayName, role, phone?}` → 201 `{ message: 'User created successfully', user }`. */
export async function createUser(orgId: string | undefined, input: CreateUserInput) {
  const { message, user } = await callRoute(createUserRoute, { body: input, headers: organizationHeaders(orgId) });
  return { message, user: memberFrom(user) };
}

export function useCreateUser(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => createUser(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.ofOrganization(orgId) }),
  });
}
