import { payOverdue, REGISTRATION_LIMITS } from '@pitchside/shared';
import type { TournamentRecord } from '@pitchside/core/data';
import { logger } from '@pitchside/core/observability';
import type { EntryChange, EntryRecord, RegistrationDivisionRecord } from '../adapters/registrations';
import type { RegistrationPorts } from '../ports';
import { followUp, handOver } from './places';

/** Unpaid holds read per page, and pages per run: a run stays well inside its minute. */
const PAGE = 100;
const PAGES = 10;
const HOUR_MS = 3_600_000;

export interface SweepCache {
  registrations: Map<string, Promise<RegistrationDivisionRecord | null>>;
  tournaments: Map<string, Promise<TournamentRecord | null>>;
}

/**
 * One overdue hold: read again (consistently: the index may lag), released if its clock ran out, and its
 * place handed to the line's head in the decision's own transaction (decision 0057). The release is
 * conditioned on the entry as read and on nothing paid: a second sweep, a payment or the organizer's
 * decision that came first makes it change nothing. A payment arriving after it is refunded by the
 * webhook (the team holds no place then).
 */
export async function releaseIfOverdue(
  ports: RegistrationPorts,
  candidate: Pick<EntryRecord, 'tournamentId' | 'teamKey'>,
  now: Date,
  cache: SweepCache = { registrations: new Map(), tournaments: new Map() },
): Promise<boolean> {
  const entry = await ports.registrations.entry(candidate.tournamentId, candidate.teamKey);
  if (!entry) return false;
  const divisionKey = `${entry.tournamentId}|${entry.divisionId}`;
  if (!cache.registrations.has(divisionKey)) cache.registrations.set(divisionKey, ports.registrations.division(entry.tournamentId, entry.divisionId));
  const registration = await cache.registrations.get(divisionKey);
  if (!registration || !payOverdue(entry, registration.payHours, now)) return false;
  if (!cache.tournaments.has(entry.tournamentId)) cache.tournaments.set(entry.tournamentId, ports.tournaments.get(entry.tournamentId));
  const tournament = await cache.tournaments.get(entry.tournamentId);
  if (!tournament) return false;
  const decidedAt = now.toISOString();
  const change: EntryChange = { from: entry, to: { status: 'withdrawn', divisionId: entry.divisionId, waitTicket: null, reason: null, decidedAt }, unpaid: true };
  const outcome = await handOver(ports, change, [], registration);
  if (!outcome.ok) return false;
  const after: EntryRecord = { ...entry, ...change.to, unpaidSince: null, released: true };
  const promoted = outcome.promoted;
  await followUp(ports, tournament, [{ before: entry, after, released: true }, ...(promoted ? [{ before: { ...promoted, status: 'waitlisted' as const }, after: promoted }] : [])]);
  logger.info('Released an unpaid place', { tournamentId: entry.tournamentId, divisionId: entry.divisionId, promoted: promoted !== null });
  return true;
}

/**
 * The scheduled sweep (EventBridge every minute in AWS, a timer locally): reads the sparse index of unpaid
 * holds whose clock started at least the shortest time to pay ago, and releases those past their division's
 * time. Safe to run twice at once: each release is one conditional transaction.
 */
export async function releaseOverdueHolds(ports: RegistrationPorts): Promise<{ released: number; checked: number }> {
  const now = ports.clock.now();
  const startedBy = new Date(now.getTime() - REGISTRATION_LIMITS.payHours.min * HOUR_MS).toISOString();
  const cache: SweepCache = { registrations: new Map(), tournaments: new Map() };
  let cursor: string | undefined;
  let released = 0;
  let checked = 0;
  for (let page = 0; page < PAGES; page++) {
    const holds = await ports.registrations.unpaidHolds(startedBy, { limit: PAGE, cursor });
    for (const candidate of holds.entries) {
      checked += 1;
      try {
        if (await releaseIfOverdue(ports, candidate, now, cache)) released += 1;
      } catch (error) {
        // One entry's failure must not stop the others; the next run tries it again.
        logger.error('Releasing an unpaid place failed', { tournamentId: candidate.tournamentId, error: error instanceof Error ? error : String(error) });
      }
    }
    if (!holds.cursor) break;
    cursor = holds.cursor;
  }
  return { released, checked };
}
