/**
 * `npm run bench:registration`: the opening rush of a division's registration (issue 32) against the local
 * cloud. BENCH_APPLICATIONS clubs (1,000) apply for BENCH_PLACES places (400) within BENCH_WITHIN_S seconds
 * (60: "400 places gone in 30 minutes" at Gothia, the worst minute of it): each club arrives at its own
 * moment of that window and sends at once, whatever the others are waiting for; one club in ten clicks twice
 * (the same key, at once). BENCH_WITHIN_S=0 sends them all at the start, BENCH_IN_FLIGHT (100) at a time, to
 * find the most the local cloud serves. Prints accepted / waitlisted / oversold / double submissions and the
 * answer times, and writes them to docs/performance.md. Local cloud on its own ports (PITCHSIDE_PORT_OFFSET,
 * default 900).
 */
import { cpus, loadavg } from 'node:os';
import type { ApplicationAnswer, EntryList } from '@pitchside/shared';
import { application, openSettings, registrationCup } from '../support/registration-fixture';
import { ms, percentile, withBenchCloud } from './support/bench-cloud';
import { recordFigures } from './support/performance-doc';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 1_000);
const PLACES = Number(process.env.BENCH_PLACES ?? 400);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 100);
const WITHIN_S = Number(process.env.BENCH_WITHIN_S ?? 60);
/** Issue 32's bar for the applicant's answer on this machine. */
const TARGET_P95_MS = 1_000;
const DOUBLE_CLICK_EVERY = 10;

withBenchCloud('900', async ({ handle, call, adminToken, org }) => {
  const cup = await registrationCup(call, adminToken, 'bench');
  const organizer = (method: string, path: string, body?: unknown) =>
    fetch(`${handle.url}${path}`, { method, headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', ...org }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const opened = await organizer('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(PLACES));
  if (opened.status !== 200) throw new Error(`Registration not opened: ${opened.status} ${await opened.text()}`);

  const bodies = Array.from({ length: APPLICATIONS }, (_, i) => application(`Bench ${i}`, [{ name: `Bench ${i}`, divisionId: cup.boys }]));
  // Each club's request, and a twin for one in ten (a double click): sent together.
  const requests = bodies.flatMap((body, index) =>
    index % DOUBLE_CLICK_EVERY === 0
      ? [
          { body, index },
          { body, index },
        ]
      : [{ body, index }],
  );
  const times: number[] = [];
  const answers = new Map<number, string[]>();
  const statuses = new Map<number, number>();
  const loadBefore = loadavg();
  const started = performance.now();
  const send = async ({ body, index }: (typeof requests)[number]) => {
    const sent = performance.now();
    const response = await fetch(`${handle.url}/api/registration/tournaments/${cup.tournamentId}/applications`, {
      method: 'POST',
      // Each club from its own address (the edge's viewer address), as a real rush: one source is limited.
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `198.51.${Math.floor(index / 250)}.${index % 250}:443` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    times.push(performance.now() - sent);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status === 201) answers.set(index, [...(answers.get(index) ?? []), text]);
  };
  if (WITHIN_S > 0) {
    // Open loop: club i arrives at i/N of the window, its twin with it.
    const arrival = (index: number) => (index * WITHIN_S * 1000) / APPLICATIONS;
    await Promise.all(requests.map(async (request) => new Promise((resolve) => setTimeout(resolve, arrival(request.index))).then(() => send(request))));
  } else {
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < requests.length) await send(requests[next++]!);
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;

  const first = [...answers.values()].map((texts) => JSON.parse(texts[0]!) as ApplicationAnswer);
  const accepted = first.filter((answer) => answer.teams[0]?.status === 'accepted').length;
  const waitlisted = first.filter((answer) => answer.teams[0]?.status === 'waitlisted');
  const positions = new Set(waitlisted.map((answer) => answer.teams[0]?.position));
  const twinsDiffering = [...answers.values()].filter((texts) => new Set(texts).size > 1).length;

  // What the table holds, read back page by page as the organizer's list does.
  const entries: EntryList['entries'] = [];
  let cursor: string | null = null;
  do {
    const page = (await (await organizer('GET', `${cup.base}/registration/divisions/${cup.boys}/entries${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)).json()) as EntryList;
    entries.push(...page.entries);
    cursor = page.cursor;
  } while (cursor);
  const held = entries.filter((entry) => entry.status === 'accepted' || entry.status === 'applied').length;
  const byApplication = new Map<string, number>();
  for (const entry of entries) byApplication.set(entry.applicationId, (byApplication.get(entry.applicationId) ?? 0) + 1);
  const doubleEntries = [...byApplication.values()].filter((count) => count > 1).length;

  const pace = WITHIN_S > 0 ? `arriving over ${WITHIN_S} s` : `all at once, ${IN_FLIGHT} requests in flight`;
  console.log(`\nRegistration rush: ${APPLICATIONS} clubs (${requests.length - APPLICATIONS} double clicks) for ${PLACES} places, ${pace}, ${cpus().length} cores`);
  console.log(`  answers: ${[...statuses.entries()].map(([status, count]) => `${count} × ${status}`).join(', ')} in ${seconds.toFixed(1)} s (${(requests.length / seconds).toFixed(0)} requests/s)`);
  console.log(`  accepted ${accepted}, waitlisted ${waitlisted.length} (positions ${Math.min(...[...positions].map(Number))}..${Math.max(...[...positions].map(Number))}, ${positions.size} distinct)`);
  console.log(`  held in the table ${held} of ${PLACES} places: oversold ${Math.max(0, held - PLACES)}; entries ${entries.length}`);
  console.log(`  double submissions: ${doubleEntries} applications with two entries, ${twinsDiffering} twins answered differently`);
  console.log(`  answer time p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`);
  const oversold = Math.max(0, held - PLACES);
  const p95 = percentile(times, 95);
  recordFigures(WITHIN_S > 0 ? 'registration' : 'registration-at-once', [
    {
      measure: `${APPLICATIONS} clubs for ${PLACES} places (${pace}): places held`,
      current: `${held} (oversold ${oversold}; ${waitlisted.length} waitlisted, positions ${positions.size} distinct)`,
      target: `${PLACES}, oversold 0`,
      met: held === PLACES && oversold === 0,
    },
    {
      measure: 'double submissions (one club in ten clicks twice)',
      current: `${doubleEntries} double entries, ${twinsDiffering} twins answered differently`,
      target: '0',
      met: doubleEntries === 0 && twinsDiffering === 0,
    },
    {
      measure: "applicant's answer p50 / p95 / max",
      current: `${ms(percentile(times, 50))} / ${ms(p95)} / ${ms(Math.max(...times))}`,
      target: `p95 ≤ ${ms(TARGET_P95_MS)}`,
      met: p95 <= TARGET_P95_MS,
    },
  ]);
  console.log(
    `  load average (1/5/15 min) before ${loadBefore.map((value) => value.toFixed(2)).join(' / ')}, after ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
}).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
