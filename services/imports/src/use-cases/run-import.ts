import {
  englishWords,
  GENDERS,
  importLine,
  importSaid,
  IMPORT_PROGRESS_STEPS,
  lineMessage,
  MESSAGES,
  placedText,
  type ImportCounts,
  type ImportMessage,
  type ImportProgressStep,
  type ImportReportLine,
} from '@pitchside/shared';
import { importedMatchId } from '@pitchside/core/data';
import { EMPTY_IMPORT_COUNTS, type ImportJobRecord } from '../adapters/import-jobs';
import type { ImportsPorts } from '../ports';
import { megabytes } from '../workbook/limits';
import { planImport, type ImportPlan } from '../workbook/plan';
import { describeProblem, problemMessage, WorkbookError, type ImportProblem } from '../workbook/problems';
import { readWorkbook } from '../workbook/reader';
import { writeOrganizationTeams, writePlayers, type WriteContext } from './write-teams';

/**
 * The import worker's one job, in two passes:
 *
 * 1. Loading: stream the whole workbook once, validating every row, and plan every item (nothing is
 *    written). Any problem fails the job with the report and writes nothing.
 * 2. Writing, in the spec's order: divisions, age groups, brackets, teams, matches — only items whose
 *    deterministic key the tournament does not hold yet, with batch puts. Then hasSchedule.
 *
 * A crash or timeout in pass 2 leaves items that are each complete; the job is marked failed (or stays
 * running until its heartbeat is stale) and the retry runs the same job: it finds what the first run
 * wrote, writes the rest, and completes. Nothing is ever written twice.
 */

/** A running job whose heartbeat is older than this may be taken over (Lambda retries after ≥ 60 s). */
export const STALE_AFTER_MS = 45_000;
/** How often a running job records progress (its heartbeat). */
const HEARTBEAT_MS = 2_000;
/** Stop writing this long before the Lambda deadline, so the failure is recorded and the retry resumes. */
const DEADLINE_MARGIN_MS = 15_000;
/** Report lines kept on the job (an item has a size limit); the rest are summed up in one line. */
export const REPORT_LINES = 200;
/** Batch requests (25 items each) in flight while writing teams and matches. */
const WRITE_CONCURRENCY = 12;

export type RunOutcome = 'completed' | 'failed' | 'skipped';

export class ImportDeadline extends Error {
  override name = 'ImportDeadline';
}

/** The import id of an upload key `imports/<tournamentId>/<importId>.xlsx`, or null for any other key. */
export function importIdOfKey(prefix: string, key: string): string | null {
  if (!key.startsWith(prefix)) return null;
  const match = /^[^/]+\/([^/]+)\.xlsx$/.exec(key.slice(prefix.length));
  return match?.[1] ?? null;
}

/** The report as stored: its lines (capped), and each line's message beside it (null: worded only in English). */
function reportOf(lines: readonly ImportReportLine[]): { report: ImportReportLine[]; reportMessages: (ImportMessage | null)[] } {
  const rest = lines.length - (REPORT_LINES - 1);
  const report =
    lines.length <= REPORT_LINES ? [...lines] : [...lines.slice(0, REPORT_LINES - 1), importLine('', 0, 'imports.moreRows', { count: rest.toLocaleString('en-US'), listed: REPORT_LINES - 1 })];
  return { report, reportMessages: report.map(lineMessage) };
}

const problemLine = (problem: ImportProblem): ImportReportLine =>
  problem.messageId
    ? importLine(problem.sheet ?? '', problem.row ?? 0, problem.messageId, problem.values, problem.column)
    : { sheet: problem.sheet ?? '', row: problem.row ?? 0, reason: problem.column ? placedText({ column: problem.column }, problem.message, englishWords) : problem.message };

