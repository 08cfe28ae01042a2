import type { MatchRecord } from '@pitchside/core/data';
import type { MatchSummary, RecordMatchEventsResult } from '@pitchside/shared';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signInDemo } from '../support/sign-in';
import { tableReaders } from '../support/table-readers';
import { consoleEvent, playedEvents } from '../support/tournament-fixture';
import { createScheduledKnockout, organizerCalls } from '../support/scheduled-knockout';
import { until } from '../support/until';

/**
 * The knockout end to end: the organizer generates a group stage with a knockout (the scheduling API),
 * the group matches are played through the matches API, and the standings consumer (the queue) fills
 * the knockout rows in; a semi-final level after extra time is decided on penalties and its winner goes
 * on to the final, its loser to the third-place match.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const { matches, structure } = tableReaders(cloud);
let adminToken = '';
let tournamentId = '';

const DAY_1 = '2026-09-05';
const DAY_2 = '2026-09-06';
const TEAMS = ['Arsenal', 'Brentford', 'Chelsea', 'Dulwich', 'Everton', 'Fulham'];

const asAdmin = organizerCalls(call, () => adminToken);

const rows = () => matches.listByTournament(tournamentId);
const knockoutRow = async (code: string) => (await rows()).find((m) => m.stage === 'knockout' && m.knockoutCode === code) as MatchRecord;
const sides = (m: MatchRecord | undefined) => (m ? `${m.homeTeam} v ${m.awayTeam}` : 'missing');
const events = (matchId: string, list: unknown[]) => call<RecordMatchEventsResult>('POST', `/api/tournaments/${tournamentId}/matches/${matchId}/events`, { token: adminToken, body: { events: list } });

/** Plays a match to the end: `home`–`away` goals, everything applied. */
async function play(match: MatchRecord, home: number, away: number, more: unknown[] = []): Promise<RecordMatchEventsResult> {
  const answer = await events(match.matchId, playedEvents(home, away, more));
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Each group's table is the alphabetical order of its teams: the earlier name wins every match 1–0. */
async function playGroup(group: string): Promise<void> {
  for (const match of (await rows()).filter((m) => m.stage === 'group' && m.group === group)) {
    const homeWins = match.homeTeam.localeCompare(match.awayTeam) < 0;
    const answer = await play(match, homeWins ? 1 : 0, homeWins ? 0 : 1);
    expect(answer.results.every((result) => result.outcome === 'applied')).toBe(true);
  }
}

const groupOrder = async (group: string) => {
  const names = new Set((await rows()).filter((m) => m.stage === 'group' && m.group === group).flatMap((m) => [m.homeTeam, m.awayTeam]));
  return [...names].sort((a, b) => a.localeCompare(b));
};

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  const { tournament, view } = await createScheduledKnockout(asAdmin, {
    name: `Knockout Cup ${Date.now()}`,
    venue: 'Craven Cottage',
    teams: TEAMS,
    days: [DAY_1, DAY_2],
    pitches: [
      { id: 'p1', name: 'Pitch 1', size: '7v7', ages: ['u12'] },
      { id: 'p2', name: 'Pitch 2', size: '7v7', ages: ['u12'] },
    ],
  });
  tournamentId = tournament.tournamentId;
  // The board names knockout rounds as people say them; group matches keep their group and round.
  expect(
    view.matches
      .filter((m) => m.roundName)
      .map((m) => m.roundName)
      .sort(),
  ).toEqual(['Final', 'Semi-final', 'Semi-final', 'Third place']);
  expect(view.matches.filter((m) => !m.roundName).every((m) => m.group !== '' && m.round > 0)).toBe(true);
}, 90_000);

