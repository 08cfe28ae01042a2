import type { OfferState, OfficialRole } from '@pitchside/shared';

/** One offer as the use cases see it (the stored item without its keys' machinery). */
export interface OfferRecord {
  tournamentId: string;
  offerId: string;
  orgId: string;
  matchId: string;
  role: OfficialRole;
  /** 'centre', 'assistant1', 'assistant2': which of the match's roles it holds. */
  slot: string;
  refereeUid: string;
  refereeName: string;
  state: OfferState;
  expiresAt: string;
  createdAt: string;
  createdBy: string;
  answeredAt: string | null;
  releaseReason: string | null;
  matchDate: string;
  matchTime: string;
  field: string;
  homeTeam: string;
  awayTeam: string;
  age: string;
  version: number;
}

export interface AvailabilityRecord {
  tournamentId: string;
  refereeUid: string;
  orgId: string;
  refereeName: string;
  /** JSON of shared `AvailabilityInput`. */
  availability: string;
  updatedAt: string;
}

/** What a transition does to the match's referee beside the offer (the centre referee's yes, or their release). */
export type MatchRefereeChange =
  { kind: 'assign'; matchId: string; version: number; date: string; referee: { uid: string; name: string }; at: string } | { kind: 'clear'; matchId: string; version: number; date: string };

export interface OfferTransition {
  offer: OfferRecord;
  to: OfferState;
  /** The states the stored offer may be in for the write to hold (it must also be at `offer.version`). */
  from: readonly OfferState[];
  at: string;
  /** Only while the deadline has not passed (an answer). */
  before?: string;
  releaseReason?: string;
  /** The role goes back to the pool: the slot is deleted if it still names this offer. */
  freeSlot: boolean;
  match?: MatchRefereeChange;
}
