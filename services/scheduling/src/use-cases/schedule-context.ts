import {
  buildMatches,
  fieldErrors,
  scheduleInputSchema,
  scheduleSetupSchema,
  type Fixture,
  type FixedMatch,
  type LockedMatch,
  type ScheduleInput,
  type ScheduleInputDraft,
  type ScheduleSetup,
} from '@pitchside/shared';
import { loadTournamentAccess, ValidationError, type Actor, type TournamentAccess } from '@pitchside/core';
import { type DivisionRecord, type TournamentRecord, type TournamentTeamRecord } from '@pitchside/core/data';
import { logger } from '@pitchside/core/observability';
import { type ScheduleRow, type ScheduleStateRecord } from '../adapters/schedule-records';
import type { SchedulingPorts } from '../ports';
import { buildDraft, unmadeFixed } from './tournament-input';

/**
 * Everything a scheduling use case reads before it decides: the tournament (through the one access
 * check), the saved setup, the scheduling input built from setup + structure, its fixtures, and the
 * tournament's match rows (the schedule itself).
 */
export interface ScheduleContext {
  access: TournamentAccess;
  tournament: TournamentRecord;
  state: ScheduleStateRecord | null;
  setup: ScheduleSetup;
  /** The input without locks: what validation and board moves check against. */
  input: ScheduleInput;
  /** The same before parsing, so a generation can add its locks and parse again. */
  draft: ScheduleInputDraft;
  fixtures: Map<string, Fixture>;
  divisions: Map<string, DivisionRecord>;
  teams: Map<string, TournamentTeamRecord>;
  /** The coach (uid) of each of the organization's teams that has one, by teamId. */
  coaches: Map<string, string>;
  /** Each of those coaches' names, by uid: rules and reasons name people, never uids. */
  coachNames: Map<string, string>;
  rows: ScheduleRow[];
  /**
   * Why the setup no longer fits the tournament (a team left a group the organizer drew, …). The board
   * still shows (those divisions read as one group); generating and moving refuse with this 400.
   */
  problem: ValidationError | null;
}

/** The setup as saved, or an empty venue with the defaults before the organizer saves one. */
export function setupOf(state: ScheduleStateRecord | null): ScheduleSetup {
  const parsed = scheduleSetupSchema.safeParse(state?.setupJson ? JSON.parse(state.setupJson) : { pitches: [], days: [] });
  if (parsed.success) return parsed.data;
  // Only a schema change without a default for old setups gets here: say so in the logs, show an empty venue.
  logger.error('stored schedule setup no longer parses', { tournamentId: state?.tournamentId, issues: parsed.error.issues.slice(0, 5) });
  return scheduleSetupSchema.parse({ pitches: [], days: [] });
}

/** Parses the input; a setup that no longer fits the tournament (a team left a drawn group, …) is a 400 naming it. */
export function parseScheduleInput(draft: ScheduleInputDraft, locked: readonly LockedMatch[] = [], fixed: readonly FixedMatch[] = draft.fixed ?? []): ScheduleInput {
  const result = scheduleInputSchema.safeParse({ ...draft, locked: [...locked], fixed: [...fixed] });
  if (result.success) return result.data;
  // The setup form names a division's format `formats.<divisionId>`; say it in those words.
  const fields = Object.fromEntries(
    Object.entries(fieldErrors(result.error)).map(([path, message]) => {
      const match = /^divisions\.(\d+)\.format(.*)$/.exec(path);
      const division = match ? draft.divisions[Number(match[1])] : undefined;
      // A group of one is a bracket of one: name the team, which the organizer moves on the tournament's page.
      const lone = division && /^\.groups\.(\d+)$/.exec(match?.[2] ?? '');
      const group = lone && division ? division.format.groups?.[Number(lone[1])] : undefined;
      const team = group?.length === 1 ? division?.teams.find((candidate) => candidate.id === group[0]) : undefined;
      const said = team && division ? `${team.name} is alone in its bracket of ${division.name}: a group needs at least two teams, so move it into another bracket` : message;
      return [division ? `formats.${division.id}${match?.[2] ?? ''}` : path, said];
    }),
  );
  throw new ValidationError('The schedule cannot be built from this setup', fields);
}

/** The input, or when some divisions' formats no longer fit, the input with those divisions as one group and the reason. */
function lenientInput(draft: ScheduleInputDraft): { input: ScheduleInput; problem: ValidationError | null } {
  try {
    return { input: parseScheduleInput(draft), problem: null };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const broken = new Set(Object.keys(error.fields ?? {}).map((path) => /^formats\.([^.]+)/.exec(path)?.[1]));
    const divisions = draft.divisions.map((division) => (broken.has(division.id) ? { ...division, format: { type: 'round-robin' as const, legs: 1 as const } } : division));
    return { input: parseScheduleInput({ ...draft, divisions }), problem: error };
  }
}

export async function loadContext(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string, action: 'read' | 'manage'): Promise<ScheduleContext> {
  return contextOf(ports, await loadTournamentAccess(ports, actor, orgId, tournamentId, action));
}

/** The context once the caller's access is decided (a referee's running-late action decides it otherwise). */
export async function contextOf(ports: SchedulingPorts, access: TournamentAccess): Promise<ScheduleContext> {
  const { tournament } = access;
  const { tournamentId } = tournament;
  const [state, divisions, teams, orgTeams, rows] = await Promise.all([
    ports.schedules.state(tournamentId),
    ports.structure.divisions(tournamentId),
    ports.structure.teams(tournamentId),
    ports.teams.listByOrg(tournament.orgId),
    ports.schedules.rows(tournamentId),
  ]);
  const coaches = new Map(orgTeams.filter((team) => team.coachUid).map((team) => [team.teamId, team.coachUid as string]));
  const coachNames = await namesOf(ports, new Set(teams.flatMap((team) => (team.teamId && coaches.get(team.teamId)) || [])));
  const setup = setupOf(state);
  // The matches the scheduler did not make are part of the schedule too: every check counts them.
  const draft = { ...buildDraft(tournament, setup, divisions, teams, coaches, coachNames), fixed: unmadeFixed(setup, rows) };
  const { input, problem } = lenientInput(draft);
  return {
    access,
    tournament,
    state,
    setup,
    input,
    draft,
    problem,
    fixtures: new Map(buildMatches(input).map((fixture) => [fixture.id, fixture])),
    divisions: new Map(divisions.map((division) => [division.divisionId, division])),
    teams: new Map(teams.map((team) => [team.teamKey, team])),
    coaches,
    coachNames,
    rows,
  };
}

/** Display names of the coaches, by uid (a coach whose user is gone is left out: the rules then name the team). */
async function namesOf(ports: SchedulingPorts, uids: ReadonlySet<string>): Promise<Map<string, string>> {
  const users = await Promise.all([...uids].map((uid) => ports.users.findByUid(uid)));
  return new Map(users.flatMap((user) => (user?.displayName ? [[user.uid, user.displayName] as const] : [])));
}
