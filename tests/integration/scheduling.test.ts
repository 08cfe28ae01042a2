import type { BoardMatch, ScheduleRestoreResult, ScheduleSetupInput, ScheduleVersionComparison, ScheduleVersionList, ScheduleVersionSummary, ScheduleView, ShiftResult } from '@pitchside/shared';
import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { organizerCalls } from '../support/scheduled-knockout';
import { mailTo } from '../support/mailbox';
import { signIn, signInDemo } from '../support/sign-in';
import { consoleEvent, DEMO_ORG_HEADERS } from '../support/tournament-fixture';

/**
 * The scheduling service against the real local cloud: the venue setup, generation into match rows
 * that the existing readers see, the board's moves and locks, a weather-day shift whose e-mails reach
 * the SES emulator, versions, and the organization boundary.
 */
// Each test builds a tournament through a dozen API calls: on a busy shared machine that outgrows jest's 5 s default.
jest.setTimeout(60_000);

const cloud = localCloudHandle();
const call = apiClient(cloud);
let adminToken = '';

const SATURDAY = '2026-08-15';
const SUNDAY = '2026-08-16';
const VENUE: ScheduleSetupInput = {
  pitches: [
    { id: 'p1', name: 'North 1', size: '7v7', ages: ['u10', 'u12'] },
    { id: 'p2', name: 'North 2', size: '7v7', ages: ['u10', 'u12'] },
  ],
  days: [
    { date: SATURDAY, start: '09:00', end: '18:00' },
    { date: SUNDAY, start: '09:00', end: '18:00' },
  ],
  minRestMinutes: 30,
};

const asAdmin = organizerCalls(call, () => adminToken);

const admin = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, { token: adminToken, headers: DEMO_ORG_HEADERS, ...(body !== undefined ? { body } : {}) });

interface Cup {
  tournamentId: string;
  base: string;
  coachEmail: string;
  coachedTeam: string;
}

/**
 * A tournament of the demo organization (20 + 5 + 20 min matches): Boys U12 with 4 teams, one of them
 * (Hammarby) coached by a fresh coach, and Girls U10 with 3 teams: 6 + 3 matches.
 */
async function cup(label: string): Promise<Cup> {
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: `Schedule ${label} ${Date.now()}`,
    type: 'tournament',
    days: 'weekends',
    startDate: SATURDAY,
    endDate: SUNDAY,
    venue: 'North Park',
    ageGroups: ['u10', 'u12'],
    genders: ['boys', 'girls'],
    firstHalfDuration: 1200,
    breakDuration: 300,
    secondHalfDuration: 1200,
  });
  const base = `/api/tournaments/${tournament.tournamentId}`;
  await asAdmin('POST', `${base}/divisions`, { name: 'Boys U12', age: 'u12', gender: 'boys' });
  await asAdmin('POST', `${base}/divisions`, { name: 'Girls U10', age: 'u10', gender: 'girls' });
  const coachEmail = uniqueEmail('schedule-coach');
  const { user } = await asAdmin<{ user: { uid: string } }>('POST', '/api/auth/create-user', { email: coachEmail, password: 'Coach1234', displayName: 'Cora Coach', role: { coach: true } });
  const { team } = await asAdmin<{ team: { teamId: string } }>('POST', '/api/teams', { name: `Hammarby ${label} ${Date.now()}`, age: 'u12', gender: 'male', coachUid: user.uid });
  await asAdmin('POST', `${base}/teams`, { team: 'Hammarby', division: 'Boys U12', teamId: team.teamId });
  for (const name of ['AIK', 'Djurgården', 'Brommapojkarna']) await asAdmin('POST', `${base}/teams`, { team: name, division: 'Boys U12' });
  for (const name of ['Kalmar', 'Öster', 'Växjö']) await asAdmin('POST', `${base}/teams`, { team: name, division: 'Girls U10' });
  return { tournamentId: tournament.tournamentId, base, coachEmail, coachedTeam: 'Hammarby' };
}

