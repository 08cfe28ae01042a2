import type { MatchRecord } from '@pitchside/core/data';
import type { RecordMatchEventsResult, ScheduleSetupInput, ScheduleView } from '@pitchside/shared';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signInDemo } from '../support/sign-in';
import { tableReaders } from '../support/table-readers';
import { DEMO_ORG_HEADERS, playedEvents } from '../support/tournament-fixture';
import { organizerCalls } from '../support/scheduled-knockout';
import { until } from '../support/until';

/**
 * The tournament against the local cloud: groups made as brackets first, a match already there
 * (added by hand, as an import would), a setup that would draw its own groups, then Generate. The
 * generation must ask, keep the match as its fixture, play the brackets (not a draw), count every match
 * in the conflicts; results of hand-added and generated matches must both reach the tables; and the
 * knockout must seed from the same groups the tables show.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const { matches, structure } = tableReaders(cloud);
let adminToken = '';
let tournamentId = '';
let base = '';

const DAY = '2026-09-12';

const admin = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, { token: adminToken, headers: DEMO_ORG_HEADERS, ...(body !== undefined ? { body } : {}) });
const asAdmin = organizerCalls(call, () => adminToken);

async function play(match: MatchRecord, home: number, away: number): Promise<void> {
  const answer = await call<RecordMatchEventsResult>('POST', `${base}/matches/${match.matchId}/events`, { token: adminToken, body: { events: playedEvents(home, away) } });
  expect(answer.status).toBe(200);
}

const rows = () => matches.listByTournament(tournamentId);
const pair = (m: { homeTeam: string; awayTeam: string }) => [m.homeTeam, m.awayTeam].sort().join(' v ');

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: `Existing Cup ${Date.now()}`,
    type: 'tournament',
    days: 'weekends',
    startDate: DAY,
    endDate: DAY,
    venue: 'Riverside',
    ageGroups: ['u12'],
    genders: ['boys'],
    firstHalfDuration: 900,
    breakDuration: 300,
    secondHalfDuration: 900,
  });
  tournamentId = tournament.tournamentId;
  base = `/api/tournaments/${tournamentId}`;
  await asAdmin('POST', `${base}/divisions`, { name: 'Boys U12', age: 'u12', gender: 'boys' });
  // The groups as brackets: Northgate and Riverside in Group A, Lakeside and Hilltop in Group B.
  await asAdmin('POST', `${base}/brackets`, { name: 'Group A', divisionId: 'boys-u12' });
  await asAdmin('POST', `${base}/brackets`, { name: 'Group B', divisionId: 'boys-u12' });
  for (const [team, bracket] of [
    ['Northgate', 'Group A'],
    ['Riverside', 'Group A'],
    ['Lakeside', 'Group B'],
    ['Hilltop', 'Group B'],
  ]) {
    await asAdmin('POST', `${base}/teams`, { team, division: 'Boys U12', bracket });
  }
  // Already on the schedule before anything is generated: Northgate v Riverside at 09:00 on Pitch 1.
  await asAdmin('POST', `${base}/matches`, { division: 'Boys U12', age: 'u12', gender: 'boys', date: DAY, time: '09:00', field: 'Pitch 1', homeTeam: 'Northgate', awayTeam: 'Riverside' });
  const setup: ScheduleSetupInput = {
    pitches: [
      { id: 'p1', name: 'Pitch 1', size: '7v7', ages: ['u12'] },
      { id: 'p2', name: 'Pitch 2', size: '7v7', ages: ['u12'] },
    ],
    days: [{ date: DAY, start: '09:00', end: '18:00' }],
    minRestMinutes: 30,
    // A draw of groups of two that would not be the brackets: the brackets must win.
    formats: { 'boys-u12': { type: 'groups-knockout', groupSize: 2, knockout: { qualifiersPerGroup: 1 } } },
  };
  await asAdmin('PUT', `${base}/schedule/setup`, setup);
}, 90_000);

describe('generating beside a match that is already there', () => {
  it('asks first, then keeps it as its fixture: nothing twice, no clash, the brackets played', async () => {
    const unasked = await admin<{ error: string }>('POST', `${base}/schedule/generate`, {});
    expect(unasked.status).toBe(409);
    expect(unasked.body.error).toBe('existing_matches');

    const view = await asAdmin<ScheduleView>('POST', `${base}/schedule/generate`, { existing: 'keep' });
    const group = view.matches.filter((m) => !m.roundName);
    expect(group.map(pair).sort()).toEqual(['Hilltop v Lakeside', 'Northgate v Riverside']);
    expect(view.matches.filter((m) => m.roundName).map((m) => [m.roundName, m.homeTeam, m.awayTeam])).toEqual([['Final', 'Winner Group A', 'Winner Group B']]);
    expect(view.violations).toEqual([]);
    expect(view.unplaced).toEqual([]);
    const slots = view.matches.map((m) => `${m.pitchId}@${m.start}`);
    expect(new Set(slots).size).toBe(slots.length);
  }, 60_000);

  it('counts a hand-added and a generated result in their group tables, and seeds the knockout from the same groups', async () => {
    const all = await rows();
    const byHand = all.find((m) => pair(m) === 'Northgate v Riverside') as MatchRecord;
    const generated = all.find((m) => pair(m) === 'Hilltop v Lakeside') as MatchRecord;
    await play(byHand, byHand.homeTeam === 'Northgate' ? 0 : 2, byHand.homeTeam === 'Northgate' ? 2 : 0); // Riverside win
    await play(generated, generated.homeTeam === 'Lakeside' ? 1 : 0, generated.homeTeam === 'Lakeside' ? 0 : 1); // Lakeside win
    const tables = await until(async () => {
      const teams = await structure.teams(tournamentId);
      return teams.every((team) => team.MP === 1) ? teams : undefined;
    }, 'both results in the tables');
    expect(tables.map((team) => [team.team, team.bracket, team.MP, team.PTS]).sort()).toEqual([
      ['Hilltop', 'Group B', 1, 0],
      ['Lakeside', 'Group B', 1, 3],
      ['Northgate', 'Group A', 1, 0],
      ['Riverside', 'Group A', 1, 3],
    ]);
    const final = await until(async () => {
      const row = (await rows()).find((m) => m.stage === 'knockout');
      return row?.homeTeamKey && row.awayTeamKey ? row : undefined;
    }, 'the final to get its teams');
    expect([final.homeTeam, final.awayTeam]).toEqual(['Riverside', 'Lakeside']);
  }, 90_000);
});
