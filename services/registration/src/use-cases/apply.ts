import { createHash } from 'node:crypto';
import { divisionMisfit, MESSAGES, positionOfTicket, priceDue, registrationPhase, teamKey, type ApplicationAnswer, type ApplicationInput, type EntryStatus } from '@pitchside/shared';
import { applicationIdOf, ConflictError, NotFoundError, ValidationError } from '@pitchside/core';
import { assertRegistrationWriteAllowed, type DivisionRecord, type TournamentRecord } from '@pitchside/core/data';
import type { EntryRecord, RegistrationDivisionRecord } from '../adapters/registrations';
import type { RegistrationPorts } from '../ports';
import { followUp, heldStatus } from './places';
import { retryConflicts } from './retry';
import { zoneOf } from './views';

/** A claim older than this is taken over by a retry: the request that made it stopped half way. */
const CLAIM_LEASE_MS = 30_000;
/** How long a twin request (a double click) waits for the first one's answer. */
const TWIN_WAIT_MS = 8_000;

function requestHashOf(input: ApplicationInput): string {
  const { idempotencyKey: _key, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url');
}

interface CheckedTeam {
  name: string;
  key: string;
  division: DivisionRecord;
  registration: RegistrationDivisionRecord;
  age: EntryRecord['age'];
  gender: EntryRecord['gender'];
}

/**
 * Every team of the application checked before anything is written: its division takes applications
 * now, the team fits it, and its name is free in the tournament. A refusal leaves nothing behind.
 */
async function checkTeams(ports: RegistrationPorts, tournament: TournamentRecord, input: ApplicationInput, applicationId: string, now: Date): Promise<CheckedTeam[]> {
  const zone = zoneOf(tournament);
  const seen = new Set<string>();
  const checked: CheckedTeam[] = [];
  const registrations = new Map<string, RegistrationDivisionRecord | null>();
  const divisions = new Map<string, DivisionRecord | null>();
  for (const [index, team] of input.teams.entries()) {
    const field = `teams.${index}`;
    const key = teamKey(team.name, input.club);
    if (!key) throw new ValidationError('Some fields are not valid', { [`${field}.name`]: 'Please input your Team' });
    if (seen.has(key)) throw new ConflictError({ id: 'registration.sameTeamTwice', values: { team: team.name } }, 'team_twice');
    seen.add(key);
    if (!divisions.has(team.divisionId)) divisions.set(team.divisionId, await ports.structure.getDivision(tournament.tournamentId, team.divisionId));
    if (!registrations.has(team.divisionId)) registrations.set(team.divisionId, await ports.registrations.division(tournament.tournamentId, team.divisionId));
    const division = divisions.get(team.divisionId);
    const registration = registrations.get(team.divisionId);
    if (!division || !registration) throw new NotFoundError({ id: 'registration.notSetUp' });
    const phase = registrationPhase(registration, now, zone);
    if (phase === 'notYetOpen')
      throw new ConflictError({ id: 'registration.notYetOpen', values: { division: division.name, opensAt: registration.opensAt.replace('T', ' ') } }, 'registration_not_open');
    if (phase === 'paused') throw new ConflictError({ id: 'registration.paused', values: { division: division.name } }, 'registration_paused');
    if (phase === 'closed') throw new ConflictError({ id: 'registration.closed', values: { division: division.name } }, 'registration_closed');
    const misfit = divisionMisfit(team, division);
    if (misfit) {
      const said = { id: misfit === 'tooOld' ? ('registration.tooOld' as const) : ('registration.wrongGender' as const), values: { team: team.name, division: division.name } };
      throw new ValidationError(said, {
        [`${field}.${misfit === 'tooOld' ? 'age' : 'gender'}`]: misfit === 'tooOld' ? `The team ${team.name} is too old for ${division.name}` : `The team ${team.name} cannot play in ${division.name}`,
      });
    }
    const existing = await ports.registrations.entry(tournament.tournamentId, key);
    const ours = existing?.applicationId === applicationId;
    if ((existing && !ours && existing.status !== 'refused' && existing.status !== 'withdrawn') || (!ours && (await ports.tournamentTeams.has(tournament.tournamentId, key))))
      throw new ConflictError({ id: 'registration.teamTaken', values: { team: team.name } }, 'team_taken');
    checked.push({ name: team.name, key, division, registration, age: team.age, gender: team.gender });
  }
  return checked;
}

/** Waits for a twin request's answer; null when it did not come in time. */
async function twinAnswer(ports: RegistrationPorts, tournamentId: string, applicationId: string): Promise<string | null> {
  const until = ports.clock.now().getTime() + TWIN_WAIT_MS;
  while (ports.clock.now().getTime() < until) {
    await ports.sleep(150);
    const application = await ports.registrations.application(tournamentId, applicationId);
    if (application?.answer) return application.answer;
  }
  return null;
}

/**
 * A club applies with its teams (issue 32). Each team takes a place while its division has one (a write
 * conditioned on `held < places`), else it draws the next ticket of the division's waiting line. The
 * application is claimed by its idempotency key first: the same key again gets the same answer and writes
 * nothing; a key reused for a different application is a 409.
 */
export async function submitApplication(ports: RegistrationPorts, tournamentId: string, input: ApplicationInput, callerAddress: string): Promise<ApplicationAnswer> {
  // Counted before anything is read or claimed: a refused caller costs one counter write.
  await assertRegistrationWriteAllowed(ports.rateLimiter, tournamentId, callerAddress);
  const applicationId = applicationIdOf(tournamentId, input.idempotencyKey);
  const requestHash = requestHashOf(input);
  const earlier = await ports.registrations.application(tournamentId, applicationId);
  if (earlier && earlier.requestHash !== requestHash) throw new ConflictError({ id: 'registration.keyReused' }, 'idempotency_key_reused');
  if (earlier?.answer) return JSON.parse(earlier.answer) as ApplicationAnswer;

  const tournament = await ports.tournaments.get(tournamentId);
  if (!tournament || tournament.draft) throw new NotFoundError(MESSAGES.tournamentNotFound);
  const now = ports.clock.now();
  const teams = await checkTeams(ports, tournament, input, applicationId, now);

  const contact = { name: input.contactName, email: input.contactEmail, language: input.language };
  const resuming = earlier !== null;
  if (!earlier) {
    const claimed = await ports.registrations.claimApplication({ tournamentId, applicationId, requestHash, state: 'pending', claimedAt: now.toISOString(), club: input.club, contact, answer: null });
    if (!claimed) return answerOfTwin(ports, tournamentId, applicationId, requestHash);
  } else if (now.getTime() - Date.parse(earlier.claimedAt) < CLAIM_LEASE_MS || !(await ports.registrations.takeOverApplication(tournamentId, applicationId, earlier.claimedAt, now.toISOString()))) {
    return answerOfTwin(ports, tournamentId, applicationId, requestHash);
  }

  const zone = zoneOf(tournament);
  const results: ApplicationAnswer['teams'] = [];
  const news: { before: EntryRecord | null; after: EntryRecord; position: number | null }[] = [];
  for (const team of teams) {
    const price = priceDue(team.registration, now, zone);
    const entry: EntryRecord = {
      tournamentId,
      teamKey: team.key,
      applicationId,
      orgId: tournament.orgId,
      team: team.name,
      club: input.club,
      divisionId: team.division.divisionId,
      age: team.age,
      gender: team.gender,
      status: heldStatus(team.registration),
      waitTicket: null,
      reason: null,
      contact,
      arrivedAt: now.toISOString(),
      decidedAt: null,
      // The time to pay starts with the place held (decision 0057); a waiting team's starts when it is offered one.
      unpaidSince: price.dueNow > 0 ? now.toISOString() : null,
      released: false,
      payment: { status: 'unpaid', currency: price.currency, total: price.total, dueNow: price.dueNow, balance: price.balance, balanceDueOn: price.balanceDueOn, early: price.early, paid: 0 },
    };
    // Resuming a claim taken over: a team written by the stopped request keeps its outcome.
    const existing = resuming ? await ports.registrations.entry(tournamentId, team.key) : null;
    if (existing?.applicationId === applicationId) {
      results.push(teamResult(existing, existing.status === 'waitlisted' ? positionOf(existing, team.registration) : null));
      continue;
    }
    const held = await retryConflicts(ports.sleep, () => ports.registrations.hold(entry, { open: true }));
    if (held === 'held') {
      results.push(teamResult(entry, null));
      news.push({ before: null, after: entry, position: null });
      continue;
    }
    if (held === 'taken') throw new ConflictError({ id: 'registration.teamTaken', values: { team: team.name } }, 'team_taken');
    if (held === 'closed') throw new ConflictError({ id: 'registration.closed', values: { division: team.division.name } }, 'registration_closed');
    const ticket = await ports.registrations.drawTicket(tournamentId, team.division.divisionId, { open: true });
    if (!ticket) throw new ConflictError({ id: 'registration.closed', values: { division: team.division.name } }, 'registration_closed');
    const waiting: EntryRecord = { ...entry, status: 'waitlisted', waitTicket: ticket.ticket, unpaidSince: null };
    if (!(await ports.registrations.putWaiting(waiting))) throw new ConflictError({ id: 'registration.teamTaken', values: { team: team.name } }, 'team_taken');
    const position = positionOfTicket(ticket.ticket, ticket.left);
    results.push(teamResult(waiting, position));
    news.push({ before: null, after: waiting, position });
  }
  const answer: ApplicationAnswer = { applicationId, teams: results };
  await ports.registrations.completeApplication(tournamentId, applicationId, JSON.stringify(answer));
  // The key goes into the link in the fragment (#), which browsers never send to a server or its logs.
  await followUp(ports, tournament, news, { mail: true, link: clubPageLink(ports.appUrl, tournamentId, input.idempotencyKey) });
  return answer;
}

/** A twin request is in flight: its answer when it comes, else "try again in a moment". */
async function answerOfTwin(ports: RegistrationPorts, tournamentId: string, applicationId: string, requestHash: string): Promise<ApplicationAnswer> {
  const current = await ports.registrations.application(tournamentId, applicationId);
  if (current && current.requestHash !== requestHash) throw new ConflictError({ id: 'registration.keyReused' }, 'idempotency_key_reused');
  const answer = current?.answer ?? (await twinAnswer(ports, tournamentId, applicationId));
  if (!answer) throw new ConflictError({ id: 'registration.inProgress' }, 'application_in_progress');
  return JSON.parse(answer) as ApplicationAnswer;
}

/** A resumed waiting entry's position, as near as the counters tell without reading the line. */
function positionOf(entry: EntryRecord, registration: RegistrationDivisionRecord): number | null {
  return entry.waitTicket === null ? null : Math.max(1, positionOfTicket(entry.waitTicket, registration.waitLeft));
}

function teamResult(entry: EntryRecord, position: number | null): ApplicationAnswer['teams'][number] {
  const status: EntryStatus = entry.status;
  return {
    team: entry.team,
    divisionId: entry.divisionId,
    status,
    position: status === 'waitlisted' ? position : null,
    payment:
      status === 'waitlisted'
        ? null
        : {
            currency: entry.payment.currency,
            total: entry.payment.total,
            dueNow: entry.payment.dueNow,
            balance: entry.payment.balance,
            balanceDueOn: entry.payment.balanceDueOn,
            early: entry.payment.early,
          },
  };
}

/** The club's own page, its application's key in the fragment. */
export function clubPageLink(appUrl: string, tournamentId: string, applicationKey: string): string {
  return `${appUrl}/t/${encodeURIComponent(tournamentId)}/register#key=${encodeURIComponent(applicationKey)}`;
}
