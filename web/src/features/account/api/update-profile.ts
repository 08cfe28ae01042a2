import type { UpdateProfileInput } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY, meFrom, meSchema, type Me } from './get-me';

/**
 * `PUT /api/profile {displayName?, phone?}` → 200 MeResponse. `phone: ''` asks to remove the number
 * (the shared schema reads a blank phone as "none").
 */
export type ProfileChanges = Omit<UpdateProfileInput, 'phone'> & { phone?: string };

export async function updateProfile(changes: ProfileChanges): Promise<Me> {
  return meFrom(await api.put('/profile', changes, { schema: meSchema }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
