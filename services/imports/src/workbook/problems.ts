import { englishWords, placedText, type ImportMessage, type ImportMessageId, type ImportProblem, type WordedMessage } from '@pitchside/shared';

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

  static of(message: string | WordedMessage<ImportMessageId>, where: Omit<ImportProblem, 'message' | 'messageId' | 'values'> = {}): WorkbookError {
    return new WorkbookError([{ ...where, ...problemText(message) }]);
  }
}

/** A problem's words: its English, with its id and values when it is a message of catalog/imports. */
export function problemText(message: string | WordedMessage<ImportMessageId>): Pick<ImportProblem, 'message' | 'messageId' | 'values'> {
  return typeof message === 'string' ? { message } : { message: message.message, messageId: message.messageId, values: message.values };
}

/** A problem as a message with its place (all of it, or only its column for a line that names its sheet and row), or null when worded only in English. */
export function problemMessage(problem: ImportProblem, place: 'all' | 'column'): ImportMessage | null {
  if (!problem.messageId) return null;
  const where = place === 'all' ? { sheet: problem.sheet, row: problem.row, column: problem.column } : { column: problem.column };
  return { messageId: problem.messageId, values: problem.values ?? {}, ...Object.fromEntries(Object.entries(where).filter(([, value]) => value)) };
}

/** 'Schedule, row 12, Home Team: …' — what a person reads in the report. */
export function describeProblem(problem: ImportProblem): string {
  return placedText(problem, problem.message, englishWords);
}
