import {
  generateSchedule,
  knockoutRowFields,
  type ExistingMatchesChoice,
  type GenerateScheduleInput,
  type ScheduledMatch,
  type ScheduleInput,
  type ScheduleResult,
  type ScheduleView,
} from '@pitchside/shared';
import { ConflictError, ValidationError, type Actor } from '@pitchside/core';
import { type RowChange, type ScheduleRow, type ScheduleRowFields } from '../adapters/schedule-records';
import type { SchedulingPorts } from '../ports';
import { freshView, type GenerationReport } from './board';
import { writeGroups } from './division-groups';
import { loadContext, parseScheduleInput, type ScheduleContext } from './schedule-context';
import { isPlayed, scheduleMatchId } from './schedule-rows';
import { fixedOf, pitchOfRow } from './tournament-input';
import { writeUnderLease } from './write-rows';

/** The row a placed match becomes: who plays whom and where. A knockout side not known yet is its label ('Winner Group A'). */
export function rowFields(context: Pick<ScheduleContext, 'divisions' | 'teams' | 'setup'>, placed: ScheduledMatch, locked = false): ScheduleRowFields {
  const division = context.divisions.get(placed.divisionId);
  const home = placed.homeTeamId ? context.teams.get(placed.homeTeamId) : undefined;
  const away = placed.awayTeamId ? context.teams.get(placed.awayTeamId) : undefined;
  const pitch = context.setup.pitches.find((candidate) => candidate.id === placed.pitchId);
  return {
    fixtureId: placed.id,
    division: division?.name ?? placed.divisionId,
    divisionId: placed.divisionId,
    age: placed.age,
    gender: division?.gender ?? 'mixed',
    date: placed.date,
    time: placed.start,
    endTime: placed.end,
    field: pitch?.name ?? placed.pitchId,
    pitchId: placed.pitchId,
    homeTeam: home?.team ?? (placed.homeLabel || placed.homeTeamId),
    homeClub: home?.club ?? null,
    awayTeam: away?.team ?? (placed.awayLabel || placed.awayTeamId),
    awayClub: away?.club ?? null,
    homeTeamKey: placed.homeTeamId || null,
    awayTeamKey: placed.awayTeamId || null,
    bracket: home?.bracket ?? null,
    group: placed.group,
    round: placed.round,
    locked,
    ...knockoutRowFields(placed),
  };
}

/**
 * The standings consumer writes a knockout match's teams once its feeders are decided; a regeneration
 * moves the match but keeps whoever it has filled in.
 */
export function keepFilledTeams(fields: ScheduleRowFields, row: ScheduleRow): ScheduleRowFields {
  if (fields.stage !== 'knockout') return fields;
  return { ...fields, homeTeam: row.homeTeam, awayTeam: row.awayTeam, homeTeamKey: row.homeTeamKey, awayTeamKey: row.awayTeamKey, homeClub: row.homeClub, awayClub: row.awayClub };
}

function differs(row: ScheduleRow, fields: ScheduleRowFields): boolean {
  return (Object.keys(fields) as (keyof ScheduleRowFields)[]).some((name) => (row[name] ?? null) !== (fields[name] ?? null));
}

/** How a generation treats the matches already there (`generateScheduleInputSchema`), resolved. */
export interface GenerationOptions {
  keepLocked: boolean;
  existing: ExistingMatchesChoice;
}

/** Generated rows kept as locks (checked, an illegal one reported): locked, unplayed, on a pitch of the setup. */
export function keptRows(setup: ScheduleContext['setup'], rows: readonly ScheduleRow[], keepLocked: boolean): ScheduleRow[] {
  return rows.filter((row) => row.fixtureId && row.time && pitchOfRow(setup, row) && !isPlayed(row) && keepLocked && row.locked);
}

/**
 * Rows that stay exactly as they are and count as what they are (their fixture, their slot): played rows
 * always, whoever made them; with `keep`, every row of the tournament. They are facts for the core
 * (`fixed`): booked unchecked, never placed a second time.
 */
export function fixedRows(rows: readonly ScheduleRow[], existing: ExistingMatchesChoice): ScheduleRow[] {
  return existing === 'keep' ? [...rows] : rows.filter(isPlayed);
}

