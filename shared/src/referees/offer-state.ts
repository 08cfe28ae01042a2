/**
 * An offer of one match role to one referee (issue 34). offered → accepted | declined | expired;
 * accepted → releaseRequested → released | kept. A declined, expired or released offer leaves the match's
 * role open again (back in the pool); offered, accepted, releaseRequested and kept hold it.
 */
export const OFFER_STATES = ['offered', 'accepted', 'declined', 'expired', 'releaseRequested', 'released', 'kept'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** States that hold the role: nobody else is offered it, and the referee counts as booked then. */
export const HOLDING_STATES: readonly OfferState[] = ['offered', 'accepted', 'releaseRequested', 'kept'];
/** States in which the referee has said yes: the centre referee of such an offer is the match's referee. */
export const ACCEPTED_STATES: readonly OfferState[] = ['accepted', 'releaseRequested', 'kept'];

export type OfferAction = 'accept' | 'decline' | 'expire' | 'requestRelease' | 'release' | 'keep';

const TRANSITIONS: Readonly<Record<OfferAction, { from: readonly OfferState[]; to: OfferState }>> = {
  accept: { from: ['offered'], to: 'accepted' },
  decline: { from: ['offered'], to: 'declined' },
  expire: { from: ['offered'], to: 'expired' },
  // A referee kept once may ask again (their circumstances changed).
  requestRelease: { from: ['accepted', 'kept'], to: 'releaseRequested' },
  release: { from: ['releaseRequested'], to: 'released' },
  keep: { from: ['releaseRequested'], to: 'kept' },
};

/** The state an action leads to from `state`, or null when the action does not apply there. */
export function nextOfferState(state: OfferState, action: OfferAction): OfferState | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(state) ? transition.to : null;
}

/** The states an action may start from: the repository's write is conditioned on them. */
export function offerStatesFor(action: OfferAction): readonly OfferState[] {
  return TRANSITIONS[action].from;
}

export const holdsRole = (state: OfferState) => HOLDING_STATES.includes(state);

/**
 * An offer past its deadline and still unanswered is expired, whatever the store says yet (the sweep
 * writes it within a minute): reads show it so, and an answer after the deadline is refused.
 */
export function effectiveOfferState(offer: { state: OfferState; expiresAt: string }, now: Date): OfferState {
  return offer.state === 'offered' && Date.parse(offer.expiresAt) <= now.getTime() ? 'expired' : offer.state;
}
