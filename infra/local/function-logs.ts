import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the functions print, locally. In Lambda every line a function writes goes to CloudWatch Logs as it
 * is (structured JSON from Powertools; metrics as embedded-metric-format lines). Here the same lines are
 *  - appended, as they are, to a file (the local "CloudWatch"), so tests can read back the logs and the
 *    metrics a scenario emitted (`readFunctionLogs`);
 *  - printed readably: every line with `PITCHSIDE_VERBOSE=1`, only warnings and errors without it.
 * Lines that are not a function's structured output (emulator banners, the start banner) pass untouched.
 */
export const FUNCTION_LOGS_VARIABLE = 'PITCHSIDE_FUNCTION_LOGS';

export type FunctionLine = Record<string, unknown>;

/**
 * The functions' log file of this run, empty, in the profile's data directory, which is made if it is not
 * there yet: on a fresh clone `.local` does not exist until the first `npm start` creates it.
 */
export function freshFunctionLogFile(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'function-logs.ndjson');
  writeFileSync(file, '');
  return file;
}

/** A Powertools log line or an EMF metrics line; anything else is not a function's structured output. */
export function parseFunctionLine(line: string): FunctionLine | undefined {
  const text = line.trim();
  if (!text.startsWith('{') || !text.endsWith('}')) return undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const entry = parsed as FunctionLine;
    return isMetricsLine(entry) || (typeof entry.level === 'string' && typeof entry.message === 'string') ? entry : undefined;
  } catch {
    return undefined;
  }
}

export function isMetricsLine(entry: FunctionLine): boolean {
  return typeof entry._aws === 'object' && entry._aws !== null;
}

const SHOWN_FIRST = ['level', 'message', 'timestamp', 'service'];
// Repeated on every line, or only useful in AWS: left out of the readable form (the file keeps them).
const HIDDEN = new Set(['function_name', 'function_arn', 'function_memory_size', 'sampling_rate', 'xray_trace_id', 'cold_start']);

function clock(timestamp: unknown): string {
  const date = typeof timestamp === 'string' ? new Date(timestamp) : new Date();
  return Number.isNaN(date.getTime()) ? '--:--:--.---' : date.toISOString().slice(11, 23);
}

/** An error as one short phrase (name: first line of its message); its stack stays in the file. */
function errorPhrase(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || !('message' in value)) return undefined;
  const { name, message } = value as { name?: unknown; message?: unknown };
  const text = String(message).replace(/\s+/g, ' ').trim();
  return JSON.stringify(`${typeof name === 'string' ? `${name}: ` : ''}${text.length > 160 ? `${text.slice(0, 160)}…` : text}`);
}

function plain(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One function line as a developer reads it: time, level, service, message, then the keys as key=value. */
export function readableLine(entry: FunctionLine): string {
  const service = typeof entry.service === 'string' ? entry.service : '-';
  if (isMetricsLine(entry)) {
    const aws = entry._aws as { CloudWatchMetrics?: { Metrics?: { Name: string; Unit?: string }[] }[] };
    const metrics = (aws.CloudWatchMetrics ?? []).flatMap((group) => group.Metrics ?? []);
    const values = metrics.map((metric) => `${metric.Name}=${plain(entry[metric.Name])}${metric.Unit && metric.Unit !== 'Count' ? ` ${metric.Unit}` : ''}`);
    return `${clock((entry._aws as { Timestamp?: number }).Timestamp ? new Date((entry._aws as { Timestamp: number }).Timestamp).toISOString() : undefined)} METRIC ${service.padEnd(11)} ${values.join(' ')}`;
  }
  const level = String(entry.level).padEnd(5);
  const rest = Object.entries(entry)
    .filter(([key, value]) => !SHOWN_FIRST.includes(key) && !HIDDEN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${(key === 'error' && errorPhrase(value)) || plain(value)}`);
  const cold = entry.cold_start === true ? ' (cold start)' : '';
  return `${clock(entry.timestamp)} ${level} ${service.padEnd(11)} ${String(entry.message)}${cold}${rest.length > 0 ? `  ${rest.join(' ')}` : ''}`;
}

/** Without the verbose flag only what needs a look is printed: warnings, errors and worse. */
export function isPrinted(entry: FunctionLine, verbose: boolean): boolean {
  if (verbose) return true;
  return !isMetricsLine(entry) && /^(WARN|ERROR|CRITICAL)$/i.test(String(entry.level));
}

export interface FunctionLogTapOptions {
  /** Where every structured line is appended as it is (newline-delimited JSON). */
  sinkFile?: string;
  verbose: boolean;
}

/**
 * The tap's settings from the environment: `PITCHSIDE_VERBOSE=1` prints every line; the sink is the file
 * the local cloud named in PITCHSIDE_FUNCTION_LOGS (passed down to the queue worker's process).
 */
export function tapOptionsFromEnv(env: NodeJS.ProcessEnv): FunctionLogTapOptions {
  const sinkFile = env[FUNCTION_LOGS_VARIABLE];
  return { ...(sinkFile ? { sinkFile } : {}), verbose: env.PITCHSIDE_VERBOSE === '1' };
}

/**
 * Taps this process's stdout and stderr (Powertools writes to them directly). Returns the undo.
 * Installed by the local cloud in the gateway's process and in the queue worker's.
 */
export function installFunctionLogTap(options: FunctionLogTapOptions): () => void {
  const streams = [process.stdout, process.stderr] as const;
  const originals = streams.map((stream) => stream.write.bind(stream));
  streams.forEach((stream, index) => {
    const original = originals[index]!;
    let pending = '';
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = pending + (typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const lines = text.split('\n');
      pending = lines.pop() ?? '';
      const out: string[] = [];
      for (const line of lines) {
        const entry = parseFunctionLine(line);
        if (!entry) {
          out.push(`${line}\n`);
          continue;
        }
        if (options.sinkFile) appendFileSync(options.sinkFile, `${line.trim()}\n`);
        if (isPrinted(entry, options.verbose)) out.push(`${readableLine(entry)}\n`);
      }
      const callback = rest.find((arg): arg is (error?: Error | null) => void => typeof arg === 'function');
      if (out.length === 0) {
        callback?.();
        return true;
      }
      return original(out.join(''), ...(callback ? [callback] : [])) as boolean;
    }) as typeof stream.write;
  });
  return () =>
    streams.forEach((stream, index) => {
      stream.write = originals[index] as typeof stream.write;
    });
}

/** Everything the functions wrote to the sink so far (tests: logs and metrics of a scenario). */
export function readFunctionLines(text: string): FunctionLine[] {
  return text
    .split('\n')
    .map(parseFunctionLine)
    .filter((entry): entry is FunctionLine => entry !== undefined);
}
