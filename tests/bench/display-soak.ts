/**
 * `npm run bench:display-soak`: a venue screen's long day replayed fast (issue 35). Prints figures; it is
 * not a pass/fail test (no timed assertion anywhere).
 *
 * The screen's state is the query cache of its public reads plus the live socket; what it draws is a
 * pure function of that and the clock (web/src/features/venue-display/display-view.ts). This drives the
 * same modules a TV runs — the live socket (fake WebSocket and timers), `applyLiveUpdate` into a real
 * QueryClient, the view every simulated second — through 12 simulated hours of a busy day: every match
 * of 40 pitches kicks off, scores and ends, tables are pushed, digests come, announcements are made and
 * withdrawn, the network drops every 20 minutes and comes back. Each simulated hour it forces a GC and
 * reads the heap, the cache's entries and the timers waiting: flat lines mean nothing grows with the day.
 */
import { QueryClient } from '@tanstack/react-query';
import type { Announcement, LiveUpdate, PublicDivision, PublicMatch, PublicTournament } from '@pitchside/shared';
import { publicKeys } from '../../web/src/features/public/api/public-keys';
import { applyLiveUpdate } from '../../web/src/features/public/live/apply-live-update';
import { createLiveSocket, type SocketLike } from '../../web/src/features/public/live/live-socket';
import { displayView } from '../../web/src/features/venue-display/display-view';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with --expose-gc (npm run bench:display-soak does)');

const HOURS = Number(process.env.SOAK_HOURS ?? 12);
/** Seconds between two computed views (the TV redraws each second; what it draws from only changes with a push). */
const VIEW_EVERY = Number(process.env.SOAK_VIEW_EVERY ?? 10);
const PITCHES = 40;
const MATCH_MINUTES = 25;
const SLOT_MINUTES = 30;
const DIVISIONS = 16;
const TOURNAMENT = 'soak';
const DAY = '2026-07-14';
const START = Date.parse(`${DAY}T06:00:00Z`);

// A simulated clock and timer queue: every setTimeout of the modules under test runs in simulated time.
let now = START;
let nextTimer = 1;
const timers = new Map<number, { at: number; run: () => void }>();
const setTimer = (run: () => void, ms: number) => {
  const id = nextTimer++;
  timers.set(id, { at: now + ms, run });
  return id;
};
const clearTimer = (id: unknown) => void timers.delete(id as number);
function advanceTo(time: number): void {
  for (;;) {
    let due: [number, { at: number; run: () => void }] | undefined;
    for (const entry of timers) if (entry[1].at <= time && (!due || entry[1].at < due[1].at)) due = entry;
    if (!due) break;
    timers.delete(due[0]);
    now = due[1].at;
    due[1].run();
  }
  now = time;
}

const pad = (value: number) => String(value).padStart(2, '0');
const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

// The day's schedule: every pitch a match each half hour from 08:00 (venue time, UTC+2 in July).
const matches: PublicMatch[] = [];
for (let slot = 0; slot < (HOURS * 60) / SLOT_MINUTES; slot += 1) {
  for (let pitch = 1; pitch <= PITCHES; pitch += 1) {
    const id = `m-${slot}-${pitch}`;
    matches.push({
      tournamentId: TOURNAMENT,
      matchId: id,
      division: `Division ${(pitch % DIVISIONS) + 1}`,
      bracket: 'Group A',
      date: DAY,
      time: clockOf(8 * 60 + slot * SLOT_MINUTES),
      field: `Pitch ${pitch}`,
      homeTeam: `Home ${slot}-${pitch}`,
      homeTeamKey: `home-${slot}-${pitch}`,
      awayTeam: `Away ${slot}-${pitch}`,
      awayTeamKey: `away-${slot}-${pitch}`,
      class: 'upcoming',
      status: '',
      resultsHidden: false,
      homeScore: null,
      awayScore: null,
      goals: [],
      cards: [],
      clock: null,
      startedAt: null,
      pausedAt: null,
      previousPauseTime: 0,
      version: 1,
    });
  }
}
const divisions: PublicDivision[] = Array.from({ length: DIVISIONS }, (_, index) => ({
  divisionId: `d${index + 1}`,
  name: `Division ${index + 1}`,
  age: 'u12',
  gender: 'boys',
  resultsHidden: false,
  brackets: [{ name: 'Group A', table: null }],
  standingsVersion: 0,
}));
const tournament = {
  tournamentId: TOURNAMENT,
  name: 'Soak Cup',
  venue: 'Heden',
  divisions,
  timeZone: 'Europe/Stockholm',
  durations: { firstHalfDuration: 12, breakDuration: 1, secondHalfDuration: 12 },
} as unknown as PublicTournament;

