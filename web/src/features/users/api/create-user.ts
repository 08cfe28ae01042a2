import type { CreateUserInput } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api, organizationHeaders } from '../../../lib/api-client';
import { userSummarySchema, usersKeys } from './user-summary';

const createdSchema = z.object({ message: z.string(), user: userSummarySchema.optional() });

/** `POST /api/auth/create-user {email, password, displayName, role, phone?}` → 201 `{ message: 'User created successfully', user }`. */
export async function createUser(orgId: string | undefined, input: CreateUserInput) {
  return api.post('/auth/create-user', input, { headers: organizationHeaders(orgId), schema: createdSchema });
}

export function useCreateUser(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => createUser(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.ofOrganization(orgId) }),
  });
}
