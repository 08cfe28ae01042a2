import { effectiveOfferState, nextOfferState, offerStatesFor, type OfferAction, type OfferView } from '@pitchside/shared';
import { ConflictError, ForbiddenError, NotFoundError, type Actor } from '@pitchside/core';
import type { MatchRefereeChange, OfferRecord } from '../adapters/referee-store';
import { releaseRequestMail } from '../mail/offer-mail';
import type { RefereesPorts } from '../ports';
import { mailQuietly, recipient, tellAssignor, toOfferView } from './offer-view';
import { loadAsAssignor, loadAsReferee } from './referee-context';
import { formatDeadline } from '../mail/offer-mail';

const ATTEMPTS = 5;

async function offerOf(ports: RefereesPorts, tournamentId: string, offerId: string): Promise<OfferRecord> {
  const offer = await ports.store.offer(tournamentId, offerId);
  if (!offer) throw new NotFoundError({ id: 'referees.offer.notFound' });
  return offer;
}

/**
 * What the match's referee becomes beside the offer: the centre referee who accepts is the match's referee
 * (the console is theirs); one released from it leaves the match without. A match assigned by hand to
 * someone else meanwhile refuses the yes.
 */
async function matchChange(ports: RefereesPorts, offer: OfferRecord, to: 'accepted' | 'released', at: string): Promise<MatchRefereeChange | undefined> {
  if (offer.role !== 'centre') return undefined;
  const match = await ports.matches.get(offer.tournamentId, offer.matchId);
  if (!match) throw new NotFoundError({ id: 'referees.offer.notFound' });
  if (to === 'accepted') {
    if (match.refereeId && match.refereeId !== offer.refereeUid) throw new ConflictError({ id: 'referees.offer.roleTaken', values: { role: 'centre referee' } }, 'role_taken');
    return { kind: 'assign', matchId: match.matchId, version: match.version, date: match.date, referee: { uid: offer.refereeUid, name: offer.refereeName }, at };
  }
  return match.refereeId === offer.refereeUid ? { kind: 'clear', matchId: match.matchId, version: match.version, date: match.date } : undefined;
}

/**
 * One step of an offer, written only if the offer is still as read (its version and state) and, for an
 * answer, before its deadline: two answers, or an answer racing the expiry sweep, cannot both win. A lost
 * race is read again and decided again (the match's version may have moved for an unrelated reason).
 */
async function step(
  ports: RefereesPorts,
  tournamentId: string,
  offerId: string,
  action: OfferAction,
  check: (offer: OfferRecord) => void,
  extra: { releaseReason?: string } = {},
): Promise<OfferRecord> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const offer = await offerOf(ports, tournamentId, offerId);
    check(offer);
    const now = ports.clock.now();
    const answering = action === 'accept' || action === 'decline';
    if (answering && effectiveOfferState(offer, now) === 'expired') {
      throw new ConflictError({ id: 'referees.offer.expired', values: { deadline: formatDeadline(offer.expiresAt, 'en') } }, 'offer_expired');
    }
    const to = nextOfferState(offer.state, action);
    if (!to) throw new ConflictError({ id: 'referees.offer.cannot', values: { state: offer.state } }, 'offer_state');
    const at = now.toISOString();
    const match = to === 'accepted' || to === 'released' ? await matchChange(ports, offer, to, at) : undefined;
    const written = await ports.store.transition({
      offer,
      to,
      from: offerStatesFor(action),
      at,
      ...(answering ? { before: at } : {}),
      ...(extra.releaseReason ? { releaseReason: extra.releaseReason } : {}),
      freeSlot: to === 'declined' || to === 'expired' || to === 'released',
      ...(match ? { match } : {}),
    });
    if (written) return { ...offer, state: to, version: offer.version + 1, answeredAt: answering ? at : offer.answeredAt, releaseReason: extra.releaseReason ?? offer.releaseReason };
  }
  throw new ConflictError({ id: 'referees.offer.changedMeanwhile' }, 'offer_changed');
}

const onlyTheirs = (actor: Actor) => (offer: OfferRecord) => {
  if (offer.refereeUid !== actor.uid) throw new ForbiddenError({ id: 'referees.offer.notYours' });
};

/** The offered referee accepts or declines, before the deadline; a decline puts the role back in the pool and tells the assignor. */
export async function answerOffer(ports: RefereesPorts, actor: Actor, tournamentId: string, offerId: string, answer: 'accept' | 'decline'): Promise<{ offer: OfferView }> {
  await loadAsReferee(ports, actor, tournamentId);
  const offer = await step(ports, tournamentId, offerId, answer, onlyTheirs(actor));
  if (offer.state === 'declined') await tellAssignor(ports, offer, 'declined');
  return { offer: toOfferView(offer, ports.clock.now()) };
}

/** The referee asks to be released from an accepted match; the assignor is told and decides. */
export async function requestRelease(ports: RefereesPorts, actor: Actor, tournamentId: string, offerId: string, reason: string): Promise<{ offer: OfferView }> {
  await loadAsReferee(ports, actor, tournamentId);
  const offer = await step(ports, tournamentId, offerId, 'requestRelease', onlyTheirs(actor), { releaseReason: reason });
  await mailQuietly(ports, async () => {
    const to = await recipient(ports, offer.createdBy);
    return to ? releaseRequestMail(to, offer, reason) : null;
  });
  return { offer: toOfferView(offer, ports.clock.now()) };
}

/** The assignor releases the referee (the role goes back to the pool) or keeps them on the match. */
export async function decideRelease(ports: RefereesPorts, actor: Actor, tournamentId: string, offerId: string, decision: 'release' | 'keep'): Promise<{ offer: OfferView }> {
  await loadAsAssignor(ports, actor, tournamentId);
  const offer = await step(ports, tournamentId, offerId, decision, () => undefined);
  return { offer: toOfferView(offer, ports.clock.now()) };
}

/**
 * An unanswered offer past its deadline expires: the role goes back to the pool and the assignor is told.
 * Conditioned like an answer, so an answer that won a moment earlier stands. True when this call expired it.
 */
export async function expireOffer(ports: RefereesPorts, offer: OfferRecord): Promise<boolean> {
  const now = ports.clock.now();
  if (offer.state !== 'offered' || Date.parse(offer.expiresAt) > now.getTime()) return false;
  const written = await ports.store.transition({ offer, to: 'expired', from: ['offered'], at: now.toISOString(), freeSlot: true });
  if (written) await tellAssignor(ports, { ...offer, state: 'expired' }, 'expired');
  return written;
}

/** The sweep (every minute): every overdue offer of every tournament, a page at a time, each re-read before it expires. */
export async function expireOverdueOffers(ports: RefereesPorts): Promise<{ expired: number; checked: number }> {
  let cursor: string | undefined;
  let expired = 0;
  let checked = 0;
  const by = ports.clock.now().toISOString();
  do {
    const page = await ports.store.overdue(by, { limit: 100, ...(cursor ? { cursor } : {}) });
    for (const listed of page.offers) {
      checked += 1;
      const offer = await ports.store.offer(listed.tournamentId, listed.offerId);
      if (offer && (await expireOffer(ports, offer))) expired += 1;
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return { expired, checked };
}