// The screen: a query cache filled as its reads would fill it (refetches answer from the "server" state here).
const server = new Map(matches.map((match) => [match.matchId, match]));
const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 5 * 60_000 } } });
const matchesKey = publicKeys.matches(TOURNAMENT, undefined);
queryClient.setQueryDefaults(publicKeys.tournament(TOURNAMENT), { queryFn: () => undefined });
const observe = () => {
  // Observers, as the mounted page has them: a refetch an update asks for really runs.
  void queryClient.fetchQuery({ queryKey: matchesKey, queryFn: async () => [...server.values()], staleTime: 0 });
  void queryClient.fetchQuery({ queryKey: publicKeys.detail(TOURNAMENT), queryFn: async () => tournament, staleTime: 0 });
};
queryClient.setQueryData(matchesKey, [...server.values()]);
queryClient.setQueryData(publicKeys.detail(TOURNAMENT), tournament);
queryClient.setQueryData(publicKeys.announcements(TOURNAMENT), [] as Announcement[]);

// The live socket with a fake WebSocket: its messages are the day's pushes; the network drops now and then.
let current: SocketLike | undefined;
let networkUp = true;
const schedule = (run: () => void, ms: number) => void setTimer(run, ms);
const socket = createLiveSocket({
  url: 'ws://soak/ws',
  onUpdate: (update) => applyLiveUpdate(queryClient, update, schedule, () => now),
  onResync: observe,
  setTimer,
  clearTimer,
  random: () => 0.5,
  createSocket: () => {
    const fake: SocketLike & { readyState: number } = {
      readyState: 0,
      send: (data: string) => {
        const { topics } = JSON.parse(data) as { topics: string[] };
        setTimer(() => fake.onmessage?.({ data: JSON.stringify({ subscribed: topics }) }), 5);
      },
      close: () => {
        fake.readyState = 3;
        fake.onclose?.({});
      },
      onopen: null,
      onclose: null,
      onerror: null,
      onmessage: null,
    };
    current = fake;
    setTimer(() => {
      if (networkUp) {
        fake.readyState = 1;
        fake.onopen?.({});
      } else {
        fake.readyState = 3;
        fake.onclose?.({});
      }
    }, 20);
    return fake;
  },
});
const unfollow = socket.follow([`tournament:${TOURNAMENT}`, ...divisions.map((division) => `division:${TOURNAMENT}:${division.name}`)]);

function push(update: LiveUpdate): void {
  if (networkUp && current?.readyState === 1) current.onmessage?.({ data: JSON.stringify(update) });
}

function changeMatch(id: string, change: Partial<PublicMatch>): void {
  const held = server.get(id);
  if (!held) return;
  const next = { ...held, ...change, version: (held.version ?? 1) + 1 };
  server.set(id, next);
  push({ kind: 'match', topic: `division:${TOURNAMENT}:${next.division}`, match: next });
  push({ kind: 'digest', topic: `tournament:${TOURNAMENT}`, tournamentId: TOURNAMENT, changedMatchIds: [id] });
}

let announcements: Announcement[] = [];
let standingsVersion = 0;
let views = 0;
let updates = 0;
const rows: string[] = [];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function sample(hour: number): void {
  gc?.();
  gc?.();
  const heap = process.memoryUsage().heapUsed;
  const cached = queryClient.getQueryCache().getAll().length;
  rows.push(`${pad(hour)} h  heap ${mb(heap).padStart(8)}  cache entries ${String(cached).padStart(3)}  timers waiting ${String(timers.size).padStart(3)}  views ${views}  pushes ${updates}`);
  return void heap;
}

