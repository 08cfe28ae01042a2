import { MESSAGES, type AssignmentWarning, type AssignRefereesInput, type MatchView, type RefereeOption } from '@pitchside/shared';
import { ConflictError, NotFoundError, notifyQuietly, ValidationError, type Actor } from '@pitchside/core';
import { type MatchRecord, type MembershipRecord, type TournamentRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';
import { assertAllowed, durationsOf, loadMatchContext, matchPolicy, type MatchContext } from './match-context';
import { toMatchView } from './match-view';

function kickOff(match: Pick<MatchRecord, 'date' | 'time'>): number | null {
  return match.time ? Date.parse(`${match.date}T${match.time}:00Z`) : null;
}

/** Two matches overlap when one kicks off before the other's full time (halves + break) is over. */
export function overlaps(a: MatchRecord, b: MatchRecord, tournament: TournamentRecord): boolean {
  if (a.date !== b.date) return false;
  const start = kickOff(a);
  const other = kickOff(b);
  if (start === null || other === null) return false;
  const { firstHalfDuration, breakDuration, secondHalfDuration } = durationsOf(tournament);
  const length = (firstHalfDuration + breakDuration + secondHalfDuration) * 1000;
  return start < other + length && other < start + length;
}

/** The organization's referees, for the assignment picker. */
export async function listReferees(ports: MatchesPorts, orgId: string): Promise<RefereeOption[]> {
  const members = await ports.organizations.membersOf(orgId);
  return members
    .filter((member) => member.role.referee)
    .map((member) => ({ uid: member.uid, displayName: member.displayName }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** The referee's matches in tournaments of `orgId`: a referee who also works for other organizers has bookings there too. */
async function bookingsInOrganization(ports: MatchesPorts, refereeUid: string, orgId: string): Promise<MatchRecord[]> {
  const bookings = await ports.live.listByReferee(refereeUid);
  const tournamentIds = [...new Set(bookings.map((booking) => booking.tournamentId))];
  const owners = new Map(await Promise.all(tournamentIds.map(async (tournamentId) => [tournamentId, (await ports.tournaments.get(tournamentId))?.orgId] as const)));
  return bookings.filter((booking) => owners.get(booking.tournamentId) === orgId);
}

/**
 * Admins and referee assignors assign referees, one match or many at once. The referee must be a referee
 * of the tournament's organization. A referee booked on two overlapping matches is allowed (the organizer
 * may know better) but answered with a warning.
 *
 * All or nothing: every match and referee is checked before anything is written, and the batch is one
 * transaction, each match only if unchanged since it was read (re-read and retried when one moved on).
 */
export async function assignReferees(ports: MatchesPorts, actor: Actor, tournamentId: string, input: AssignRefereesInput): Promise<{ matches: MatchView[]; warnings: AssignmentWarning[] }> {
  const matchIds = input.assignments.map((assignment) => assignment.matchId);
  if (new Set(matchIds).size !== matchIds.length) throw new ValidationError('Some fields are not valid', { assignments: 'Name each match once' });

  const planned: { context: MatchContext; referee: { uid: string; name: string } | null }[] = [];
  let members: MembershipRecord[] | null = null;
  for (const assignment of input.assignments) {
    const context = await loadMatchContext(ports, actor, tournamentId, assignment.matchId);
    assertAllowed(matchPolicy.assign(context));
    let referee: { uid: string; name: string } | null = null;
    if (assignment.refereeId) {
      members ??= await ports.organizations.membersOf(context.tournament.orgId);
      const candidate = members.find((member) => member.uid === assignment.refereeId && member.role.referee);
      if (!candidate) throw new ValidationError('Some fields are not valid', { refereeId: 'Choose a referee of this organization' });
      referee = { uid: candidate.uid, name: candidate.displayName };
    }
    planned.push({ context, referee });
  }

  let current = planned.map(({ context }) => context.match);
  for (let attempt = 0; ; attempt += 1) {
    if (
      await ports.live.assignReferees(
        current.map((match, index) => ({ match, referee: planned[index]?.referee ?? null })),
        ports.clock.now().toISOString(),
      )
    )
      break;
    if (attempt > 20) throw new ConflictError('The match is busy: try again', 'match_busy');
    current = await Promise.all(
      current.map(
        async (match) =>
          (await ports.matches.get(tournamentId, match.matchId)) ??
          (() => {
            throw new NotFoundError(MESSAGES.matchNotFound);
          })(),
      ),
    );
  }

  const views: MatchView[] = [];
  const warnings: AssignmentWarning[] = [];
  const assignedAt = ports.clock.now().toISOString();
  for (const [index, { context, referee }] of planned.entries()) {
    const match = current[index] as MatchRecord;
    const assigned: MatchRecord = { ...match, refereeId: referee?.uid ?? null, refereeName: referee?.name ?? null, assignedAt: referee ? assignedAt : null, version: match.version + 1 };
    if (referee) {
      // Their bookings in every tournament of this organization, not only this one: a referee cannot be on
      // two pitches at once. Another organization's fixtures are not this organizer's to read.
      for (const other of await bookingsInOrganization(ports, referee.uid, context.tournament.orgId)) {
        if (other.matchId !== assigned.matchId && other.refereeId === referee.uid && overlaps(assigned, other, context.tournament)) {
          warnings.push({ matchId: assigned.matchId, message: `${referee.name} is also booked on ${other.homeTeam} – ${other.awayTeam} at ${other.time}` });
        }
      }
    }
    views.push(toMatchView({ ...context, match: assigned }, actor, ports.clock.now(), assigned));
  }
  // The newly assigned referees hear of it on their phones (a re-save of the same referee tells nobody).
  await notifyQuietly(
    ports.notifications,
    ...planned.flatMap(({ context, referee }) =>
      referee && context.match.refereeId !== referee.uid ? [{ kind: 'refereeAssigned' as const, tournamentId, matchId: context.match.matchId, refereeUid: referee.uid }] : [],
    ),
  );
  return { matches: views, warnings };
}
