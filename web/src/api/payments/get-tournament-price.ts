import { type TournamentPriceAnswer, tournamentPriceRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../lib/api-client';
import { callRoute } from '../../lib/call-route';

/** `GET /api/payments/price` (admin) → `{ due, price }`: what creating a tournament costs the acting organization. */
export async function getTournamentPrice(orgId: string | undefined, signal?: AbortSignal): Promise<TournamentPriceAnswer> {
  return callRoute(tournamentPriceRoute, { headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
}

export const tournamentPriceQueryOptions = (orgId: string | undefined) =>
  queryOptions({ queryKey: ['payments', 'price', orgId ?? null], queryFn: ({ signal }) => getTournamentPrice(orgId, signal), staleTime: 10 * 60_000 });

export function useTournamentPrice(orgId: string | undefined, enabled = true) {
  return useQuery({ ...tournamentPriceQueryOptions(orgId), enabled });
}
