import { createRefereeOffersRoute, fillRefereeDayRoute, listRefereeOffersRoute, MAX_OFFERS_AT_ONCE, type CreateOffersInput } from '@pitchside/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';

const offersKey = (tournamentId: string) => ['referee-offers', 'board', tournamentId] as const;

/** `GET …/referees/offers` (admin, referee assignor): the tournament's offers as they stand. */
export function useTournamentOffers(orgId: string | undefined, tournamentId: string) {
  return useQuery({
    queryKey: offersKey(tournamentId),
    queryFn: ({ signal }) => callRoute(listRefereeOffersRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), signal }),
    refetchInterval: 30_000,
  });
}

/** `POST …/referees/fill-day {date}`: a proposal for the day's open roles; nothing is written. */
export function useFillDay(orgId: string | undefined, tournamentId: string) {
  return useMutation({ mutationFn: (date: string) => callRoute(fillRefereeDayRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), body: { date } }) });
}

/** `POST …/referees/offers`, MAX_OFFERS_AT_ONCE at a time (each request all or nothing). */
export function useSendOffers(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ offers, expiresAt }: CreateOffersInput) => {
      for (let start = 0; start < offers.length; start += MAX_OFFERS_AT_ONCE) {
        await callRoute(createRefereeOffersRoute, { params: { tournamentId }, headers: organizationHeaders(orgId), body: { offers: offers.slice(start, start + MAX_OFFERS_AT_ONCE), expiresAt } });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: offersKey(tournamentId) }),
  });
}