async function main(): Promise<void> {
  const began = process.hrtime.bigint();
  const heaps: number[] = [];
  advanceTo(now + 1000);
  for (let second = 0; second <= HOURS * 3600; second += 1) {
    const at = START + second * 1000;
    const venueMinutes = 8 * 60 + Math.floor(second / 60);
    // Every minute: what the day does at this minute.
    if (second % 60 === 0) {
      for (const match of server.values()) {
        const [h, m] = match.time.split(':').map(Number);
        const kickOff = (h ?? 0) * 60 + (m ?? 0);
        if (kickOff === venueMinutes) {
          changeMatch(match.matchId, { class: 'live', status: 'live', startedAt: new Date(at).toISOString(), homeScore: 0, awayScore: 0 });
          updates += 1;
        } else if (kickOff + 7 === venueMinutes || kickOff + 18 === venueMinutes) {
          changeMatch(match.matchId, { homeScore: (match.homeScore ?? 0) + 1 });
          updates += 1;
        } else if (kickOff + MATCH_MINUTES === venueMinutes) {
          changeMatch(match.matchId, { class: 'completed', status: 'completed' });
          standingsVersion += 1;
          push({
            kind: 'standings',
            topic: `division:${TOURNAMENT}:${match.division}`,
            tournamentId: TOURNAMENT,
            division: match.division,
            version: standingsVersion,
            brackets: [{ name: 'Group A', table: null }],
          });
          updates += 2;
        }
      }
      // An announcement each half hour, withdrawn ten minutes later.
      if (second % 1800 === 0) announcements = [{ announcementId: `a${second}`, text: `Notice ${second}`, urgent: second % 7200 === 0, createdAt: new Date(at).toISOString() }, ...announcements];
      if (second % 1800 === 600) announcements = announcements.slice(0, -1);
      push({ kind: 'announcements', topic: `tournament:${TOURNAMENT}`, tournamentId: TOURNAMENT, announcements });
      // The network drops for two minutes every twenty.
      if (second % 1200 === 0 && second > 0) {
        networkUp = false;
        current?.close();
      }
      if (second % 1200 === 120) {
        networkUp = true;
        socket.retryNow();
      }
    }
    advanceTo(at);
    await Promise.resolve();
    // The TV redraws every second; what it draws from is the same between pushes, so one view in ten is computed here.
    if (second % VIEW_EVERY !== 0) continue;
    const view = displayView({
      tournament: queryClient.getQueryData<PublicTournament>(publicKeys.detail(TOURNAMENT)) ?? tournament,
      matches: queryClient.getQueryData<PublicMatch[]>(matchesKey) ?? [],
      announcements: queryClient.getQueryData<Announcement[]>(publicKeys.announcements(TOURNAMENT)) ?? [],
      divisions: [],
      rotationSeconds: 15,
      now: at,
    });
    if (view.today !== DAY && second < 15 * 3600) throw new Error(`The screen lost its day: ${view.today}`);
    views += 1;
    if (second % 3600 === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      sample(second / 3600);
      gc?.();
      heaps.push(process.memoryUsage().heapUsed);
    }
  }
  unfollow();
  socket.close();
  const seconds = Number(process.hrtime.bigint() - began) / 1e9;
  console.log(`Venue screen soak: ${HOURS} h of a ${PITCHES}-pitch day (${matches.length} matches, ${DIVISIONS} divisions) in ${seconds.toFixed(1)} s`);
  for (const row of rows) console.log(`  ${row}`);
  const first = heaps[1] ?? heaps[0] ?? 0;
  const last = heaps[heaps.length - 1] ?? 0;
  console.log(`Heap from hour 1 to hour ${HOURS}: ${mb(first)} → ${mb(last)} (${last >= first ? '+' : ''}${mb(last - first)})`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
