import { formatKickOff, MESSAGES, planDelay, slugOf, type DelayMatch, type DelayPlan, type DelayPreview, type DelayResult, type delayInputSchema } from '@pitchside/shared';
import { ConflictError, ForbiddenError, NotFoundError, tournamentPermissions, type Actor, type TournamentAccess } from '@pitchside/core';
import { type ScheduleRow } from '../adapters/schedule-records';
import type { SchedulingPorts } from '../ports';
import { contextOf, type ScheduleContext } from './schedule-context';
import { isPlayed } from './schedule-rows';
import { matchLength } from './schedule-time';
import { pitchOfRow } from './tournament-input';

export type ParsedDelayInput = ReturnType<typeof delayInputSchema.parse>;
type Target = ParsedDelayInput['target'];

/**
 * A pitch's key: its setup id, or for a match on a field the setup does not name (imported), the slug of
 * that field, the key the calendar feeds use too. The board and the console send what they were given.
 */
export function pitchKeyOf(context: Pick<ScheduleContext, 'setup'>, row: Pick<ScheduleRow, 'pitchId' | 'field'>): string {
  return pitchOfRow(context.setup, row) || (row.field ? slugOf(row.field) : '');
}

const pitchNameOf = (context: Pick<ScheduleContext, 'setup'>, row: ScheduleRow) => row.field ?? context.setup.pitches.find((pitch) => pitch.id === row.pitchId)?.name ?? '';

/** Who may say a match or a pitch is late: the tournament's organizers, or the referee of that match (or of a match on that pitch that day). */
async function delayContext(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string, target: Target): Promise<{ context: ScheduleContext; refereeOnly: boolean }> {
  const [tournament, memberships] = await Promise.all([tournamentId ? ports.tournaments.get(tournamentId) : null, ports.organizations.membershipsOfUser(actor.uid)]);
  const membership = tournament ? memberships.find((candidate) => candidate.orgId === tournament.orgId) : undefined;
  // Another organization's tournament (or one named through another organization's header) is not found, whoever asks.
  if (!tournament || !membership || (orgId && orgId !== tournament.orgId)) throw new NotFoundError(MESSAGES.tournamentNotFound);
  const linked = Boolean(membership.role.tournamentadmin) && (await ports.tournaments.isLinked(actor.uid, tournament.tournamentId, tournament.orgId));
  const permissions = tournamentPermissions(membership, tournament, linked);
  if (permissions?.manage) return { context: await contextOf(ports, { tournament, membership, permissions }), refereeOnly: false };
  if (!membership.role.referee) throw new NotFoundError(MESSAGES.tournamentNotFound);
  const access: TournamentAccess = { tournament, membership, permissions: { manage: false, delete: false, manageAdmins: false } };
  const context = await contextOf(ports, access);
  const own = context.rows.filter((row) => row.refereeId === actor.uid);
  const allowed = target.kind === 'match' ? own.some((row) => row.matchId === target.matchId) : own.some((row) => row.date === target.date && pitchKeyOf(context, row) === target.pitchId);
  if (!allowed) throw new ForbiddenError(target.kind === 'match' ? 'Only the referee of this match can say it is late' : 'Only a referee of a match on this pitch that day can say it is running late');
  return { context, refereeOnly: true };
}

function delayMatchOf(context: ScheduleContext, row: ScheduleRow): DelayMatch {
  const sides = [
    [row.homeTeamKey, row.homeTeam],
    [row.awayTeamKey, row.awayTeam],
  ] as const;
  const coaches = sides.flatMap(([key, name]) => {
    const teamId = key ? context.teams.get(key)?.teamId : null;
    const uid = teamId ? context.coaches.get(teamId) : undefined;
    return uid ? [{ id: uid, name: context.coachNames.get(uid) ?? `the coach of ${name}` }] : [];
  });
  return {
    id: row.matchId,
    label: `${row.homeTeam} v ${row.awayTeam}`,
    date: row.date,
    start: row.time,
    minutes: matchLength(context.input, row.age),
    pitch: pitchKeyOf(context, row),
    pitchName: pitchNameOf(context, row),
    teams: sides.flatMap(([key, name]) => (key ? [{ key, name }] : [])),
    coaches,
    referee: row.refereeId ? { id: row.refereeId, name: row.refereeName ?? 'The referee' } : null,
    started: isPlayed(row),
    delaySet: row.delaySet ?? 0,
    delay: row.delayMinutes ?? 0,
  };
}

