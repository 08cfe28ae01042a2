import { type ImportUserRow, type ImportUsersResult, importUsersRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { usersKeys } from './user-summary';

/**
 * `POST /api/auth/import-users {users: [{row, email, displayName, role, phone?}]}` → 200
 * `{ message: 'Import successful', imported: [{row, email, uid}], failed: [{row, email?, reason}] }`.
 * `row` is the sheet row (header = row 1), echoed back so the report points at the file's own rows.
 */
export async function importUsers(orgId: string | undefined, users: ImportUserRow[]): Promise<ImportUsersResult> {
  const result = await callRoute(importUsersRoute, { body: { users }, headers: organizationHeaders(orgId) });
  return {
    message: result.message,
    imported: result.imported,
    failed: result.failed.map(({ row, email, reason }) => ({ row, reason, ...(email ? { email } : {}) })),
  };
}

export function useImportUsers(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (users: ImportUserRow[]) => importUsers(orgId, users),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.ofOrganization(orgId) }),
  });
}
