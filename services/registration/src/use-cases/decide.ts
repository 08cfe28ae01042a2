import { divisionMisfit, holdsPlace, type EntryDecisionAnswer, type EntryDecisionInput, type EntryStatus } from '@pitchside/shared';
import { ConflictError, NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import type { CounterChange, EntryChange, EntryRecord, RegistrationDivisionRecord } from '../adapters/registrations';
import type { RegistrationPorts } from '../ports';
import { changedMeanwhile, followUp, handOver, heldStatus } from './places';
import { retryConflicts } from './retry';
import { refundIfPaid } from './refunds';
import { organizerTournament } from './settings';
import { entryView } from './views';

/** Every waiting team's position in its division's line, from 1, by ticket. */
export async function linePositions(ports: Pick<RegistrationPorts, 'registrations'>, tournamentId: string, divisionId: string): Promise<Map<string, number>> {
  const line = await ports.registrations.waitingLine(tournamentId, divisionId);
  return new Map(line.sort((a, b) => (a.waitTicket ?? 0) - (b.waitTicket ?? 0)).map((entry, index) => [entry.teamKey, index + 1]));
}

async function registrationOf(ports: RegistrationPorts, tournamentId: string, divisionId: string): Promise<RegistrationDivisionRecord> {
  const registration = await ports.registrations.division(tournamentId, divisionId);
  if (!registration) throw new NotFoundError({ id: 'registration.notSetUp' });
  return registration;
}

type Planned =
  { kind: 'none' } | { kind: 'handOver'; change: EntryChange; counters: CounterChange[]; releasing: RegistrationDivisionRecord } | { kind: 'plain'; change: EntryChange; counters: CounterChange[] };

/** One attempt at a decision on the entry as read: what to write, or nothing when it is decided so already. */
async function plan(ports: RegistrationPorts, entry: EntryRecord, input: EntryDecisionInput, now: string): Promise<Planned> {
  const registration = await registrationOf(ports, entry.tournamentId, entry.divisionId);
  const here = { tournamentId: entry.tournamentId, divisionId: entry.divisionId };
  const to = (status: EntryStatus, extra: Partial<EntryChange['to']> = {}): EntryChange => ({
    from: entry,
    to: { status, divisionId: entry.divisionId, waitTicket: null, reason: status === 'refused' ? (input.reason ?? null) : null, decidedAt: now, ...extra },
  });
  const cannot = () => new ConflictError({ id: 'registration.cannotDecide', values: { status: entry.status } }, 'decision_not_possible');
  const leaveLine: CounterChange[] = entry.status === 'waitlisted' ? [{ ...here, waitLeft: 1 }] : [];

  switch (input.action) {
    case 'accept':
      if (entry.status === 'accepted') return { kind: 'none' };
      if (entry.status === 'applied') return { kind: 'plain', change: to('accepted'), counters: [] };
      return { kind: 'plain', change: to('accepted'), counters: [{ ...here, held: 1, room: true }, ...leaveLine] };
    case 'waitlist': {
      if (entry.status === 'waitlisted') return { kind: 'none' };
      const ticket = await ports.registrations.drawTicket(entry.tournamentId, entry.divisionId, { open: false });
      if (!ticket) throw new NotFoundError({ id: 'registration.notSetUp' });
      const change = to('waitlisted', { waitTicket: ticket.ticket });
      return holdsPlace(entry.status) ? { kind: 'handOver', change, counters: [], releasing: registration } : { kind: 'plain', change, counters: [] };
    }
    case 'refuse':
    case 'withdraw': {
      const status: EntryStatus = input.action === 'refuse' ? 'refused' : 'withdrawn';
      if (entry.status === status) return { kind: 'none' };
      return holdsPlace(entry.status) ? { kind: 'handOver', change: to(status), counters: [], releasing: registration } : { kind: 'plain', change: to(status), counters: leaveLine };
    }
    case 'move': {
      const target = input.divisionId as string;
      if (target === entry.divisionId) return { kind: 'none' };
      const targetRegistration = await registrationOf(ports, entry.tournamentId, target);
      const division = await ports.structure.getDivision(entry.tournamentId, target);
      if (!division) throw new NotFoundError({ id: 'registration.divisionNotFound' });
      const misfit = divisionMisfit(entry, division);
      if (misfit)
        throw new ValidationError({ id: misfit === 'tooOld' ? 'registration.tooOld' : 'registration.wrongGender', values: { team: entry.team, division: division.name } }, { divisionId: misfit });
      if (entry.status === 'refused' || entry.status === 'withdrawn') return { kind: 'plain', change: to(entry.status, { divisionId: target, reason: entry.reason }), counters: [] };
      const change = to(heldStatus(targetRegistration), { divisionId: target });
      const take: CounterChange = { tournamentId: entry.tournamentId, divisionId: target, held: 1, room: true };
      return holdsPlace(entry.status) ? { kind: 'handOver', change, counters: [take], releasing: registration } : { kind: 'plain', change, counters: [take, ...leaveLine] };
    }
    default:
      throw cannot();
  }
}

const withRefund = (entry: EntryRecord, refunded: boolean): EntryRecord => (refunded ? { ...entry, payment: { ...entry.payment, status: 'refunded' } } : entry);

/**
 * The organizer decides on one team: accept, waitlist, refuse (with a reason), withdraw, or move it to
 * another division. A place given up goes to the first team of the line in the same transaction; a
 * decision repeated finds it made and changes nothing. The tournament's teams follow, and the club is
 * e-mailed in its language.
 */
export async function decideEntry(ports: RegistrationPorts, actor: Actor, orgId: string | undefined, tournamentId: string, teamKey: string, input: EntryDecisionInput): Promise<EntryDecisionAnswer> {
  const tournament = await organizerTournament(ports, actor, orgId, tournamentId);
  for (let attempt = 0; attempt < 3; attempt++) {
    const entry = await ports.registrations.entry(tournamentId, teamKey);
    if (!entry || entry.orgId !== tournament.orgId) throw new NotFoundError({ id: 'registration.entryNotFound' });
    const planned = await plan(ports, entry, input, ports.clock.now().toISOString());
    if (planned.kind === 'none') {
      // Already so: make sure what follows it happened (a retry after a failure half way), without a second e-mail.
      await followUp(ports, tournament, [{ before: entry, after: entry }], { mail: false });
      const refunded = await refundIfPaid(ports, tournament, entry.teamKey);
      return { entry: entryView(withRefund(entry, refunded), (await linePositions(ports, tournamentId, entry.divisionId)).get(entry.teamKey) ?? null), promoted: null };
    }
    let promoted: EntryRecord | null = null;
    if (planned.kind === 'handOver') {
      const outcome = await handOver(ports, planned.change, planned.counters, planned.releasing);
      if (!outcome.ok && outcome.reason === 'room') throw new ConflictError({ id: 'registration.divisionFull', values: { division: input.divisionId ?? entry.divisionId } }, 'division_full');
      if (!outcome.ok) continue;
      promoted = outcome.promoted;
    } else {
      const outcome = await retryConflicts(ports.sleep, async () => {
        const result = await ports.registrations.transition([planned.change], planned.counters);
        return !result.ok && result.failed.kind === 'conflict' ? ('conflict' as const) : result;
      });
      if (!outcome.ok && outcome.failed.kind === 'counter') {
        const full = planned.counters[outcome.failed.index];
        const division = full ? await ports.structure.getDivision(tournamentId, full.divisionId) : null;
        throw new ConflictError({ id: 'registration.divisionFull', values: { division: division?.name ?? full?.divisionId ?? '' } }, 'division_full');
      }
      if (!outcome.ok) continue;
    }
    const after: EntryRecord = { ...entry, ...planned.change.to };
    const positions = await linePositions(ports, tournamentId, after.divisionId);
    await followUp(ports, tournament, [
      { before: entry, after, position: positions.get(after.teamKey) ?? null },
      ...(promoted ? [{ before: { ...promoted, status: 'waitlisted' as const }, after: promoted }] : []),
    ]);
    // A paid team out of the running gets its money back (its place went to the line's head above).
    const refunded = await refundIfPaid(ports, tournament, after.teamKey);
    return { entry: entryView(withRefund(after, refunded), positions.get(after.teamKey) ?? null), promoted: promoted ? entryView(promoted, null) : null };
  }
  throw changedMeanwhile();
}
