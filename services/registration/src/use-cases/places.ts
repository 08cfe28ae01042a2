import { holdsPlace, owesForPlace, payDeadline, unpaidSinceAfter, type EntryStatus } from '@pitchside/shared';
import { ConflictError } from '@pitchside/core';
import type { TournamentRecord } from '@pitchside/core/data';
import { logger } from '@pitchside/core/observability';
import type { CounterChange, EntryChange, EntryRecord, RegistrationDivisionRecord } from '../adapters/registrations';
import { registrationMail, type RegistrationMailLine } from '../mail/registration-mail';
import type { RegistrationPorts } from '../ports';
import { backoffMs, CONFLICT_ATTEMPTS } from './retry';

/** The status a team gets when it takes a place in this division. */
export function heldStatus(registration: Pick<RegistrationDivisionRecord, 'review'>): EntryStatus {
  return registration.review === 'firstCome' ? 'accepted' : 'applied';
}

export const changedMeanwhile = () => new ConflictError({ id: 'registration.changedMeanwhile' }, 'registration_changed');

/** The line's head may lag in the index: this many candidates are read at once. */
const HEADS = 5;

export type HandOverOutcome = { ok: true; promoted: EntryRecord | null } | { ok: false; reason: 'entry' | 'room' };

/**
 * Moves `change.from` to `change.to` and, when that gives up a place in `releasing`, hands the place to the
 * first team of that division's line in the same transaction (else `held` - 1), so a club applying at that
 * moment can never take it first. Conditional on every entry being as read: repeating the decision finds
 * the entry moved on and changes nothing, so one place never goes to two teams.
 */
export async function handOver(
  ports: Pick<RegistrationPorts, 'registrations' | 'clock' | 'sleep'>,
  change: EntryChange,
  counters: readonly CounterChange[],
  releasing: RegistrationDivisionRecord | null,
): Promise<HandOverOutcome> {
  for (let attempt = 0; attempt < CONFLICT_ATTEMPTS; attempt++) {
    const heads = releasing ? (await ports.registrations.waitingLine(releasing.tournamentId, releasing.divisionId, HEADS)).filter((entry) => entry.teamKey !== change.from.teamKey) : [];
    const decidedAt = ports.clock.now().toISOString();
    for (const head of [...heads, null]) {
      const entries: EntryChange[] = [change];
      const all: CounterChange[] = [...counters];
      if (releasing && head) {
        entries.push({ from: head, to: { status: heldStatus(releasing), divisionId: head.divisionId, waitTicket: null, reason: null, decidedAt } });
        all.push({ tournamentId: releasing.tournamentId, divisionId: releasing.divisionId, waitLeft: 1 });
      } else if (releasing) {
        all.push({ tournamentId: releasing.tournamentId, divisionId: releasing.divisionId, held: -1 });
      }
      const outcome = await ports.registrations.transition(entries, all);
      if (outcome.ok) return { ok: true, promoted: head && releasing ? { ...head, status: heldStatus(releasing), waitTicket: null, reason: null, decidedAt } : null };
      if (outcome.failed.kind === 'conflict') break;
      if (outcome.failed.kind === 'entry' && outcome.failed.index === 0) return { ok: false, reason: 'entry' };
      if (outcome.failed.kind === 'counter') {
        // The line's counter (waitLeft/held - 1) always holds; a failed counter is the caller's own (no room).
        const index = outcome.failed.index;
        if (index < counters.length) return { ok: false, reason: 'room' };
      }
      // The head was promoted or left meanwhile (a lagging index read): try the next one.
    }
    await ports.sleep(backoffMs(attempt));
  }
  throw new Error('Registration hand-over kept conflicting');
}

/**
 * Gives free places of a division to its line, first come first served, while there is room (more places
 * than before, or a place released while the line's index lagged). Returns the teams that got one.
 */