export interface RunImportOptions {
  /** Milliseconds left before the platform stops this run (Lambda's getRemainingTimeInMillis). */
  remainingMs?: () => number;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

export async function runImport(ports: ImportsPorts, objectKey: string, options: RunImportOptions = {}): Promise<RunOutcome> {
  const log = options.log ?? (() => undefined);
  const importId = importIdOfKey(ports.uploadPrefix, objectKey);
  const known = importId ? await ports.jobs.get(importId) : null;
  if (!importId || !known || known.objectKey !== objectKey) {
    log('upload without an import job: ignored', { objectKey });
    return 'skipped';
  }
  if (known.status === 'completed') return 'skipped';
  const job = await ports.store.claimJob(importId, new Date(ports.clock.now().getTime() - STALE_AFTER_MS).toISOString());
  if (!job) {
    log('import job held by another run or completed: this delivery does nothing', { importId });
    return 'skipped';
  }

  const counts: ImportCounts = structuredClone(EMPTY_IMPORT_COUNTS);
  const lines: ImportReportLine[] = [];
  let lastBeat = 0;
  let stepIndex = 0;
  const record = async (force = false) => {
    const now = Date.now();
    if (!force && now - lastBeat < HEARTBEAT_MS) return;
    lastBeat = now;
    await ports.jobs.update(importId, { status: 'running', step: IMPORT_PROGRESS_STEPS[stepIndex] as ImportProgressStep, stepIndex, counts });
  };
  const enter = async (index: number) => {
    stepIndex = index;
    await record(true);
  };
  const checkDeadline = () => {
    if (options.remainingMs && options.remainingMs() < DEADLINE_MARGIN_MS) throw new ImportDeadline('The import ran out of time before it finished');
  };

  const began = Date.now();
  const timings: Record<string, number> = {};
  const lap = (name: string) => {
    timings[name] = Date.now() - began;
  };
  try {
    await enter(0);
    const object = await ports.uploads.open(job.objectKey);
    if (!object) throw WorkbookError.of(importSaid('imports.notUploaded'));
    if (object.size > ports.limits.maxFileBytes) throw WorkbookError.of(importSaid('imports.tooBig', { size: megabytes(object.size), limit: megabytes(ports.limits.maxFileBytes) }));
    const parsed = await readWorkbook(object, ports.limits);
    lap('read');
    await record();
    if (parsed.problems.length > 0) throw new WorkbookError(parsed.problems, parsed.moreProblems);

    const tournament = await ports.tournaments.get(job.tournamentId);
    if (!tournament) throw WorkbookError.of(MESSAGES.tournamentNotFound);
    const state = await ports.store.state(job.tournamentId);
    const plan = planImport(parsed, { orgId: job.orgId, existingTournamentTeams: state.tournamentTeams, matchIdOf: importedMatchId });
    lap('planned');
    if (plan.problems.length > 0) throw new WorkbookError(plan.problems);
    parsed.warnings.forEach((warning, index) => {
      const said = parsed.warningMessages[index];
      lines.push(said ? importLine('', 0, said.messageId, said.values) : { sheet: '', row: 0, reason: warning });
    });
    lines.push(...plan.skipped);
    log('workbook validated', { importId, matches: plan.matches.length, teams: plan.tournamentTeams.length });

    await writePlan(ports, job, plan, state, {
      counts,
      lines,
      enter: async (index) => {
        lap(`step ${index}`);
        await enter(index);
      },
      record,
      checkDeadline,
      organizerUid: tournament.organizerUid,
    });
    lap('written');

    const teamCount = new Set([...state.tournamentTeams.map((team) => team.teamKey), ...plan.tournamentTeams.map((team) => team.teamKey)]).size;
    const ageGroups = [...new Set([...tournament.ageGroups, ...plan.ageGroups])];
    const genders = GENDERS.filter((gender) => tournament.genders.includes(gender) || plan.divisions.some((division) => division.gender === gender));
    await ports.store.finishTournament(job.tournamentId, { hasSchedule: plan.matches.length > 0 || state.matchIds.size > 0 || tournament.hasSchedule, teamCount, ageGroups, genders });
    await ports.jobs.update(importId, {
      status: 'completed',
      step: IMPORT_PROGRESS_STEPS[IMPORT_PROGRESS_STEPS.length - 1],
      stepIndex: IMPORT_PROGRESS_STEPS.length - 1,
      counts,
      ...reportOf(lines),
    });
    lap('completed');
    log('import completed', { importId, counts, timingsMs: timings });
    return 'completed';
  } catch (error) {
    if (error instanceof WorkbookError) {
      const problems = error.problems.map(problemLine);
      if (error.moreProblems > 0) problems.push(importLine('', 0, 'imports.moreProblems', { count: error.moreProblems }));
      const first = error.problems[0];
      const many = importSaid('imports.manyProblems', { count: error.problems.length + error.moreProblems });
      const message = error.problems.length === 1 && first ? describeProblem(first) : many.message;
      const errorMessage = error.problems.length === 1 && first ? problemMessage(first, 'all') : { messageId: many.messageId, values: many.values };
      await ports.jobs.update(importId, { status: 'failed', step: IMPORT_PROGRESS_STEPS[stepIndex], stepIndex, counts, ...reportOf(problems), error: message, errorMessage });
      log('import refused', { importId, reason: message, ...error.diagnostic });
      return 'failed';
    }
    // Not the file's fault: recorded, then thrown, so the platform retries the same job (it resumes).
    const said = importSaid(error instanceof ImportDeadline ? 'imports.outOfTime' : 'imports.ourError');
    await ports.jobs
      .update(importId, {
        status: 'failed',
        step: IMPORT_PROGRESS_STEPS[stepIndex],
        stepIndex,
        counts,
        ...reportOf(lines),
        error: said.message,
        errorMessage: { messageId: said.messageId, values: said.values },
      })
      .catch(() => undefined);
    throw error;
  }
}

async function writePlan(ports: ImportsPorts, job: ImportJobRecord, plan: ImportPlan, state: Awaited<ReturnType<ImportsPorts['store']['state']>>, context: WriteContext): Promise<void> {
  const { counts, lines, enter, record, checkDeadline } = context;
  const tournamentId = job.tournamentId;
  const progress = (tally: { added: number }) => ({
    onWritten: (count: number) => {
      tally.added += count;
      void record().catch(() => undefined);
    },
  });

  await enter(1);
  const divisions = plan.divisions.filter((division) => !state.divisionIds.has(division.divisionId));
  counts.divisions.skipped = plan.divisions.length - divisions.length;
  await ports.store.putDivisions(
    divisions.map(({ divisionId, name, age, gender }) => ({ tournamentId, divisionId, name, age, gender })),
    progress(counts.divisions),
  );

  await enter(2);
  const ageGroups = plan.ageGroups.filter((age) => !state.ageGroups.has(age));
  counts.ageGroups.skipped = plan.ageGroups.length - ageGroups.length;
  await ports.store.putAgeGroups(
    ageGroups.map((name) => ({ tournamentId, name })),
    progress(counts.ageGroups),
  );

  await enter(3);
  const brackets = plan.brackets.filter((bracket) => !state.bracketIds.has(bracket.bracketId));
  counts.brackets.skipped = plan.brackets.length - brackets.length;
  await ports.store.putBrackets(
    brackets.map(({ bracketId, name, divisionId }) => ({ tournamentId, bracketId, name, divisionId })),
    progress(counts.brackets),
  );

  await enter(4);
  checkDeadline();
  const storedKeys = new Set(state.tournamentTeams.map((team) => team.teamKey));
  const tournamentTeams = plan.tournamentTeams.filter((team) => !storedKeys.has(team.teamKey));
  for (const team of plan.tournamentTeams) if (storedKeys.has(team.teamKey)) lines.push(importLine(team.sheet, team.row, 'imports.teamThere', { team: team.team }));
  counts.teams.skipped = plan.tournamentTeams.length - tournamentTeams.length;
  await ports.store.putTournamentTeams(
    tournamentTeams.map((team) => ({
      tournamentId,
      teamKey: team.teamKey,
      team: team.team,
      club: team.club,
      division: team.division,
      divisionId: team.divisionId,
      bracket: team.bracket,
      bracketId: team.bracketId,
      age: team.age,
      gender: team.gender,
      organizerUid: context.organizerUid,
      teamId: team.teamId,
    })),
    { ...progress(counts.teams), concurrency: WRITE_CONCURRENCY },
  );
  await writeOrganizationTeams(ports, job, plan, context);
  await writePlayers(ports, job, plan, context);

  await enter(5);
  checkDeadline();
  const matches = plan.matches.filter((match) => !state.matchIds.has(match.matchId));
  for (const match of plan.matches) if (state.matchIds.has(match.matchId)) lines.push(importLine(match.sheet, match.row, 'imports.matchThere', { home: match.homeTeam, away: match.awayTeam }));
  counts.matches.skipped = plan.matches.length - matches.length;
  await ports.store.putMatches(
    matches.map(({ sheet: _sheet, row: _row, ...match }) => ({ tournamentId, ...match })),
    {
      concurrency: WRITE_CONCURRENCY,
      onWritten: (count) => {
        counts.matches.added += count;
        checkDeadline();
        void record().catch(() => undefined);
      },
    },
  );
}

/** Organization teams from teamId columns (spec §5: a team whose id exists is skipped). */
