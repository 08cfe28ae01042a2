import type { UpdateUserInput } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api, organizationHeaders } from '../../../lib/api-client';
import { userSummarySchema, usersKeys } from './user-summary';

const updatedSchema = z.object({ message: z.string(), user: userSummarySchema.optional() });

/**
 * `PUT /api/auth/update-user {uid, properties: {displayName?, role?, phone?}}` → 200 `{ message, user }`.
 * `phone: ''` removes the number.
 */
export async function updateUser(orgId: string | undefined, input: UpdateUserInput) {
  return api.put('/auth/update-user', input, { headers: organizationHeaders(orgId), schema: updatedSchema });
}

export function useUpdateUser(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => updateUser(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.ofOrganization(orgId) }),
  });
}