export async function fillFromLine(ports: Pick<RegistrationPorts, 'registrations' | 'clock' | 'sleep'>, registration: RegistrationDivisionRecord, limit = 100): Promise<EntryRecord[]> {
  const promoted: EntryRecord[] = [];
  let misses = 0;
  while (promoted.length < limit && misses < CONFLICT_ATTEMPTS) {
    const [head] = await ports.registrations.waitingLine(registration.tournamentId, registration.divisionId, 1);
    if (!head) break;
    const decidedAt = ports.clock.now().toISOString();
    const to = { status: heldStatus(registration), divisionId: head.divisionId, waitTicket: null, reason: null, decidedAt };
    const outcome = await ports.registrations.transition([{ from: head, to }], [{ tournamentId: registration.tournamentId, divisionId: registration.divisionId, held: 1, room: true, waitLeft: 1 }]);
    if (outcome.ok) {
      promoted.push({ ...head, ...to });
      continue;
    }
    if (outcome.failed.kind === 'counter') break;
    misses += 1;
    await ports.sleep(backoffMs(misses));
  }
  return promoted;
}

/**
 * What follows a change of an entry outside the registration's own items: the tournament's team (entered
 * when accepted, moved with its division, taken out when it gives up its place) and the club's e-mail.
 * Safe to repeat.
 */
export async function followUp(
  ports: Pick<RegistrationPorts, 'tournamentTeams' | 'mailer' | 'structure' | 'clock' | 'registrations'>,
  tournament: TournamentRecord,
  changes: readonly { before: EntryRecord | null; after: EntryRecord; position?: number | null; registration?: RegistrationDivisionRecord | null; released?: boolean }[],
  options: { mail: boolean; link?: string | null } = { mail: true },
): Promise<void> {
  const divisions = new Map((await ports.structure.divisions(tournament.tournamentId)).map((division) => [division.divisionId, division]));
  for (const { before, after } of changes) {
    if (after.status === 'accepted') {
      const outcome = await ports.tournamentTeams.enter({
        tournamentId: tournament.tournamentId,
        organizerUid: tournament.organizerUid,
        team: after.team,
        club: after.club,
        divisionId: after.divisionId,
      });
      if (outcome === 'exists' && before && before.divisionId !== after.divisionId) await ports.tournamentTeams.move(tournament.tournamentId, after.teamKey, after.divisionId);
    } else if (before?.status === 'accepted') {
      await ports.tournamentTeams.leave(tournament.tournamentId, after.teamKey);
    }
  }
  if (!options.mail) return;
  const byContact = new Map<string, { entry: EntryRecord; lines: RegistrationMailLine[] }>();
  const payHours = new Map<string, number>();
  for (const { before, after, position, released } of changes) {
    if (before && before.status === after.status && before.divisionId === after.divisionId) continue;
    // A place just held or offered with a fee due: the club is told until when it may pay (decision 0057).
    let payBy: string | null = null;
    if (owesForPlace(after) && (!before || !holdsPlace(before.status))) {
      const since = before ? unpaidSinceAfter(before, after, after.decidedAt ?? ports.clock.now().toISOString()) : after.unpaidSince;
      if (!payHours.has(after.divisionId)) payHours.set(after.divisionId, (await ports.registrations.division(tournament.tournamentId, after.divisionId))?.payHours ?? 0);
      const hours = payHours.get(after.divisionId) ?? 0;
      payBy = hours > 0 ? payDeadline({ unpaidSince: since }, hours) : null;
    }
    const line: RegistrationMailLine = {
      team: after.team,
      division: divisions.get(after.divisionId)?.name ?? after.divisionId,
      status: after.status,
      position: position ?? null,
      reason: after.reason,
      // The price a team keeps was fixed when it applied; a later decision never recomputes it.
      price: holdsPlace(after.status) ? after.payment : null,
      released: released ?? false,
      payBy,
    };
    const key = `${after.applicationId}|${after.contact.email}`;
    const group = byContact.get(key) ?? { entry: after, lines: [] };
    group.lines.push(line);
    byContact.set(key, group);
  }
  for (const { entry, lines } of byContact.values()) {
    try {
      await ports.mailer.send(
        registrationMail({
          to: entry.contact.email,
          name: entry.contact.name,
          tournamentName: tournament.name,
          language: entry.contact.language,
          timeZone: tournament.timeZone,
          lines,
          link: options.link ?? null,
        }),
      );
    } catch (error) {
      // The decision stands; a lost e-mail is logged (the organizer's list shows the status either way).
      logger.error('registration e-mail failed', { tournamentId: tournament.tournamentId, error: error instanceof Error ? error : String(error) });
    }
  }
}
