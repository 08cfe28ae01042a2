import { commit, conditionalWrite, type Database } from '@pitchside/core/data';
import type { AvailabilityRecord, OfferRecord, OfferTransition } from './offer-records';

export * from './offer-records';

/** The referees service's own items: availability, the plan's lock, offers and the slots they hold. */
export interface RefereeStore {
  availability(tournamentId: string, refereeUid: string): Promise<AvailabilityRecord | null>;
  availabilities(tournamentId: string): Promise<AvailabilityRecord[]>;
  /** Saves unless the plan is locked (checked in the same transaction). */
  saveAvailability(record: AvailabilityRecord): Promise<'saved' | 'locked'>;
  locked(tournamentId: string): Promise<boolean>;
  setLocked(tournamentId: string, locked: boolean, by: string, at: string): Promise<void>;
  offer(tournamentId: string, offerId: string): Promise<OfferRecord | null>;
  offers(tournamentId: string): Promise<OfferRecord[]>;
  offersOfReferee(refereeUid: string): Promise<OfferRecord[]>;
  /** The slots of a match held now, by slot name → offer id. */
  heldSlots(tournamentId: string, matchId: string): Promise<Map<string, string>>;
  /** Writes the offers and their slots, all or nothing: false when a slot is held meanwhile. */
  createOffers(offers: readonly OfferRecord[]): Promise<boolean>;
  /** One state change, conditioned on the offer as read (and its deadline); false when it lost a race. */
  transition(change: OfferTransition): Promise<boolean>;
  /** Unanswered offers whose deadline is at or before `by`, a page at a time (an index read: may lag). */
  overdue(by: string, options: { limit: number; cursor?: string | undefined }): Promise<{ offers: OfferRecord[]; cursor: string | null }>;
}

type OfferItem = Omit<OfferRecord, 'answeredAt' | 'releaseReason'> & { answeredAt?: string | undefined; releaseReason?: string | undefined; openUntil?: string };

const toOffer = (item: OfferItem): OfferRecord => ({
  tournamentId: item.tournamentId,
  offerId: item.offerId,
  orgId: item.orgId,
  matchId: item.matchId,
  role: item.role,
  slot: item.slot,
  refereeUid: item.refereeUid,
  refereeName: item.refereeName,
  state: item.state,
  expiresAt: item.expiresAt,
  createdAt: item.createdAt,
  createdBy: item.createdBy,
  answeredAt: item.answeredAt ?? null,
  releaseReason: item.releaseReason ?? null,
  matchDate: item.matchDate,
  matchTime: item.matchTime,
  field: item.field,
  homeTeam: item.homeTeam,
  awayTeam: item.awayTeam,
  age: item.age,
  version: item.version,
});

