import { publishTournamentRoute, unpublishTournamentRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/**
 * `POST /api/tournaments/{id}/publish` (draft → public) or `…/unpublish` → `{ message, tournament }`.
 * 409 while a payment is pending.
 */
export async function setPublished(orgId: string | undefined, tournamentId: string, published: boolean) {
  return callRoute(published ? publishTournamentRoute : unpublishTournamentRoute, { params: { tournamentId }, headers: organizationHeaders(orgId) });
}

export function useSetPublished(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) => setPublished(orgId, tournamentId, published),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentsKeys.ofOrganization(orgId) }),
  });
}
