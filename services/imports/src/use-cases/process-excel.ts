import { BODY_LIMITS, lineMessage, type WorkbookPreview } from '@pitchside/shared';
import { PayloadTooLargeError, resolveOrganization, TOURNAMENT_ROLES, ValidationError, type Actor } from '@pitchside/core';
import { importedMatchId } from '@pitchside/core/data';
import type { ProcessExcelInput } from '../api';
import type { ImportsPorts } from '../ports';
import { megabytes } from '../workbook/limits';
import { planImport } from '../workbook/plan';
import { describeProblem, WorkbookError } from '../workbook/problems';
import { readWorkbook } from '../workbook/reader';
import { bufferSource } from '../workbook/zip-inspector';

/** Rows listed per kind in a preview answer (the counts are always complete). */
export const PREVIEW_ROWS = 2_000;

/**
 * A preview lists up to PREVIEW_ROWS rows of each kind with every cell; long cells in many columns can make
 * that more than Lambda may answer (6 MB, a bare 500 at the gateway). Such a preview is refused by name.
 */
export function withinAnswerLimit(preview: WorkbookPreview, answerLimit: number = BODY_LIMITS.answerBytes): WorkbookPreview {
  const bytes = Buffer.byteLength(JSON.stringify(preview));
  if (bytes > answerLimit) throw new PayloadTooLargeError(`The preview of this file is too big to show (${megabytes(bytes)}; at most ${megabytes(answerLimit)}): upload it to import it instead.`);
  return preview;
}

/**
 * Reads the workbook the request carries (base64) exactly as the import would, and answers what it
 * found. A file that is no workbook, too big or a zip bomb is a 400 naming the problem; row problems
 * are listed with `valid: false`.
 */
export async function processExcel(ports: Pick<ImportsPorts, 'organizations' | 'limits'>, actor: Actor, orgId: string | undefined, input: ProcessExcelInput): Promise<WorkbookPreview> {
  const membership = resolveOrganization(await ports.organizations.membershipsOfUser(actor.uid), orgId, TOURNAMENT_ROLES);
  const limit = ports.limits.maxPreviewBytes;
  const base64 = input.data.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw new ValidationError('The file is not base64 data', { data: 'Send the file as base64' });
  if (Math.floor((base64.length * 3) / 4) > limit + 3) {
    throw new ValidationError(`The file is too big to preview (more than ${megabytes(limit)}); upload it to import it instead.`, { data: `At most ${megabytes(limit)}` });
  }
  const file = Buffer.from(base64, 'base64');
  try {
    const parsed = await readWorkbook(bufferSource(file), { ...ports.limits, maxFileBytes: Math.min(limit, ports.limits.maxFileBytes) });
    const plan = planImport(parsed, { orgId: membership.orgId, matchIdOf: importedMatchId });
    const problems = [...parsed.problems, ...plan.problems].map((problem) => ({ ...problem, text: describeProblem(problem) }));
    const preview: WorkbookPreview = {
      valid: problems.length === 0 && parsed.moreProblems === 0,
      schedule: parsed.schedule.slice(0, PREVIEW_ROWS),
      teams: parsed.teams.slice(0, PREVIEW_ROWS),
      players: parsed.players.slice(0, PREVIEW_ROWS),
      rows: { schedule: parsed.schedule.length, teams: parsed.teams.length, players: parsed.players.length },
      sheets: parsed.sheets,
      summary: {
        divisions: plan.divisions.length,
        ageGroups: plan.ageGroups.length,
        brackets: plan.brackets.length,
        tournamentTeams: plan.tournamentTeams.length,
        teams: plan.teams.length,
        players: plan.players.length,
        matches: plan.matches.length,
      },
      problems,
      moreProblems: parsed.moreProblems,
      skipped: plan.skipped,
      skippedMessages: plan.skipped.map(lineMessage),
      warnings: parsed.warnings,
      warningMessages: parsed.warningMessages,
    };
    return withinAnswerLimit(preview);
  } catch (error) {
    if (error instanceof WorkbookError) throw new ValidationError(error.message, { file: error.message });
    throw error;
  }
}