export function dynamoRefereeStore(db: Database): RefereeStore {
  const { refereeAvailability, refereePlan, refereeOffer, refereeSlot } = db.entities;
  return {
    async availability(tournamentId, refereeUid) {
      const { data } = await refereeAvailability.get({ tournamentId, refereeUid }).go({ consistent: true });
      return data ?? null;
    },
    async availabilities(tournamentId) {
      const { data } = await refereeAvailability.query.byTournament({ tournamentId }).go({ pages: 'all', consistent: true });
      return data;
    },
    async saveAvailability(record) {
      const saved = await conditionalWrite(() =>
        commit(
          db.transaction.write(({ refereeAvailability: availability, refereePlan: plan }) => [
            availability.put(record).commit(),
            plan
              .check({ tournamentId: record.tournamentId })
              .where(({ locked }, { notExists, eq }) => `${notExists(locked)} OR ${eq(locked, false)}`)
              .commit(),
          ]),
        ),
      );
      return saved ? 'saved' : 'locked';
    },
    async locked(tournamentId) {
      const { data } = await refereePlan.get({ tournamentId }).go({ consistent: true });
      return data?.locked ?? false;
    },
    async setLocked(tournamentId, locked, by, at) {
      await refereePlan.put({ tournamentId, locked, updatedAt: at, updatedBy: by }).go();
    },
    async offer(tournamentId, offerId) {
      const { data } = await refereeOffer.get({ tournamentId, offerId }).go({ consistent: true });
      return data ? toOffer(data) : null;
    },
    async offers(tournamentId) {
      const { data } = await refereeOffer.query.byTournament({ tournamentId }).go({ pages: 'all', consistent: true });
      return data.map(toOffer);
    },
    async offersOfReferee(refereeUid) {
      const { data } = await refereeOffer.query.byReferee({ refereeUid }).go({ pages: 'all' });
      return data.map(toOffer);
    },
    async heldSlots(tournamentId, matchId) {
      const { data } = await refereeSlot.query.byMatch({ tournamentId, matchId }).go({ pages: 'all', consistent: true });
      return new Map(data.map((slot) => [slot.slot, slot.offerId]));
    },
    createOffers(offers) {
      return conditionalWrite(() =>
        commit(
          db.transaction.write(({ refereeOffer: offer, refereeSlot: slot }) =>
            offers.flatMap((record) => [
              offer.create({ ...record, openUntil: record.state === 'offered' ? record.expiresAt : '', answeredAt: undefined, releaseReason: undefined }).commit(),
              slot.create({ tournamentId: record.tournamentId, matchId: record.matchId, slot: record.slot, offerId: record.offerId }).commit(),
            ]),
          ),
        ),
      );
    },
    transition(change) {
      const { offer: current } = change;
      const key = { tournamentId: current.tournamentId, offerId: current.offerId };
      return conditionalWrite(() =>
        commit(
          db.transaction.write(({ refereeOffer: offer, refereeSlot: slot, match: matches }) => {
            const writes = [
              offer
                .patch(key)
                .set({
                  state: change.to,
                  openUntil: change.to === 'offered' ? current.expiresAt : '',
                  version: current.version + 1,
                  ...(['accepted', 'declined'].includes(change.to) ? { answeredAt: change.at } : {}),
                  ...(change.releaseReason ? { releaseReason: change.releaseReason } : {}),
                })
                .where((attr, op) => {
                  const states = change.from.map((state) => op.eq(attr.state, state)).join(' OR ');
                  const base = `${op.eq(attr.version, current.version)} AND (${states})`;
                  return change.before ? `${base} AND ${op.gt(attr.expiresAt, change.before)}` : base;
                })
                .commit(),
            ];
            if (change.freeSlot) {
              writes.push(
                slot
                  .delete({ tournamentId: current.tournamentId, matchId: current.matchId, slot: current.slot })
                  .where((attr, op) => op.eq(attr.offerId, current.offerId))
                  .commit(),
              );
            }
            const referee = change.match;
            if (referee) {
              const matchKey = { tournamentId: current.tournamentId, matchId: referee.matchId };
              // The referee index is sparse on refereeId and sorted by date: ElectroDB needs both to (re)write or drop it.
              const base = matches
                .patch(matchKey)
                .set(
                  referee.kind === 'assign'
                    ? { refereeId: referee.referee.uid, refereeName: referee.referee.name, assignedAt: referee.at, date: referee.date, version: referee.version + 1 }
                    : { refereeId: '', date: referee.date, version: referee.version + 1 },
                );
              const update = referee.kind === 'assign' ? base : base.remove(['refereeName', 'assignedAt']);
              writes.push(update.where((attr, op) => op.eq(attr.version, referee.version)).commit());
            }
            return writes;
          }),
        ),
      );
    },
    async overdue(by, options) {
      const { data, cursor } = await refereeOffer.query
        .byOpen({})
        .lte({ openUntil: by })
        .go({ limit: options.limit, cursor: options.cursor ?? null });
      return { offers: data.map(toOffer), cursor: cursor ?? null };
    },
  };
}
