import { defineCases, type MatrixContext } from './matrix-types';

/**
 * The scheduling service's lines. Fixtures in the demo organization: a tournament the demo tournament
 * admin is linked to, with a venue, a generated schedule of one division and a saved version. Every
 * request is safe to repeat (the same move, a shift of a day without matches, a restore of the same
 * version), so each allowed caller gets a 2xx or a rule's 4xx, never a 5xx.
 */
const ORGANIZERS = ['admin', 'tournamentadmin'] as const;
const SETUP = {
  pitches: [
    { id: 'p1', name: 'Matrix 1', size: '7v7', ages: ['u12'] },
    { id: 'p2', name: 'Matrix 2', size: '7v7', ages: ['u12'] },
  ],
  days: [{ date: '2026-09-05', start: '09:00', end: '17:00' }],
};

async function asAdmin<T>(context: MatrixContext, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await context.call<T>(method, path, { token: context.adminToken, headers: context.demoOrg, ...(body !== undefined ? { body } : {}) });
  if (answer.status >= 300) throw new Error(`Fixture ${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const schedulingCases = defineCases({
  async setup(context) {
    const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>(context, 'POST', '/api/tournaments', {
      name: `Matrix Scheduling ${Date.now()}`,
      type: 'tournament',
      days: 'weekends',
      startDate: '2026-09-05',
      endDate: '2026-09-05',
      venue: 'Matrix Park',
      ageGroups: ['u12'],
      genders: ['boys'],
    });
    const base = `/api/tournaments/${tournament.tournamentId}`;
    await asAdmin(context, 'POST', `${base}/admins`, { uid: context.uids.get('tournamentadmin') });
    await asAdmin(context, 'POST', `${base}/divisions`, { name: 'Matrix U12', age: 'u12', gender: 'boys' });
    for (const team of ['Matrix A', 'Matrix B', 'Matrix C']) await asAdmin(context, 'POST', `${base}/teams`, { team, division: 'Matrix U12' });
    await asAdmin(context, 'PUT', `${base}/schedule/setup`, SETUP);
    const view = await asAdmin<{ matches: { matchId: string; pitchId: string; date: string; start: string }[] }>(context, 'POST', `${base}/schedule/generate`, {});
    const version = await asAdmin<{ versionId: string }>(context, 'POST', `${base}/schedule/versions`, { name: 'Matrix' });
    const [first] = view.matches;
    // The move puts the match where it already is: allowed callers succeed, and nothing else changes.
    return { base, matchId: first?.matchId ?? 'none', slot: { pitchId: first?.pitchId ?? 'p1', date: first?.date ?? '2026-09-05', start: first?.start ?? '09:00' }, versionId: version.versionId };
  },
  cases: {
    getScheduleSetup: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `${f.base}/schedule/setup` }) },
    saveScheduleSetup: { allowed: ORGANIZERS, request: (f) => ({ method: 'PUT', path: `${f.base}/schedule/setup`, body: SETUP }) },
    getSchedule: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `${f.base}/schedule` }) },
    generateSchedule: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `${f.base}/schedule/generate`, body: {} }) },
    moveScheduledMatch: { allowed: ORGANIZERS, request: (f) => ({ method: 'PUT', path: `${f.base}/schedule/matches/${f.matchId}`, body: f.slot }) },
    lockScheduledMatch: { allowed: ORGANIZERS, request: (f) => ({ method: 'PUT', path: `${f.base}/schedule/matches/${f.matchId}/lock`, body: { locked: true } }) },
    // A day without matches: nothing moves, nobody is e-mailed, whoever asks.
    shiftSchedule: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `${f.base}/schedule/shift`, body: { date: '2030-01-05', minutes: 30 } }) },
    // Running late by 0 on the pitch of the first match (on time already): nothing changes, nobody is told. The demo
    // referee has no match here, so a referee is refused like everyone else (their own matches: scheduling-running-late.test.ts).
    previewDelay: {
      allowed: ORGANIZERS,
      request: (f) => ({ method: 'POST', path: `${f.base}/schedule/delays/preview`, body: { target: { kind: 'pitch', pitchId: f.slot.pitchId, date: f.slot.date }, minutes: 0 } }),
    },
    applyDelay: {
      allowed: ORGANIZERS,
      request: (f) => ({ method: 'POST', path: `${f.base}/schedule/delays`, body: { target: { kind: 'pitch', pitchId: f.slot.pitchId, date: f.slot.date }, minutes: 0 } }),
    },
    listScheduleVersions: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `${f.base}/schedule/versions` }) },
    saveScheduleVersion: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `${f.base}/schedule/versions`, body: { name: 'Matrix again' } }) },
    compareScheduleVersion: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `${f.base}/schedule/versions/${f.versionId}` }) },
    restoreScheduleVersion: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `${f.base}/schedule/versions/${f.versionId}/restore` }) },
  },
});