async function scheduled(label: string, setup: ScheduleSetupInput = VENUE): Promise<Cup & { view: ScheduleView }> {
  const made = await cup(label);
  await asAdmin('PUT', `${made.base}/schedule/setup`, setup);
  const view = await asAdmin<ScheduleView>('POST', `${made.base}/schedule/generate`, {});
  return { ...made, view };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The hard rules, checked here without the scheduling core: no team or pitch twice at once, rest kept, inside the day. */
function independentlyLegal(matches: readonly BoardMatch[], rest: number, changeover: number): string[] {
  const problems: string[] = [];
  const clash = (a: BoardMatch, b: BoardMatch, pad: number) => a.date === b.date && minutes(a.start) < minutes(b.end) + pad && minutes(b.start) < minutes(a.end) + pad;
  matches.forEach((a, i) => {
    if (minutes(a.start) < 9 * 60 || minutes(a.end) > 18 * 60) problems.push(`${a.matchId} outside the day`);
    for (const b of matches.slice(i + 1)) {
      if (a.pitchId === b.pitchId && clash(a, b, changeover)) problems.push(`${a.matchId} and ${b.matchId} share ${a.pitchId}`);
      const common = [a.homeTeam, a.awayTeam].filter((team) => [b.homeTeam, b.awayTeam].includes(team));
      if (common.length > 0 && clash(a, b, rest)) problems.push(`${common.join(', ')} without rest between ${a.matchId} and ${b.matchId}`);
    }
  });
  return problems;
}

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
}, 30_000);

