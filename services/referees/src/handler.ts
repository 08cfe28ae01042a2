import { createHttpHandler, ok } from '@pitchside/core/http';
import { answerOffer, decideRelease, requestRelease } from './use-cases/answers';
import { getMyAvailability, myRefereeTournaments, saveMyAvailability } from './use-cases/availability';
import { fillDay, lockPlan, refereeCandidates } from './use-cases/board';
import { createOffers, listOffers, myOffers } from './use-cases/offers';
import { productionPorts } from './wiring';

const ports = productionPorts();

export const handler = createHttpHandler('referees', {
  myRefereeTournaments: async (request) => ok(await myRefereeTournaments(ports, request.actor)),
  getMyAvailability: async (request) => ok(await getMyAvailability(ports, request.actor, request.input.params.tournamentId)),
  saveMyAvailability: async (request) => ok(await saveMyAvailability(ports, request.actor, request.input.params.tournamentId, request.input.body)),
  refereeCandidates: async (request) => ok(await refereeCandidates(ports, request.actor, request.input.params.tournamentId, request.input.params.matchId, request.input.query.role)),
  listRefereeOffers: async (request) => ok(await listOffers(ports, request.actor, request.input.params.tournamentId, request.input.query)),
  createRefereeOffers: async (request) => ({ status: 201, body: await createOffers(ports, request.actor, request.input.params.tournamentId, request.input.body) }),
  fillRefereeDay: async (request) => ok(await fillDay(ports, request.actor, request.input.params.tournamentId, request.input.body.date)),
  lockRefereePlan: async (request) => ok(await lockPlan(ports, request.actor, request.input.params.tournamentId, request.input.body.locked)),
  myRefereeOffers: async (request) => ok(await myOffers(ports, request.actor)),
  answerRefereeOffer: async (request) => ok(await answerOffer(ports, request.actor, request.input.params.tournamentId, request.input.params.offerId, request.input.body.answer)),
  requestRefereeRelease: async (request) => ok(await requestRelease(ports, request.actor, request.input.params.tournamentId, request.input.params.offerId, request.input.body.reason)),
  decideRefereeRelease: async (request) => ok(await decideRelease(ports, request.actor, request.input.params.tournamentId, request.input.params.offerId, request.input.body.decision)),
});
