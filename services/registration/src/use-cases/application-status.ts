import { payDeadline, payOverdue, teamKey, type ApplicationAnswer, type ApplicationStatus, type ApplicationStatusInput } from '@pitchside/shared';
import { applicationIdOf, NotFoundError } from '@pitchside/core';
import type { RegistrationPorts } from '../ports';
import { linePositions } from './decide';
import { releaseIfOverdue } from './release';

const notFound = () => new NotFoundError({ id: 'registration.applicationNotFound' });

/**
 * The club's own page (issue 32): its application found by the hash of its key (the key itself is never
 * stored, logged or compared), then each team it applied with as it stands now: status, place in line,
 * payment and, while its clock runs, until when it may pay (decision 0057); a clock found run out releases
 * the place there and then. A wrong key, a key of another
 * tournament and an unknown tournament all answer the same 404.
 */
export async function applicationStatus(ports: RegistrationPorts, tournamentId: string, input: ApplicationStatusInput): Promise<ApplicationStatus> {
  const tournament = await ports.tournaments.get(tournamentId);
  if (!tournament || tournament.draft) throw notFound();
  const applicationId = applicationIdOf(tournamentId, input.applicationKey);
  const application = await ports.registrations.application(tournamentId, applicationId);
  if (!application?.answer) throw notFound();
  const answer = JSON.parse(application.answer) as ApplicationAnswer;
  const divisions = new Map((await ports.structure.divisions(tournamentId)).map((division) => [division.divisionId, division.name]));
  const registrations = new Map((await ports.registrations.divisions(tournamentId)).map((registration) => [registration.divisionId, registration]));
  const lines = new Map<string, Promise<Map<string, number>>>();
  const teams: ApplicationStatus['teams'] = [];
  const now = ports.clock.now();
  for (const applied of answer.teams) {
    const key = teamKey(applied.team, application.club);
    let entry = await ports.registrations.entry(tournamentId, key);
    // The team's name applied again by another club after this one left it: not this application's any more.
    if (!entry || entry.applicationId !== applicationId) continue;
    const hours = registrations.get(entry.divisionId)?.payHours;
    // A clock that ran out is acted on when read, not a minute later by the sweep: the club never sees a
    // deadline in the past with a button to pay. The release is the sweep's own conditional one.
    if (hours && payOverdue(entry, hours, now) && (await releaseIfOverdue(ports, entry, now))) {
      entry = await ports.registrations.entry(tournamentId, key);
      if (!entry) continue;
    }
    let position: number | null = null;
    if (entry.status === 'waitlisted') {
      if (!lines.has(entry.divisionId)) lines.set(entry.divisionId, linePositions(ports, tournamentId, entry.divisionId));
      position = (await lines.get(entry.divisionId))?.get(entry.teamKey) ?? null;
    }
    teams.push({
      team: entry.team,
      divisionId: entry.divisionId,
      division: divisions.get(entry.divisionId) ?? entry.divisionId,
      status: entry.status,
      position,
      payment: { ...entry.payment },
      released: entry.released,
      payBy: hours ? payDeadline(entry, hours) : null,
    });
  }
  return { tournamentId, tournamentName: tournament.name, club: application.club, teams };
}
