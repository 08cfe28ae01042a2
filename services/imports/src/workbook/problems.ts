/** One thing wrong with an uploaded workbook, located as precisely as we can: sheet, row, column. */
export interface ImportProblem {
  sheet?: string;
  /** The spreadsheet's own row number (1 = the header row). */
  row?: number;
  column?: string;
  message: string;
}

/** A problem that stops the whole file: nothing is written. `problems` holds every one found (capped). */
export class WorkbookError extends Error {
  constructor(readonly problems: readonly ImportProblem[], readonly moreProblems = 0) {
    super(problems.map(describeProblem).join('; ') || 'The workbook cannot be imported');
    this.name = 'WorkbookError';
  }

  static of(message: string, where: Omit<ImportProblem, 'message'> = {}): WorkbookError {
    return new WorkbookError([{ ...where, message }]);
  }
}

/** 'Schedule, row 12, Home Team: …' — what a person reads in the report. */
export function describeProblem(problem: ImportProblem): string {
  const where = [problem.sheet ? `Sheet '${problem.sheet}'` : '', problem.row ? `row ${problem.row}` : '', problem.column ?? ''].filter(Boolean).join(', ');
  return where ? `${where}: ${problem.message}` : problem.message;
}
