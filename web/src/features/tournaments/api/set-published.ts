import { tournamentChangeAnswerSchema } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/**
 * `POST /api/tournaments/{id}/publish` (draft → public) or `…/unpublish` → `{ message, tournament }`.
 * 409 while a payment is pending.
 */
export async function setPublished(orgId: string | undefined, tournamentId: string, published: boolean) {
  return api.post(`/tournaments/${encodeURIComponent(tournamentId)}/${published ? 'publish' : 'unpublish'}`, undefined, { schema: tournamentChangeAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useSetPublished(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) => setPublished(orgId, tournamentId, published),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentsKeys.ofOrganization(orgId) }),
  });
}
