import { importSentence, type ImportProblem } from '@pitchside/shared';

/** One thing wrong with an uploaded workbook (sheet, row, column, message): the shape is shared with the web. */
export type { ImportProblem };

/** A problem that stops the whole file: nothing is written. `problems` holds every one found (capped). */
export class WorkbookError extends Error {
  /** For the log only, never the report: what the reader saw when it gave up (bytes streamed, …). */
  diagnostic: Record<string, unknown> = {};

  constructor(
    readonly problems: readonly ImportProblem[],
    readonly moreProblems = 0,
  ) {
    super(problems.map(describeProblem).join('; ') || 'The workbook cannot be imported');
    this.name = 'WorkbookError';
  }

  static of(message: string, where: Omit<ImportProblem, 'message'> = {}): WorkbookError {
    return new WorkbookError([{ ...where, message }]);
  }
}

/** 'Schedule, row 12, Home Team: …' — what a person reads in the report. */
export function describeProblem(problem: ImportProblem): string {
  const where = [problem.sheet ? importSentence('placeSheet', { sheet: problem.sheet }) : '', problem.row ? importSentence('placeRow', { row: problem.row }) : '', problem.column ?? '']
    .filter(Boolean)
    .join(', ');
  return where ? importSentence('placed', { place: where, text: problem.message }) : problem.message;
}
