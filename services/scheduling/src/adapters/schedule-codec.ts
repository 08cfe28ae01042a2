import { gunzipSync, gzipSync } from 'node:zlib';
import type { ScheduleSnapshotEntry } from './schedule-records';

/*
 * How the schedule's large payloads (a version's snapshot, a generation's report) are stored inside one
 * DynamoDB item: gzip + base64 JSON, a snapshot in columns.
 */

/** DynamoDB's item limit is 400 KB; a compressed payload stays under this, leaving room for the rest. */
export const MAX_COMPRESSED_BYTES = 300_000;

export function compressJson(value: unknown): string {
  return gzipSync(Buffer.from(JSON.stringify(value), 'utf8'), { level: 9 }).toString('base64');
}

export function decompressJson<T>(text: string): T {
  return JSON.parse(gunzipSync(Buffer.from(text, 'base64')).toString('utf8')) as T;
}

/** Columnar, so a 4,800-match snapshot compresses to about 140 KB (pitch and date names repeat). */
interface SnapshotColumns {
  v: 1;
  m: string[];
  f: string[];
  pitches: string[];
  p: number[];
  dates: string[];
  d: number[];
  s: string[];
  l: number[];
}

export function encodeSnapshot(entries: readonly ScheduleSnapshotEntry[]): string {
  const pitches: string[] = [];
  const dates: string[] = [];
  const indexOf = (list: string[], value: string) => {
    let index = list.indexOf(value);
    if (index === -1) index = list.push(value) - 1;
    return index;
  };
  const columns: SnapshotColumns = {
    v: 1,
    m: entries.map((e) => e.matchId),
    f: entries.map((e) => e.fixtureId),
    pitches,
    p: entries.map((e) => indexOf(pitches, e.pitchId)),
    dates,
    d: entries.map((e) => indexOf(dates, e.date)),
    s: entries.map((e) => e.start),
    l: entries.map((e) => (e.locked ? 1 : 0)),
  };
  return compressJson(columns);
}

export function decodeSnapshot(text: string): ScheduleSnapshotEntry[] {
  const c = decompressJson<SnapshotColumns>(text);
  return c.m.map((matchId, i) => ({
    matchId,
    fixtureId: c.f[i] ?? '',
    pitchId: c.pitches[c.p[i] ?? -1] ?? '',
    date: c.dates[c.d[i] ?? -1] ?? '',
    start: c.s[i] ?? '',
    locked: c.l[i] === 1,
  }));
}

/** Keeps the report under the item limit: the unplaced list is halved until it fits; the count stays. */
export function capReport(report: unknown): unknown {
  const full = report as { unplaced?: unknown[]; unplacedTotal?: number };
  if (!Array.isArray(full.unplaced)) return report;
  let kept = full.unplaced.length;
  let capped: unknown = report;
  while (kept > 0 && compressJson(capped).length > MAX_COMPRESSED_BYTES) {
    kept = Math.floor(kept / 2);
    capped = { ...full, unplaced: full.unplaced.slice(0, kept), unplacedTotal: full.unplacedTotal ?? full.unplaced.length };
  }
  return capped;
}
