import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/**
 * Writes a benchmark's current figures into its own block of docs/performance.md, so the page shows what
 * the last run measured beside each target instead of a figure someone copied by hand. A block is the text
 * between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->`; everything outside it is left
 * byte for byte as it was.
 */
export const PERFORMANCE_DOC = path.join(__dirname, '..', '..', '..', 'docs', 'performance.md');

export interface FigureRow {
  /** What was measured, as a reader would say it ('goal → each of 500 sockets, p95'). */
  measure: string;
  /** The figure this run gave, with its unit ('187 ms'). */
  current: string;
  /** The target it is held to ('≤ 250 ms'), or '—' when the row has none. */
  target: string;
  /** Whether the target is met; absent for a row without a target. */
  met?: boolean;
}

export const startMarker = (bench: string) => `<!-- bench:${bench}:start -->`;
export const endMarker = (bench: string) => `<!-- bench:${bench}:end -->`;

/** The rows as a Markdown table, with the conditions of the run under it (the machine is shared: a figure means little without its load). */
export function figuresTable(rows: readonly FigureRow[], measuredAt: Date = new Date()): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
  const verdict = (row: FigureRow) => (row.met === undefined ? '' : row.met ? '✓' : '✗');
  const lines = ['| Measure | Current | Target | Met |', '|---|---|---|---|', ...rows.map((row) => `| ${cell(row.measure)} | ${cell(row.current)} | ${cell(row.target)} | ${verdict(row)} |`)];
  const [load] = os.loadavg();
  const conditions = `Measured ${measuredAt.toISOString().slice(0, 16).replace('T', ' ')} UTC; ${os.cpus().length} cores, load average ${(load ?? 0).toFixed(1)}; Node ${process.version}.`;
  return `${lines.join('\n')}\n\n${conditions}`;
}

/** `page` with the content of `bench`'s block replaced by `content`; throws when the block's markers are missing, repeated or out of order. */
export function replaceBlock(page: string, bench: string, content: string): string {
  const start = startMarker(bench);
  const end = endMarker(bench);
  const startAt = page.indexOf(start);
  const endAt = page.indexOf(end);
  if (startAt < 0 || endAt < 0) throw new Error(`docs/performance.md has no block for ${bench}: add the lines ${start} and ${end} where its figures belong`);
  if (page.indexOf(start, startAt + 1) >= 0 || page.indexOf(end, endAt + 1) >= 0) throw new Error(`docs/performance.md has the ${bench} markers more than once`);
  if (endAt < startAt) throw new Error(`docs/performance.md has ${end} before ${start}`);
  return `${page.slice(0, startAt + start.length)}\n${content}\n${page.slice(endAt)}`;
}

/**
 * What a benchmark calls at its end: rewrites its block of docs/performance.md with these rows.
 * `BENCH_RECORD=off` leaves the page alone (a variant run, a figure from a machine that is not the reference).
 */
export function recordFigures(bench: string, rows: readonly FigureRow[], file: string = PERFORMANCE_DOC): void {
  if (process.env.BENCH_RECORD === 'off') return;
  fs.writeFileSync(file, replaceBlock(fs.readFileSync(file, 'utf8'), bench, figuresTable(rows)));
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)} (block ${bench}; BENCH_RECORD=off skips this).`);
}
