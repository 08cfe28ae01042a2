import { answerRefereeOfferRoute, myRefereeOffersRoute } from '@pitchside/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

const offersKey = ['referee-offers', 'mine'] as const;

/** `GET /api/referees/me/offers` (referee) → `{ offers }`, soonest match first. */
export async function myOffers(signal?: AbortSignal) {
  return callRoute(myRefereeOffersRoute, { ...(signal ? { signal } : {}) });
}

export const myOffersQueryOptions = () => queryOptions({ queryKey: offersKey, queryFn: ({ signal }) => myOffers(signal) });

export function useMyOffers() {
  return useQuery({ ...myOffersQueryOptions(), refetchInterval: 60_000 });
}

/** `POST …/referees/offers/{offerId}/answer {answer}`: only the offered referee, only before the deadline. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tournamentId, offerId, answer }: { tournamentId: string; offerId: string; answer: 'accept' | 'decline' }) =>
      callRoute(answerRefereeOfferRoute, { params: { tournamentId, offerId }, body: { answer } }),
    // An accepted centre role becomes an assigned match: both lists read again.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: offersKey }), queryClient.invalidateQueries({ queryKey: ['matches'] })]),
  });
}