interface Planned {
  plan: DelayPlan;
  preview: DelayPreview;
  rows: Map<string, ScheduleRow>;
  reason: string;
}

function planFor(context: ScheduleContext, input: ParsedDelayInput): Planned {
  const { target, minutes } = input;
  const rows = new Map(context.rows.map((row) => [row.matchId, row]));
  const named = target.kind === 'match' ? rows.get(target.matchId) : context.rows.find((row) => row.date === target.date && pitchKeyOf(context, row) === target.pitchId);
  if (!named) throw new NotFoundError(target.kind === 'match' ? MESSAGES.matchNotFound : 'No match is on that pitch that day');
  if (target.kind === 'match' && isPlayed(named)) throw new ConflictError('This match has started: its kick-off no longer moves', 'match_played');
  const rules = {
    changeoverMinutes: context.input.changeoverMinutes,
    minRestMinutes: context.input.minRestMinutes,
    dayEnds: Object.fromEntries(context.setup.days.map((day) => [day.date, day.end])),
  };
  const request = target.kind === 'match' ? { kind: 'match' as const, matchId: target.matchId, minutes } : { kind: 'pitch' as const, pitch: target.pitchId, date: target.date, minutes };
  const plan = planDelay(
    context.rows.map((row) => delayMatchOf(context, row)),
    rules,
    request,
  );
  if (plan.targets.length === 0) throw new ConflictError('Every match on this pitch that day has started: nothing is left to delay', 'match_played');
  const pitchName = pitchNameOf(context, named) || 'The pitch';
  const label = `${named.homeTeam} v ${named.awayTeam}`;
  const reason =
    target.kind === 'match'
      ? minutes > 0
        ? `${label} is delayed by ${minutes} minutes`
        : `${label} is back on time`
      : minutes > 0
        ? `${pitchName} is running ${minutes} minutes late`
        : `${pitchName} is back on time`;
  const preview: DelayPreview = {
    target: target.kind === 'match' ? label : `${pitchName} on ${target.date}`,
    minutes,
    changes: plan.changes.map((change) => {
      const row = rows.get(change.matchId) as ScheduleRow;
      return {
        matchId: row.matchId,
        homeTeam: row.homeTeam,
        awayTeam: row.awayTeam,
        division: row.division,
        pitch: pitchNameOf(context, row),
        date: row.date,
        time: row.time,
        previousDelayMinutes: change.previousDelay,
        delayMinutes: change.delay,
        expected: formatKickOff(row.time, change.delay),
        cause: change.cause,
      };
    }),
    violations: plan.violations,
  };
  return { plan, preview, rows, reason };
}

/** What the action would do, and the rules it would break with a fix for each: nothing is written. */
export async function previewDelay(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string, input: ParsedDelayInput): Promise<DelayPreview> {
  const { context } = await delayContext(ports, actor, orgId, tournamentId, input.target);
  return planFor(context, input).preview;
}

/**
 * Applies the delay: planned again from the rows as they are now (never from the preview the client
 * holds), refused with 409 when it breaks a rule the caller has not seen and accepted, then written all
 * or none with each row's version as the condition. Everyone concerned is told through the
 * `matchesMoved` port.
 */
export async function applyDelay(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string, input: ParsedDelayInput): Promise<DelayResult> {
  const { context } = await delayContext(ports, actor, orgId, tournamentId, input.target);
  const { plan, preview, rows, reason } = planFor(context, input);
  const accepted = new Set(input.acceptedViolations);
  const unseen = plan.violations.filter((violation) => !accepted.has(violation.key));
  if (unseen.length > 0) throw new ConflictError(`${unseen[0]?.message}. ${unseen[0]?.suggestion}.`, 'delay_needs_confirmation');
  if (plan.changes.length > 100) throw new ConflictError(`This delay would move ${plan.changes.length} matches at once; delay fewer pitches or matches at a time (at most 100)`, 'delay_too_large');
  const writes = plan.changes.map((change) => ({ row: rows.get(change.matchId) as ScheduleRow, delayMinutes: change.delay, delaySet: change.delaySet }));
  const held = await ports.schedules.applyDelays(writes, ports.clock.now().toISOString());
  if (!held) throw new ConflictError('A match changed meanwhile (it started, or someone else moved it): look at the preview again', 'schedule_changed');
  const moved = plan.changes.filter((change) => change.delay !== change.previousDelay).map((change) => change.matchId);
  const notified = moved.length > 0 ? await ports.matchesMoved.notify({ tournamentId, matchIds: moved, reason }) : 0;
  return { ...preview, applied: true, notified };
}
