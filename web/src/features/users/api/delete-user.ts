import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api, organizationHeaders } from '../../../lib/api-client';
import { usersKeys } from './user-summary';

const deletedSchema = z.object({ message: z.string() });

/** `DELETE /api/auth/delete-user?uid=` → 200 `{ message: 'User deleted successfully' }`. */
export async function deleteUser(orgId: string | undefined, uid: string) {
  return api.delete('/auth/delete-user', { query: { uid }, headers: organizationHeaders(orgId), schema: deletedSchema });
}

export function useDeleteUser(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => deleteUser(orgId, uid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.ofOrganization(orgId) }),
  });
}
