import { deleteUserRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { usersKeys } from './user-summary';

/** `DELETE /api/auth/delete-user?uid=` → 200 `{ message: 'User deleted successfully' }`. */
export async function deleteUser(orgId: string | undefined, uid: string) {
  return callRoute(deleteUserRoute, { query: { uid }, headers: organizationHeaders(orgId) });
}

export function useDeleteUser(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => deleteUser(orgId, uid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.ofOrganization(orgId) }),
  });
}
