import { unpaidSinceAfter, type EntryStatus, type RegistrationState } from '@pitchside/shared';
import { commit, conditionalWrite, isConditionFailure, TransactionCanceled, type Database } from '@pitchside/core/data';

import {
  entryItem,
  orderKeyOf,
  settingsMap,
  toDivision,
  toEntry,
  type CounterChange,
  type DivisionItem,
  type EntryChange,
  type EntryRecord,
  type HoldOutcome,
  type RegistrationDivisionRecord,
  type RegistrationSettingsRecord,
  type TransitionOutcome,
} from './registration-records';
import { applicationStore, type ApplicationStore } from './registration-applications';

export * from './registration-records';

/** Registration's own items: the divisions' settings and counters, the entries, the applications. */
export interface RegistrationRepository extends ApplicationStore {
  division(tournamentId: string, divisionId: string): Promise<RegistrationDivisionRecord | null>;
  divisions(tournamentId: string): Promise<RegistrationDivisionRecord[]>;
  /** Creates a division's registration with zero counters; false when it exists. */
  createDivision(settings: RegistrationSettingsRecord): Promise<boolean>;
  /** Replaces the settings (never the counters); `belowHeld` when fewer places than teams holding one. */
  updateSettings(settings: RegistrationSettingsRecord): Promise<'saved' | 'belowHeld' | 'missing'>;
  setState(tournamentId: string, divisionId: string, state: RegistrationState): Promise<RegistrationDivisionRecord | null>;

  entry(tournamentId: string, teamKey: string): Promise<EntryRecord | null>;
  /** A division's entries in arrival order (or one status of it in its order), a page at a time. */
  entries(
    tournamentId: string,
    divisionId: string,
    options: { cursor?: string | undefined; status?: EntryStatus | undefined; limit: number },
  ): Promise<{ entries: EntryRecord[]; cursor: string | null }>;
  /** The first `limit` teams of a division's waiting line (all without a limit), by ticket (an index read: may lag a moment). */
  waitingLine(tournamentId: string, divisionId: string, limit?: number): Promise<EntryRecord[]>;

  /**
   * Holds a place for a new entry: the division's `held` + 1 on condition `held < places` (and open), and
   * the entry written unless its team is in the running already, in one transaction.
   */
  hold(entry: EntryRecord, options: { open: boolean }): Promise<HoldOutcome | 'conflict'>;
  /** Draws the next ticket of the division's line (an atomic ADD): the ticket and how many had left the line then. */
  drawTicket(tournamentId: string, divisionId: string, options: { open: boolean }): Promise<{ ticket: number; left: number } | null>;
  /** Writes a waiting entry (its ticket drawn) unless its team is in the running already. */
  putWaiting(entry: EntryRecord): Promise<boolean>;
  /** Unpaid holds whose clock started at or before `startedBy` (ISO), oldest first, a page at a time: the release sweep's read (an index read: may lag). */
  unpaidHolds(startedBy: string, options: { limit: number; cursor?: string | undefined }): Promise<{ entries: EntryRecord[]; cursor: string | null }>;
  /** Entry changes and counter changes, all or nothing. */
  transition(entries: readonly EntryChange[], counters: readonly CounterChange[]): Promise<TransitionOutcome>;
}

type Divisions = Pick<RegistrationRepository, 'division' | 'divisions' | 'createDivision' | 'updateSettings' | 'setState'>;
type EntryReads = Pick<RegistrationRepository, 'entry' | 'entries' | 'waitingLine' | 'unpaidHolds'>;
type EntryWrites = Pick<RegistrationRepository, 'hold' | 'drawTicket' | 'putWaiting' | 'transition'>;

