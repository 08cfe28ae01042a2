import { Entity } from 'electrodb';
import { ENTITY_SERVICE } from '../entity-service';

const ENTRY_STATUSES = ['applied', 'accepted', 'waitlisted', 'refused', 'withdrawn'] as const;

/**
 * A division's registration (issue 32): the organizer's settings, and the counters the rush is decided on.
 * `held` counts the teams holding a place (applied or accepted); a place is taken only by a write
 * conditioned on `held < places` and `state = open`, so it never exceeds `places`. `waitTicket` is the last
 * ticket of the waiting line handed out (an atomic ADD), `waitLeft` how many teams have left the line: a new
 * ticket's position is `ticket - waitLeft` (shared `positionOfTicket`). In the tournament's partition.
 */
export const registrationDivisionEntity = new Entity({
  model: { entity: 'registrationDivision', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    divisionId: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    state: { type: ['open', 'paused', 'closed'] as const, required: true },
    places: { type: 'number', required: true },
    review: { type: ['firstCome', 'organizer'] as const, required: true },
    /** Everything else the organizer sets, replaced as a whole on each save (absent = not set). */
    settings: {
      type: 'map',
      required: true,
      properties: {
        opensAt: { type: 'string', required: true },
        closesAt: { type: 'string', required: true },
        entryFee: { type: 'number', required: true },
        currency: { type: 'string', required: true },
        earlyFee: { type: 'number' },
        earlyUntil: { type: 'string' },
        deposit: { type: 'number' },
        balanceDueOn: { type: 'string' },
        squadDeadline: { type: 'string' },
        documents: { type: 'list', items: { type: 'string' } },
        terms: { type: 'string' },
        /** Absent on divisions saved before decision 0057: the default then. */
        payHours: { type: 'number' },
      },
    },
    held: { type: 'number', required: true, default: 0 },
    waitTicket: { type: 'number', required: true, default: 0 },
    waitLeft: { type: 'number', required: true, default: 0 },
    /** Moves on with each settings save (optimistic lock of the organizer's edits); the counters never move it. */
    version: { type: 'number', required: true, default: 1 },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byTournament: { pk: { field: 'pk', composite: ['tournamentId'] }, sk: { field: 'sk', composite: ['divisionId'] } },
  },
});

/**
 * One applied team (issue 32), keyed by its tournament team key (`teamKey(name, club)`, spec §5), so a
 * team applies once per tournament while it is in the running; in a partition of its own, so the rush
 * writes spread. gsi1 lists a division's teams in arrival order; gsi2 lists one status of a division in
 * `orderKey` order: the waiting line by ticket (zero-padded), the others by arrival.
 */
export const registrationEntryEntity = new Entity({
  model: { entity: 'registrationEntry', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    teamKey: { type: 'string', required: true },
    applicationId: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    team: { type: 'string', required: true },
    club: { type: 'string', required: true },
    divisionId: { type: 'string', required: true },
    age: { type: 'string', required: true },
    gender: { type: ['boys', 'girls', 'mixed'] as const, required: true },
    status: { type: ENTRY_STATUSES, required: true },
    orderKey: { type: 'string', required: true },
    waitTicket: { type: 'number' },
    reason: { type: 'string' },
    contact: { type: 'map', required: true, properties: { name: { type: 'string', required: true }, email: { type: 'string', required: true }, language: { type: 'string', required: true } } },
    arrivedAt: { type: 'string', required: true },
    decidedAt: { type: 'string' },
    /**
     * When the team's place was held or offered, while it holds one and nothing of a fee due is paid; ''
     * otherwise, and then the unpaid index (gsi4) is not written (sparse): what the release sweep reads (decision 0057).
     */
    unpaidSince: { type: 'string', required: true, default: '' },
    /** Withdrawn by the sweep because nothing was paid in time (decision 0057): the club and organizer are told why. */
    released: { type: 'boolean' },
    /** The price fixed when the team applied, and what it has paid through Stripe (`status`, `paid`, `intents`). */
    payment: {
      type: 'map',
      required: true,
      properties: {
        status: { type: ['unpaid', 'deposit', 'paid', 'refunded'] as const, required: true },
        currency: { type: 'string', required: true },
        total: { type: 'number', required: true },
        dueNow: { type: 'number', required: true },
        balance: { type: 'number', required: true },
        balanceDueOn: { type: 'string' },
        early: { type: 'boolean', required: true },
        paid: { type: 'number', required: true },
        checkoutSessionId: { type: 'string' },
        /** The Stripe payments (payment intent ids) counted in `paid`: a payment is counted once, and refunded by these. */
        intents: { type: 'list', items: { type: 'string' } },
      },
    },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byTeam: { pk: { field: 'pk', composite: ['tournamentId', 'teamKey'] }, sk: { field: 'sk', composite: [] } },
    byDivision: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['tournamentId', 'divisionId'] }, sk: { field: 'gsi1sk', composite: ['arrivedAt', 'teamKey'] } },
    byStatus: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['tournamentId', 'divisionId', 'status'] }, sk: { field: 'gsi2sk', composite: ['orderKey'] } },
    /** Every entry of a tournament, whatever its division: deleting the tournament must find them all (contacts are personal data). */
    byTournament: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['tournamentId'] }, sk: { field: 'gsi3sk', composite: ['teamKey'] } },
    /** Unpaid holds of every tournament, oldest first (sparse: only while `unpaidSince` is set); never a scan. */
    byUnpaid: {
      index: 'gsi4',
      condition: (attr) => Boolean(attr.unpaidSince),
      pk: { field: 'gsi4pk', composite: [] },
      sk: { field: 'gsi4sk', composite: ['unpaidSince', 'tournamentId', 'teamKey'] },
    },
  },
});

/**
 * A club's application, keyed by the hash of its idempotency key: claimed before any place is taken
 * (`pending`, with the request's hash and when), then `done` with the answer the club got, so a retry
 * or a double click gets that same answer back and changes nothing.
 */
export const registrationApplicationEntity = new Entity({
  model: { entity: 'registrationApplication', version: '1', service: ENTITY_SERVICE },
  attributes: {
    tournamentId: { type: 'string', required: true },
    applicationId: { type: 'string', required: true },
    requestHash: { type: 'string', required: true },
    state: { type: ['pending', 'done'] as const, required: true },
    claimedAt: { type: 'string', required: true },
    club: { type: 'string', required: true },
    contact: { type: 'map', required: true, properties: { name: { type: 'string', required: true }, email: { type: 'string', required: true }, language: { type: 'string', required: true } } },
    /** The answer (JSON) once done. */
    answer: { type: 'string' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byApplication: { pk: { field: 'pk', composite: ['tournamentId', 'applicationId'] }, sk: { field: 'sk', composite: [] } },
    /** Every application of a tournament: its contact is personal data that goes when the tournament does. */
    byTournament: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['tournamentId'] }, sk: { field: 'gsi3sk', composite: ['applicationId'] } },
  },
});