describe('the venue setup', () => {
  it('refuses a malformed setup with a message per field, and keeps a good one', async () => {
    const { base } = await cup('setup');
    const bad = await admin<{ error: string; fields: Record<string, string> }>('PUT', `${base}/schedule/setup`, {
      pitches: [{ id: 'p1', name: 'North 1', size: '8v8', ages: ['u12'] }],
      days: [{ date: SATURDAY, start: '18:00', end: '09:00' }],
      changeoverMinutes: -5,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(expect.objectContaining({ 'pitches.0.size': expect.any(String), 'days.0.end': 'A day must end after it starts', changeoverMinutes: expect.any(String) }));
    const twice = await admin<{ fields: Record<string, string> }>('PUT', `${base}/schedule/setup`, {
      ...VENUE,
      pitches: [VENUE.pitches[0], VENUE.pitches[0]],
      formats: { 'no-such-division': { type: 'round-robin' } },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ 'pitches.1.id': "Two pitches have the id 'p1'", 'formats.no-such-division': 'There is no such division in this tournament' });

    const saved = await asAdmin<{ pitches: unknown[]; changeoverMinutes: number }>('PUT', `${base}/schedule/setup`, VENUE);
    expect(saved).toMatchObject({ pitches: VENUE.pitches, changeoverMinutes: 5, minRestMinutes: 30 });
    expect(await asAdmin('GET', `${base}/schedule/setup`)).toEqual(saved);
  });
});

describe('generating', () => {
  it('places every match as a match row the existing readers list, legal by the core and by hand', async () => {
    const { base, tournamentId, view } = await scheduled('generate');
    expect(view.unplaced).toEqual([]);
    expect(view.violations).toEqual([]);
    expect(view.matches).toHaveLength(9);
    expect(independentlyLegal(view.matches, 30, 5)).toEqual([]);

    const { matches } = await asAdmin<{ matches: { matchId: string; date: string; time: string; field: string; homeTeam: string; division: string }[] }>('GET', `${base}/matches`);
    expect(matches.map((m) => m.matchId).sort()).toEqual(view.matches.map((m) => m.matchId).sort());
    for (const match of view.matches) {
      expect(match.matchId).toMatch(/^s-[0-9a-f]{24}$/);
      expect(matches.find((m) => m.matchId === match.matchId)).toMatchObject({ date: match.date, time: match.start, field: match.pitchId === 'p1' ? 'North 1' : 'North 2', homeTeam: match.homeTeam });
    }
    const { tournament } = await asAdmin<{ tournament: { hasSchedule: boolean } }>('GET', `/api/tournaments/${tournamentId}`);
    expect(tournament.hasSchedule).toBe(true);
    // The referee console reads a generated match like any other.
    expect((await admin('GET', `${base}/matches/${view.matches[0]?.matchId}`)).status).toBe(200);
  });

  it('lists what an over-full venue cannot hold, each with its reasons', async () => {
    const { view } = await scheduled('full', { ...VENUE, pitches: [VENUE.pitches[0]!], days: [{ date: SATURDAY, start: '09:00', end: '11:00' }] });
    expect(view.unplaced.length).toBeGreaterThan(0);
    expect(view.matches.length + view.unplaced.length).toBe(9);
    for (const { reasons } of view.unplaced) expect(reasons.length).toBeGreaterThan(0);
    expect(view.unplaced.flatMap((u) => u.reasons.map((r) => r.message)).join('\n')).toMatch(/venue full|no free/i);
  });

  it('keeps locked and played matches where they are when generated again, and the referee on a match that keeps its id', async () => {
    const { base, view } = await scheduled('regenerate');
    const [locked, played, assigned] = view.matches as [BoardMatch, BoardMatch, BoardMatch];
    expect((await admin('PUT', `${base}/schedule/matches/${locked.matchId}/lock`, { locked: true })).status).toBe(200);
    await asAdmin('POST', `${base}/matches/${played.matchId}/events`, { events: [consoleEvent('start'), consoleEvent('complete')] });
    const referee = await asAdmin<{ user: { uid: string } }>('POST', '/api/auth/create-user', {
      email: uniqueEmail('schedule-ref'),
      password: 'Referee123',
      displayName: 'Rolf Referee',
      role: { referee: true },
    });
    await asAdmin('PUT', `${base}/matches/${assigned.matchId}/referee`, { refereeId: referee.user.uid });

    await asAdmin('PUT', `${base}/schedule/setup`, { ...VENUE, seed: 42, pitches: [VENUE.pitches[1], { id: 'p3', name: 'South', size: '7v7', ages: ['u10', 'u12'] }] });
    const again = await asAdmin<ScheduleView>('POST', `${base}/schedule/generate`, { keepLocked: true });
    const find = (id: string) => again.matches.find((m) => m.matchId === id);
    expect(find(locked.matchId)).toMatchObject({ pitchId: locked.pitchId, date: locked.date, start: locked.start, locked: true });
    expect(find(played.matchId)).toMatchObject({ pitchId: played.pitchId, date: played.date, start: played.start, played: true });
    expect(find(assigned.matchId)).toMatchObject({ refereeId: referee.user.uid });
    expect(again.matches).toHaveLength(9);
  });
});

describe('the board', () => {
  it('refuses a move onto a conflicting slot with the reason, saves a legal one (locked), and never moves a played match', async () => {
    const { base, view } = await scheduled('board');
    const [first, ...rest] = view.matches as [BoardMatch, ...BoardMatch[]];
    const sameTeam = rest.find((m) => [m.homeTeam, m.awayTeam].some((team) => team === first.homeTeam || team === first.awayTeam));
    if (!sameTeam) throw new Error('no match sharing a team');
    const refused = await admin<{ error: string; message: string }>('PUT', `${base}/schedule/matches/${first.matchId}`, {
      pitchId: sameTeam.pitchId === 'p1' ? 'p2' : 'p1',
      date: sameTeam.date,
      start: sameTeam.start,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'move_refused', message: expect.stringMatching(/\w/) });

    const moved = await admin<ScheduleView>('PUT', `${base}/schedule/matches/${first.matchId}`, { pitchId: 'p2', date: SUNDAY, start: '17:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.matches.find((m) => m.matchId === first.matchId)).toMatchObject({ pitchId: 'p2', date: SUNDAY, start: '17:00', end: '17:45', locked: true });
    const { matches } = await asAdmin<{ matches: { matchId: string; date: string; time: string; field: string }[] }>('GET', `${base}/matches`);
    expect(matches.find((m) => m.matchId === first.matchId)).toMatchObject({ date: SUNDAY, time: '17:00', field: 'North 2' });

    const bad = await admin<{ fields: Record<string, string> }>('PUT', `${base}/schedule/matches/${first.matchId}`, { pitchId: 'p2', date: 'Sunday', start: '5pm' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['date', 'start']);

    await asAdmin('POST', `${base}/matches/${sameTeam.matchId}/events`, { events: [consoleEvent('start')] });
    const playing = await admin<{ message: string }>('PUT', `${base}/schedule/matches/${sameTeam.matchId}`, { pitchId: 'p1', date: SUNDAY, start: '16:00' });
    expect(playing).toMatchObject({ status: 409, body: { message: 'This match has started, so it stays where it is' } });
  });
});

describe('a weather day', () => {
  it('shifts the afternoon by an hour, flags the referee assignment, and e-mails the coach and the referee', async () => {
    const { base, view, coachEmail, coachedTeam } = await scheduled('weather');
    const coached = view.matches.filter((m) => m.homeTeam === coachedTeam || m.awayTeam === coachedTeam);
    const target = coached.find((m) => m.date === SATURDAY) ?? coached[0];
    if (!target) throw new Error('the coached team plays no match');
    const refereeEmail = uniqueEmail('schedule-referee');
    const referee = await asAdmin<{ user: { uid: string } }>('POST', '/api/auth/create-user', { email: refereeEmail, password: 'Referee123', displayName: 'Rut Referee', role: { referee: true } });
    await asAdmin('PUT', `${base}/matches/${target.matchId}/referee`, { refereeId: referee.user.uid });
    const inRange = view.matches.filter((m) => m.date === target.date && m.start >= target.start);

    const result = await asAdmin<ShiftResult>('POST', `${base}/schedule/shift`, { date: target.date, from: target.start, minutes: 60 });

    expect(result.moved.map((m) => m.matchId).sort()).toEqual(inRange.map((m) => m.matchId).sort());
    const later = (hhmm: string) => `${String(Number(hhmm.slice(0, 2)) + 1).padStart(2, '0')}${hhmm.slice(2)}`;
    expect(result.moved.find((m) => m.matchId === target.matchId)).toMatchObject({ start: later(target.start), end: later(target.end), pitchId: target.pitchId });
    expect(result.staleAssignments).toEqual([
      {
        matchId: target.matchId,
        refereeId: referee.user.uid,
        refereeName: 'Rut Referee',
        code: 'moved',
        messageId: 'scheduling.stale.moved',
        values: expect.objectContaining({ referee: 'Rut Referee' }),
        reason: expect.stringContaining('Rut Referee'),
      },
    ]);
    expect(result.notified).toBeGreaterThanOrEqual(2);
    for (const address of [coachEmail, refereeEmail]) {
      const mail = await mailTo(cloud, address);
      expect(mail.subject).toMatch(/^Schedule change: Schedule weather/);
      expect(mail.text).toContain(`${target.date} ${later(target.start)}`);
    }
    // The indexes follow the move: the referee's list (by referee and date) and the division's list (by division and date).
    const refereeToken = (await signIn(cloud, refereeEmail, 'Referee123')).idToken;
    const assigned = await call<{ matches: { matchId: string; time: string }[] }>('GET', '/api/matches/assigned', { token: refereeToken });
    expect(assigned.body.matches.find((m) => m.matchId === target.matchId)?.time).toBe(later(target.start));
    const division = await asAdmin<{ matches: { matchId: string; time: string }[] }>('GET', `${base}/matches?division=${encodeURIComponent(target.division)}`);
    expect(division.matches.find((m) => m.matchId === target.matchId)?.time).toBe(later(target.start));
  });
});

describe('versions', () => {
  it('saves a version, compares it with the current schedule and restores it', async () => {
    const { base, view } = await scheduled('versions');
    const saved = await admin<ScheduleVersionSummary>('POST', `${base}/schedule/versions`, { name: 'Draft 1' });
    expect(saved).toMatchObject({ status: 201, body: { name: 'Draft 1', matchCount: 9 } });
    expect((await admin('POST', `${base}/schedule/versions`, { name: ' ' })).status).toBe(400);
    const { versions } = await asAdmin<ScheduleVersionList>('GET', `${base}/schedule/versions`);
    expect(versions.map((v) => v.versionId)).toEqual([saved.body.versionId]);

    const first = view.matches[0] as BoardMatch;
    await asAdmin('PUT', `${base}/schedule/matches/${first.matchId}`, { pitchId: 'p2', date: SUNDAY, start: '17:00' });
    const comparison = await asAdmin<ScheduleVersionComparison>('GET', `${base}/schedule/versions/${saved.body.versionId}`);
    expect(comparison).toMatchObject({
      changed: [{ matchId: first.matchId, current: { pitchId: 'p2', date: SUNDAY, start: '17:00' }, version: { pitchId: first.pitchId, date: first.date, start: first.start } }],
      onlyInVersion: [],
      onlyInCurrent: [],
    });

    const restored = await asAdmin<ScheduleRestoreResult>('POST', `${base}/schedule/versions/${saved.body.versionId}/restore`);
    expect(restored).toMatchObject({ restored: 1, skipped: [] });
    expect(restored.schedule.matches.find((m) => m.matchId === first.matchId)).toMatchObject({ pitchId: first.pitchId, date: first.date, start: first.start });
    expect((await asAdmin<ScheduleVersionComparison>('GET', `${base}/schedule/versions/${saved.body.versionId}`)).changed).toEqual([]);
    expect((await admin('GET', `${base}/schedule/versions/v-nope`)).status).toBe(404);
  });

  it('goes with its tournament: deleting the tournament removes the setup and every version', async () => {
    const { tournamentId, base } = await scheduled('deleted');
    await asAdmin('POST', `${base}/schedule/versions`, { name: 'Before the rain' });
    const deleted = await admin<{ deleted: { scheduleVersions: number } }>('DELETE', base);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: { scheduleVersions: 1 } } });
    const db = createDatabase(cloud.resources.tableName, dynamo());
    expect((await db.entities.scheduleSetup.get({ tournamentId }).go()).data).toBeNull();
    expect((await db.entities.scheduleVersion.query.byTournament({ tournamentId }).go()).data).toEqual([]);
  });
});

describe('the organization boundary', () => {
  it("tells another organization's admin the tournament does not exist, on every scheduling route", async () => {
    const { base, view } = await scheduled('boundary');
    const other = { email: uniqueEmail('schedule-other'), password: 'Other1234' };
    expect((await call('POST', '/api/auth/signup', { body: { ...other, displayName: 'Other Admin', organizationName: 'Other Scheduling Org' } })).status).toBe(201);
    const token = (await signIn(cloud, other.email, other.password)).idToken;
    const requests: [string, string, unknown?][] = [
      ['GET', `${base}/schedule`],
      ['GET', `${base}/schedule/setup`],
      ['PUT', `${base}/schedule/setup`, VENUE],
      ['POST', `${base}/schedule/generate`, {}],
      ['PUT', `${base}/schedule/matches/${view.matches[0]?.matchId}`, { pitchId: 'p1', date: SUNDAY, start: '17:00' }],
      ['POST', `${base}/schedule/shift`, { date: SATURDAY, minutes: 30 }],
      ['POST', `${base}/schedule/versions`, { name: 'Mine' }],
    ];
    for (const [method, path, body] of requests) {
      const answer = await call(method, path, { token, ...(body !== undefined ? { body } : {}) });
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    const board = await asAdmin<ScheduleView>('GET', `${base}/schedule`);
    expect(board.matches.map((m) => [m.matchId, m.start])).toEqual(view.matches.map((m) => [m.matchId, m.start]));
  });
});