export interface GenerationPlan {
  changes: RowChange[];
  result: ScheduleResult;
}

/**
 * The generation as row changes: placed matches are created or rewritten where they differ; fixed and
 * kept rows are left alone; every other unplayed row is deleted — a generated one the schedule no
 * longer has, and (with `replace`) one that was imported or added by hand, since its fixture is placed
 * afresh. So a fixture is on the schedule once, whatever made it.
 */
export function planGeneration(context: ScheduleContext, rows: ScheduleRow[], options: GenerationOptions): GenerationPlan {
  const fixed = fixedRows(rows, options.existing);
  const locked = options.existing === 'keep' ? [] : keptRows(context.setup, rows, options.keepLocked);
  const stays = new Set([...fixed, ...locked].map((row) => row.matchId));
  const input: ScheduleInput = parseScheduleInput(
    context.draft,
    locked.map((row) => ({ matchId: row.fixtureId as string, pitchId: pitchOfRow(context.setup, row), date: row.date, start: row.time })),
    fixed.flatMap((row) => fixedOf(context.setup, row) ?? []),
  );
  const result = generateSchedule(input);
  const byId = new Map(rows.map((row) => [row.matchId, row]));
  const changes: RowChange[] = [];
  const placedIds = new Set<string>();
  for (const placed of result.placed) {
    const matchId = scheduleMatchId(placed.id);
    placedIds.add(matchId);
    if (stays.has(matchId)) continue;
    const fields = rowFields(context, placed);
    const row = byId.get(matchId);
    if (!row) changes.push({ kind: 'create', tournamentId: context.tournament.tournamentId, matchId, fields });
    else if (!isPlayed(row) && differs(row, keepFilledTeams(fields, row))) changes.push({ kind: 'update', row, fields: keepFilledTeams(fields, row) });
  }
  for (const row of rows) {
    if (!placedIds.has(row.matchId) && !stays.has(row.matchId) && !isPlayed(row)) changes.push({ kind: 'delete', row });
  }
  return { changes, result };
}

/**
 * Matches already there that nobody said what to do with: rows the scheduler did not make. Generating
 * beside them without asking is how an imported schedule got every fixture twice.
 */
export function resolveExisting(rows: readonly ScheduleRow[], input: GenerateScheduleInput): ExistingMatchesChoice {
  if (input.existing) return input.existing;
  const unmade = rows.filter((row) => !row.fixtureId).length;
  if (unmade > 0) {
    throw new ConflictError(`This tournament has ${unmade} match(es) the scheduler did not make: choose to replace them, or keep them and fill the gaps`, 'existing_matches');
  }
  return 'replace';
}

export function generationReport(result: ScheduleResult, generationId: string, generatedAt: string): GenerationReport {
  return { generationId, generatedAt, totalMatches: result.totalMatches, unplaced: result.unplaced, unknownLocks: result.unknownLocks, fairness: result.fairness };
}

export async function generate(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string, options: GenerateScheduleInput): Promise<ScheduleView> {
  let context = await loadContext(ports, actor, orgId, tournamentId, 'manage');
  if (context.problem) throw context.problem;
  const missing: Record<string, string> = {};
  if (context.setup.pitches.length === 0) missing.pitches = 'Add at least one pitch';
  if (context.setup.days.length === 0) missing.days = 'Add at least one day';
  if (Object.keys(missing).length > 0) throw new ValidationError('Describe the venue before generating', missing);
  const resolved: GenerationOptions = { keepLocked: options.keepLocked ?? true, existing: resolveExisting(context.rows, options) };
  // A draw lands in the brackets first (the one definition of the groups), and the fixtures are read back from them.
  if ((await writeGroups(ports, context)) > 0) context = await loadContext(ports, actor, orgId, tournamentId, 'manage');
  await writeUnderLease(
    ports,
    tournamentId,
    'generate',
    context.rows,
    (rows) => planGeneration(context, rows, resolved),
    (plan, generationId, at) => generationReport(plan.result, generationId, at),
  );
  await ports.tournaments.setHasSchedule(tournamentId, true);
  return freshView(ports, context);
}
