import { type UpdateUserInput, updateUserRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { memberFrom, usersKeys } from './user-summary';

/**
 * `PUT /api/auth/update-user {uid, properties: {displayName?, role?, phone?}}` → 200 `{ message, user }`.
 * `phone: ''` removes the number.
 */
export async function updateUser(orgId: string | undefined, input: UpdateUserInput) {
  const { message, user } = await callRoute(updateUserRoute, { body: input, headers: organizationHeaders(orgId) });
  return { message, user: memberFrom(user) };
}

export function useUpdateUser(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => updateUser(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.ofOrganization(orgId) }),
  });
}
