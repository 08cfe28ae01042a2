import type { MatchSummary, MatchView, PublicMatch, PublicStatistics, PublicTournament, TeamSummary, TournamentSummary } from '@pitchside/shared';
import { seedDemoTournament, type DemoTournament } from '../../infra/local/demo-tournament';
import { DEMO_DIVISIONS, DEMO_REFEREE_MATCH_CODE, DEMO_TOURNAMENT_NAME, GROUP_RESULTS, squadOf } from '../../infra/local/demo-tournament-plan';
import { apiClient, PAST_THE_EDGE } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signInDemo } from '../support/sign-in';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';
import { knockoutSlotMismatches, tableFromMatches, tableMismatches, unnamedGoals, type InvariantMatch } from '../support/tournament-invariants';
import { until } from '../support/until';

/**
 * The demo tournament `npm start` seeds, seeded here into the test cloud by the same function: what a
 * newcomer sees on its public page (group tables with the right totals, a knockout filled from them, named
 * scorers) and the semi-final the demo referee can run. Seeding twice writes nothing the second time.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
let demo: DemoTournament;
let again: DemoTournament;
let adminToken = '';

const publicRead = async <T>(path: string): Promise<T> => {
  const answer = await call<T>('GET', `/api/public/tournaments/${demo.tournamentId}${path}`, { headers: PAST_THE_EDGE });
  expect(answer.status).toBe(200);
  return answer.body;
};

const asInvariant = (match: PublicMatch): InvariantMatch => ({ ...match, homeScore: match.homeScore ?? 0, awayScore: match.awayScore ?? 0 });

beforeAll(async () => {
  const options = { gatewayUrl: cloud.url, userPoolClientId: cloud.resources.userPoolClientId };
  demo = await seedDemoTournament(options);
  again = await seedDemoTournament(options);
  adminToken = await signInDemo(cloud, 'admin');
}, 180_000);

describe('the demo tournament', () => {
  it('is seeded once: a second start finds it and writes nothing', async () => {
    expect(demo.created).toBe(true);
    expect(again).toEqual({ ...demo, created: false });
    expect(demo.publicUrl).toBe(`${cloud.url}/t/${demo.tournamentId}`);
    const listed = await call<{ tournaments: TournamentSummary[] }>('GET', '/api/tournaments', { token: adminToken, headers: DEMO_ORG_HEADERS });
    expect(listed.body.tournaments.filter((tournament) => tournament.name === DEMO_TOURNAMENT_NAME)).toHaveLength(1);
    const teams = await call<{ teams: TeamSummary[] }>('GET', '/api/teams', { token: adminToken, headers: DEMO_ORG_HEADERS });
    for (const division of DEMO_DIVISIONS) {
      for (const team of division.teams) {
        const own = teams.body.teams.filter((candidate) => candidate.name === team.name);
        expect({ team: team.name, count: own.length, players: own[0]?.totalPlayers }).toEqual({ team: team.name, count: 1, players: squadOf(team, division.teamGender).length });
      }
    }
  });

  it('is public, with group tables whose totals are those of its completed matches', async () => {
    const tournament = await publicRead<PublicTournament>('');
    expect(tournament.name).toBe(DEMO_TOURNAMENT_NAME);
    const { matches } = await publicRead<{ matches: PublicMatch[] }>('/matches');
    for (const division of DEMO_DIVISIONS) {
      const shown = tournament.divisions.find((candidate) => candidate.name === division.name);
      const groups = [...new Set(division.teams.map((team) => team.bracket))];
      expect(shown?.brackets.map((bracket) => bracket.name).sort()).toEqual(groups);
      for (const group of groups) {
        const table = shown?.brackets.find((bracket) => bracket.name === group)?.table ?? [];
        const played = matches.filter((match) => match.division === division.name && match.bracket === group && !match.knockout).map(asInvariant);
        expect(tableMismatches(tableFromMatches(played), table)).toEqual([]);
        // The results were chosen so each group finishes in the order the plan lists its teams.
        const inOrder = division.teams.filter((team) => team.bracket === group).map((team) => team.name);
        expect([...table].sort((a, b) => a.position - b.position).map((row) => row.team)).toEqual(inOrder);
        const completed = played.filter((match) => match.status === 'completed').length;
        expect(completed).toBe(Math.min(division.playedPerGroup ?? GROUP_RESULTS.length, GROUP_RESULTS.length));
      }
    }
    const boys = tournament.divisions.find((division) => division.name === 'U12 Boys');
    const groupA = boys?.brackets.find((bracket) => bracket.name === 'Group A')?.table ?? [];
    expect([...groupA].sort((a, b) => a.position - b.position).map((row) => [row.team, row.MP, row.W, row.D, row.L, row.GF, row.GA, row.PTS])).toEqual([
      ['Harbour City U12', 3, 2, 1, 0, 6, 2, 7],
      ['Northside Rovers U12', 3, 1, 1, 1, 5, 4, 4],
      ['Riverside U12', 3, 1, 1, 1, 3, 5, 4],
      ['Oakfield U12', 3, 0, 1, 2, 1, 4, 1],
    ]);
  });

  it('has a knockout filled from the group tables by the standings consumer, one semi-final played', async () => {
    const tournament = await publicRead<PublicTournament>('');
    const boys = tournament.divisions.find((division) => division.name === 'U12 Boys');
    const tables = new Map((boys?.brackets ?? []).map((bracket) => [bracket.name.replace(/^Group /, ''), [...(bracket.table ?? [])].sort((a, b) => a.position - b.position).map((row) => row.team)]));
    const knockout = await until(async () => {
      const { matches } = await publicRead<{ matches: PublicMatch[] }>('/matches');
      const rows = matches.filter((match) => match.knockout);
      return rows.find((match) => match.knockout?.code === 'F' && match.homeTeam === 'Harbour City U12') ? rows : undefined;
    }, 'the semi-final winner to reach the final');
    expect(knockoutSlotMismatches(knockout.map(asInvariant), tables)).toEqual([]);
    const byCode = (code: string) => knockout.find((match) => match.knockout?.code === code);
    expect(byCode('SF1')).toMatchObject({ homeTeam: 'Harbour City U12', awayTeam: 'Hillcrest U12', status: 'completed', homeScore: 3, awayScore: 1 });
    expect(byCode('SF2')).toMatchObject({ homeTeam: 'Lakeside U12', awayTeam: 'Northside Rovers U12', class: 'upcoming' });
    expect(byCode('F')).toMatchObject({ homeTeam: 'Harbour City U12', awayTeam: 'Winner SF2' });
  });

  it('names the scorer of every goal, and its statistics count them', async () => {
    const { matches } = await publicRead<{ matches: PublicMatch[] }>('/matches');
    const completed = matches.filter((match) => match.status === 'completed');
    expect(unnamedGoals(completed.map((match) => ({ ...asInvariant(match), goals: match.goals })))).toEqual([]);
    const statistics = await publicRead<PublicStatistics>('/statistics');
    const goals = completed.reduce((sum, match) => sum + (match.homeScore ?? 0) + (match.awayScore ?? 0), 0);
    expect(statistics.topScorers.reduce((sum, scorer) => sum + scorer.goals, 0)).toBe(goals);
    expect(statistics.topScorers.every((scorer) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(scorer.playerName))).toBe(true);
    // Each scorer's tally is the number of goals the match pages name them for, in their own team.
    const tally = new Map<string, number>();
    for (const match of completed) {
      for (const goal of match.goals) {
        const key = `${goal.playerName} (${goal.teamType === 'home' ? match.homeTeam : match.awayTeam})`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(statistics.topScorers.map((scorer) => [`${scorer.playerName} (${scorer.team})`, scorer.goals]))).toEqual(Object.fromEntries(tally));
    // The group winners' number 7 scores first in every match, the semi-final too: four goals, at the top.
    expect(statistics.topScorers[0]?.goals).toBe(4);
    expect(statistics.topScorers.filter((scorer) => scorer.goals === 4).map((scorer) => scorer.playerName)).toContain('Leo Sjoberg');
  });

  it('gives the demo referee a semi-final to run, with both squads to name scorers from', async () => {
    const refereeToken = await signInDemo(cloud, 'referee');
    const assigned = await call<{ matches: MatchView[] }>('GET', '/api/matches/assigned', { token: refereeToken });
    const semi = assigned.body.matches.find((match) => match.tournamentId === demo.tournamentId);
    expect(semi).toMatchObject({ homeTeam: 'Lakeside U12', awayTeam: 'Northside Rovers U12', status: '' });
    const listed = await call<{ matches: MatchSummary[] }>('GET', `/api/tournaments/${demo.tournamentId}/matches`, { token: adminToken, headers: DEMO_ORG_HEADERS });
    expect(listed.body.matches.find((match) => match.matchId === semi?.matchId)?.knockout?.code).toBe(DEMO_REFEREE_MATCH_CODE);
    const rosters = await call<{ home: { name: string }[]; away: { name: string }[] }>('GET', `/api/tournaments/${demo.tournamentId}/matches/${semi?.matchId}/rosters`, { token: refereeToken });
    expect(rosters.status).toBe(200);
    expect(rosters.body.away.map((player) => player.name)).toContain('Leo Moberg');
  });
});
