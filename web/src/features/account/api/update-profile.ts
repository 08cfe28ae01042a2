import { type UpdateProfileInput, updateProfileRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { routeUrlPath } from '../../../lib/call-route';
import { ME_QUERY_KEY, meFrom, meSchema, type Me } from './get-me';

/**
 * `PUT /api/profile {displayName?, phone?}` → 200 MeResponse. `phone: ''` asks to remove the number
 * (the shared schema reads a blank phone as "none").
 */
export type ProfileChanges = Omit<UpdateProfileInput, 'phone'> & { phone?: string };

export async function updateProfile(changes: ProfileChanges): Promise<Me> {
  return meFrom(await apiRequest(routeUrlPath(updateProfileRoute, {}), { method: updateProfileRoute.method, body: changes, schema: meSchema }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