describe('a generated knockout', () => {
  it('has its rows with placeholders and no teams, after the group stage', async () => {
    const all = await rows();
    const knockout = all.filter((m) => m.stage === 'knockout').sort((a, b) => (a.knockoutCode ?? '').localeCompare(b.knockoutCode ?? ''));
    expect(knockout.map((m) => [m.knockoutCode, m.roundName, m.homeTeam, m.awayTeam, m.homeTeamKey, m.awayTeamKey])).toEqual([
      ['3P', 'Third place', 'Loser SF1', 'Loser SF2', null, null],
      ['F', 'Final', 'Winner SF1', 'Winner SF2', null, null],
      ['SF1', 'Semi-final', 'Winner Group A', '2nd Group B', null, null],
      ['SF2', 'Semi-final', 'Winner Group B', '2nd Group A', null, null],
    ]);
    const lastGroupMatch = all
      .filter((m) => m.stage === 'group')
      .map((m) => `${m.date} ${m.time}`)
      .sort()
      .at(-1) as string;
    for (const semi of knockout.filter((m) => m.roundName === 'Semi-final')) expect(`${semi.date} ${semi.time}` > lastGroupMatch).toBe(true);
    expect(all.filter((m) => m.stage === 'group')).toHaveLength(6);
  });

  it('fills a group’s places when that group completes, then the rest when the other does', async () => {
    await playGroup('A');
    const [a1, a2] = await groupOrder('A');
    // Each knockout row is filled by its own write: wait for both places a group feeds, not just the first.
    await until(async () => ((await knockoutRow('SF1')).homeTeam === a1 && (await knockoutRow('SF2')).awayTeam === a2 ? true : undefined), 'the semi-finals to get group A’s places');
    expect(sides(await knockoutRow('SF1'))).toBe(`${a1} v 2nd Group B`);
    expect(sides(await knockoutRow('SF2'))).toBe(`Winner Group B v ${a2}`);
    expect((await knockoutRow('SF1')).homeTeamKey).toBeTruthy();

    await playGroup('B');
    const [b1, b2] = await groupOrder('B');
    await until(async () => ((await knockoutRow('SF2')).homeTeam === b1 && (await knockoutRow('SF1')).awayTeam === b2 ? true : undefined), 'the semi-finals to get group B’s places');
    expect(sides(await knockoutRow('SF1'))).toBe(`${a1} v ${b2}`);
    expect(sides(await knockoutRow('SF2'))).toBe(`${b1} v ${a2}`);
    expect(sides(await knockoutRow('F'))).toBe('Winner SF1 v Winner SF2');
  }, 90_000);

  it('refuses to complete a level semi-final, takes extra time and penalties, and sends the winner to the final', async () => {
    const semi = await knockoutRow('SF1');
    const level = await events(semi.matchId, [
      consoleEvent('start'),
      consoleEvent('goal', { teamType: 'home', playerId: 'p-1', playerName: 'Home' }),
      consoleEvent('goal', { teamType: 'away', playerId: 'p-2', playerName: 'Away' }),
      consoleEvent('complete'),
    ]);
    expect(level.body.results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied', 'rejected']);
    expect(level.body.results[3]).toMatchObject({ code: 'needs_winner', message: 'A knockout match needs a winner: record extra time or penalties' });
    const decided = await events(semi.matchId, [consoleEvent('extra-time'), consoleEvent('penalties', { homePenalties: 3, awayPenalties: 4 }), consoleEvent('complete')]);
    expect(decided.body.results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied']);
    expect(decided.body.match).toMatchObject({ status: 'completed', homeScore: 1, awayScore: 1, homePenalties: 3, awayPenalties: 4, stage: 'knockout', roundName: 'Semi-final' });
    expect(decided.body.match.extraTimeStartedAt).toBeTruthy();

    // The away side won the shoot-out: it is in the final; the home side plays for third place.
    await until(async () => ((await knockoutRow('F')).homeTeam === semi.awayTeam ? true : undefined), 'the shoot-out winner to reach the final');
    expect(sides(await knockoutRow('F'))).toBe(`${semi.awayTeam} v Winner SF2`);
    expect(sides(await knockoutRow('3P'))).toBe(`${semi.homeTeam} v Loser SF2`);

    // Knockout matches are no part of the group tables: each team still has its two group matches.
    const table = await structure.teams(tournamentId);
    expect(table.find((row) => row.team === semi.homeTeam)?.MP).toBe(2);

    const listed = await asAdmin<{ matches: MatchSummary[] }>('GET', `/api/tournaments/${tournamentId}/matches`);
    expect(listed.matches.find((m) => m.matchId === semi.matchId)?.knockout).toMatchObject({ code: 'SF1', roundName: 'Semi-final', homePenalties: 3, awayPenalties: 4, extraTime: true });
  }, 60_000);

  it('refuses extra time and penalties in a group match', async () => {
    const group = (await rows()).find((m) => m.stage === 'group') as MatchRecord;
    const answer = await events(group.matchId, [consoleEvent('reset'), consoleEvent('start'), consoleEvent('penalties', { homePenalties: 5, awayPenalties: 4 })]);
    expect(answer.body.results[2]).toMatchObject({ outcome: 'rejected', code: 'not_knockout' });
  });
});
