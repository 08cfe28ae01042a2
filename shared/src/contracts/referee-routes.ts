import {
  answerOfferInputSchema,
  availabilityAnswerSchema,
  availabilityInputSchema,
  candidatesAnswerSchema,
  candidatesQuerySchema,
  createdOffersSchema,
  createOffersInputSchema,
  fillDayAnswerSchema,
  fillDayInputSchema,
  listOffersQuerySchema,
  lockPlanInputSchema,
  offerAnswerSchema,
  offerListSchema,
  planAnswerSchema,
  refereeTournamentsSchema,
  releaseDecisionInputSchema,
  releaseRequestInputSchema,
} from '../referees/referees-api';
import { defineRoute } from '../platform/route-entry';

// The referee assignor's routes: who may assign referees (admin, referee assignor) also makes offers.
const ASSIGNORS = ['admin', 'refereeassignor'] as const;
const REFEREE = ['referee'] as const;

export const myRefereeTournamentsRoute = /* @__PURE__ */ defineRoute({
  id: 'myRefereeTournaments',
  method: 'GET',
  path: '/api/referees/me/tournaments',
  service: 'referees',
  auth: 'jwt',
  roles: REFEREE,
  summary: 'The tournaments the calling referee can give availability for: not yet over, in the organizations they referee for',
  ok: { status: 200, schema: refereeTournamentsSchema },
});

export const getMyAvailabilityRoute = /* @__PURE__ */ defineRoute({
  id: 'getMyAvailability',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/referees/me/availability',
  service: 'referees',
  auth: 'jwt',
  roles: REFEREE,
  summary: 'When and where the calling referee can officiate for this tournament (null until they say)',
  ok: { status: 200, schema: availabilityAnswerSchema },
});

export const saveMyAvailabilityRoute = /* @__PURE__ */ defineRoute({
  id: 'saveMyAvailability',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/referees/me/availability',
  service: 'referees',
  auth: 'jwt',
  roles: REFEREE,
  summary: "The calling referee's availability: windows on the tournament's days, pitches, most matches a day, ages, roles, dates they cannot",
  description: 'A date outside the tournament is a 400. Once the assignor locks the referee plan, a 409.',
  body: availabilityInputSchema,
  ok: { status: 200, schema: availabilityAnswerSchema },
});

export const refereeCandidatesRoute = /* @__PURE__ */ defineRoute({
  id: 'refereeCandidates',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/referee-candidates',
  service: 'referees',
  auth: 'jwt',
  roles: ASSIGNORS,
  summary: "The organization's referees for one role of a match: free ones first, each with why not (connected to a club in the match is flagged)",
  query: candidatesQuerySchema,
  ok: { status: 200, schema: candidatesAnswerSchema },
});

export const listRefereeOffersRoute = /* @__PURE__ */ defineRoute({
  id: 'listRefereeOffers',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/referees/offers',
  service: 'referees',
  auth: 'jwt',
  roles: ASSIGNORS,
  summary: "The tournament's referee offers (one day's with `date`), and whether the plan is locked",
  query: listOffersQuerySchema,
  ok: { status: 200, schema: offerListSchema },
});

export const createRefereeOffersRoute = /* @__PURE__ */ defineRoute({
  id: 'createRefereeOffers',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/referees/offers',
  service: 'referees',
  auth: 'jwt',
  roles: ASSIGNORS,
  summary: 'Offer match roles to referees, to answer by a deadline (all or nothing); each referee is e-mailed in their language',
  description: 'A referee who is not a referee of the organization, a role offered already, or a deadline past: 400/409, nothing written.',
  body: createOffersInputSchema,
  ok: { status: 201, schema: createdOffersSchema },
});

export const fillRefereeDayRoute = /* @__PURE__ */ defineRoute({
  id: 'fillRefereeDay',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/referees/fill-day',
  service: 'referees',
  auth: 'jwt',
  roles: ASSIGNORS,
  summary: "Propose referees for a day's open roles: availability, qualifications, rest, travel and fairness kept; every role left open with its reasons",
  description: 'Writes nothing: the assignor edits the proposal and sends it as offers.',
  body: fillDayInputSchema,
  ok: { status: 200, schema: fillDayAnswerSchema },
});

export const lockRefereePlanRoute = /* @__PURE__ */ defineRoute({
  id: 'lockRefereePlan',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/referees/plan',
  service: 'referees',
  auth: 'jwt',
  roles: ASSIGNORS,
  summary: "Lock (or unlock) the tournament's referee plan: referees can no longer change their availability",
  body: lockPlanInputSchema,
  ok: { status: 200, schema: planAnswerSchema },
});

export const myRefereeOffersRoute = /* @__PURE__ */ defineRoute({
  id: 'myRefereeOffers',
  method: 'GET',
  path: '/api/referees/me/offers',
  service: 'referees',
  auth: 'jwt',
  roles: REFEREE,
  summary: "The calling referee's offers, soonest match first",
  ok: { status: 200, schema: offerListSchema },
});

export const answerRefereeOfferRoute = /* @__PURE__ */ defineRoute({
  id: 'answerRefereeOffer',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/referees/offers/{offerId}/answer',
  service: 'referees',
  auth: 'jwt',
  roles: REFEREE,
  summary: 'Accept or decline an offer (only the offered referee, only before its deadline); a decline puts the role back in the pool and tells the assignor',
  body: answerOfferInputSchema,
  ok: { status: 200, schema: offerAnswerSchema },
});

export const requestRefereeReleaseRoute = /* @__PURE__ */ defineRoute({
  id: 'requestRefereeRelease',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/referees/offers/{offerId}/release-request',
  service: 'referees',
  auth: 'jwt',
  roles: REFEREE,
  summary: 'Ask to be released from an accepted match; the assignor is told and decides',
  body: releaseRequestInputSchema,
  ok: { status: 200, schema: offerAnswerSchema },
});

export const decideRefereeReleaseRoute = /* @__PURE__ */ defineRoute({
  id: 'decideRefereeRelease',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/referees/offers/{offerId}/release-decision',
  service: 'referees',
  auth: 'jwt',
  roles: ASSIGNORS,
  summary: 'Release a referee from a match (the role goes back to the pool) or keep them on it',
  body: releaseDecisionInputSchema,
  ok: { status: 200, schema: offerAnswerSchema },
});