function divisionStore(db: Database): Divisions {
  const { registrationDivision } = db.entities;
  return {
    async division(tournamentId, divisionId) {
      const { data } = await registrationDivision.get({ tournamentId, divisionId }).go({ consistent: true });
      return data ? toDivision(data) : null;
    },
    async divisions(tournamentId) {
      const { data } = await registrationDivision.query.byTournament({ tournamentId }).go({ pages: 'all', consistent: true });
      return data.map(toDivision);
    },
    createDivision(settings) {
      return conditionalWrite(() =>
        registrationDivision
          .create({
            tournamentId: settings.tournamentId,
            divisionId: settings.divisionId,
            orgId: settings.orgId,
            state: settings.state,
            places: settings.places,
            review: settings.review,
            settings: settingsMap(settings),
            held: 0,
            waitTicket: 0,
            waitLeft: 0,
            version: 1,
          })
          .go(),
      );
    },
    async updateSettings(settings) {
      try {
        await registrationDivision
          .patch({ tournamentId: settings.tournamentId, divisionId: settings.divisionId })
          .set({ state: settings.state, places: settings.places, review: settings.review, settings: settingsMap(settings) })
          .add({ version: 1 })
          .where((attr, op) => `${op.name(attr.held)} <= ${op.value(attr.places, settings.places)}`)
          .go();
        return 'saved';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { data } = await registrationDivision.get({ tournamentId: settings.tournamentId, divisionId: settings.divisionId }).go({ consistent: true });
        return data ? 'belowHeld' : 'missing';
      }
    },
    async setState(tournamentId, divisionId, state) {
      try {
        const { data } = await registrationDivision.patch({ tournamentId, divisionId }).set({ state }).go({ response: 'all_new' });
        return toDivision(data as DivisionItem);
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
  };
}

function entryReads(db: Database): EntryReads {
  const { registrationEntry } = db.entities;
  return {
    async entry(tournamentId, teamKey) {
      const { data } = await registrationEntry.get({ tournamentId, teamKey }).go({ consistent: true });
      return data ? toEntry(data) : null;
    },
    async entries(tournamentId, divisionId, options) {
      const page = { limit: options.limit, ...(options.cursor ? { cursor: options.cursor } : {}) };
      const { data, cursor } = options.status
        ? await registrationEntry.query.byStatus({ tournamentId, divisionId, status: options.status }).go(page)
        : await registrationEntry.query.byDivision({ tournamentId, divisionId }).go(page);
      return { entries: data.map(toEntry), cursor: cursor ?? null };
    },
    async waitingLine(tournamentId, divisionId, limit) {
      const query = registrationEntry.query.byStatus({ tournamentId, divisionId, status: 'waitlisted' });
      const { data } = limit === undefined ? await query.go({ pages: 'all' }) : await query.go({ limit });
      return data.map(toEntry);
    },
    async unpaidHolds(startedBy, options) {
      const { data, cursor } = await registrationEntry.query
        .byUnpaid({})
        .lte({ unpaidSince: startedBy })
        .go({ limit: options.limit, ...(options.cursor ? { cursor: options.cursor } : {}) });
      return { entries: data.map(toEntry), cursor: cursor ?? null };
    },
  };
}

function entryWrites(db: Database): EntryWrites {
  const { registrationDivision, registrationEntry } = db.entities;
  /** An entry may be written where none is, or over one that is out of the running (refused, withdrawn). */
  const putEntry = (entry: EntryRecord) =>
    registrationEntry.put(entryItem(entry)).where((attr, op) => `(${op.notExists(attr.teamKey)} OR ${op.eq(attr.status, 'refused')} OR ${op.eq(attr.status, 'withdrawn')})`);
  return {
    async hold(entry, options) {
      try {
        await commit(
          db.transaction.write(({ registrationDivision: divisions, registrationEntry: entries }) => [
            divisions
              .update({ tournamentId: entry.tournamentId, divisionId: entry.divisionId })
              .add({ held: 1 })
              .where((attr, op) => `${op.name(attr.held)} < ${op.name(attr.places)}${options.open ? ` AND ${op.eq(attr.state, 'open')}` : ''}`)
              .commit(),
            entries
              .put(entryItem(entry))
              .where((attr, op) => `(${op.notExists(attr.teamKey)} OR ${op.eq(attr.status, 'refused')} OR ${op.eq(attr.status, 'withdrawn')})`)
              .commit(),
          ]),
        );
        return 'held';
      } catch (error) {
        if (!(error instanceof TransactionCanceled)) throw error;
        if (error.refused) throw error;
        const [division, item] = error.codes;
        if (item === 'ConditionalCheckFailed') return 'taken';
        if (division === 'ConditionalCheckFailed') {
          const { data } = await registrationDivision.get({ tournamentId: entry.tournamentId, divisionId: entry.divisionId }).go({ consistent: true });
          return data && (!options.open || data.state === 'open') ? 'full' : 'closed';
        }
        return 'conflict';
      }
    },
    async drawTicket(tournamentId, divisionId, options) {
      try {
        const { data } = await registrationDivision
          .update({ tournamentId, divisionId })
          .add({ waitTicket: 1 })
          .where((attr, op) => (options.open ? op.eq(attr.state, 'open') : op.exists(attr.places)))
          .go({ response: 'all_new' });
        const item = data as DivisionItem;
        return { ticket: item.waitTicket, left: item.waitLeft };
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
    putWaiting(entry) {
      return conditionalWrite(() => putEntry(entry).go());
    },
    async transition(entryChanges, counterChanges) {
      try {
        await commit(
          db.transaction.write(({ registrationDivision: divisions, registrationEntry: entries }) => [
            ...entryChanges.map((change) => {
              const { from, to } = change;
              const next = { ...from, ...to };
              const set = {
                status: next.status,
                divisionId: next.divisionId,
                arrivedAt: next.arrivedAt,
                orderKey: orderKeyOf(next),
                ...(next.waitTicket !== null ? { waitTicket: next.waitTicket } : {}),
                ...(next.reason !== null ? { reason: next.reason } : {}),
                ...(next.decidedAt !== null ? { decidedAt: next.decidedAt } : {}),
                // The time-to-pay clock (decision 0057): '' takes the entry out of the sparse unpaid index.
                unpaidSince: unpaidSinceAfter(from, next, next.decidedAt ?? new Date().toISOString()) ?? '',
                ...(change.unpaid ? { released: true } : {}),
              };
              const removed = [...(next.waitTicket === null ? (['waitTicket'] as const) : []), ...(next.reason === null ? (['reason'] as const) : [])];
              const patch = entries.patch({ tournamentId: from.tournamentId, teamKey: from.teamKey }).set(set);
              // A release for want of payment also needs nothing paid meanwhile (a payment racing the sweep wins).
              return (removed.length > 0 ? patch.remove([...removed]) : patch)
                .where((attr, op) => `${op.eq(attr.status, from.status)} AND ${op.eq(attr.divisionId, from.divisionId)}${change.unpaid ? ` AND ${op.eq(attr.payment.paid, 0)}` : ''}`)
                .commit();
            }),
            ...counterChanges.map((change) => {
              const key = { tournamentId: change.tournamentId, divisionId: change.divisionId };
              const adds = { ...(change.held === 1 ? { held: 1 } : {}), ...(change.waitLeft ? { waitLeft: 1 } : {}) };
              const base = divisions.update(key);
              const update =
                change.held === -1 ? (change.waitLeft ? base.add({ waitLeft: 1 }).subtract({ held: 1 }) : base.subtract({ held: 1 })) : base.add(Object.keys(adds).length > 0 ? adds : { waitLeft: 0 });
              return update
                .where((attr, op) =>
                  [
                    op.exists(attr.places),
                    ...(change.held === 1 && change.room !== false ? [`${op.name(attr.held)} < ${op.name(attr.places)}`] : []),
                    ...(change.held === -1 ? [`${op.name(attr.held)} > ${op.value(attr.held, 0)}`] : []),
                    ...(change.open ? [op.eq(attr.state, 'open')] : []),
                  ].join(' AND '),
                )
                .commit();
            }),
          ]),
        );
        return { ok: true };
      } catch (error) {
        if (!(error instanceof TransactionCanceled)) throw error;
        if (error.refused) throw error;
        const at = error.codes.indexOf('ConditionalCheckFailed');
        if (at === -1) return { ok: false, failed: { kind: 'conflict' } };
        return { ok: false, failed: at < entryChanges.length ? { kind: 'entry', index: at } : { kind: 'counter', index: at - entryChanges.length } };
      }
    },
  };
}

export function dynamoRegistrationRepository(db: Database): RegistrationRepository {
  return { ...divisionStore(db), ...entryReads(db), ...entryWrites(db), ...applicationStore(db) };
}
