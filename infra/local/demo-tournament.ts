import type { MatchRosters, MatchSummary, RecordMatchEventsResult, ScheduleSetupInput, ScheduleView, TeamSummary, TournamentDetail, TournamentSummary } from '@pitchside/shared';
import { demoAccount } from './demo-accounts';
import { demoSession, waitFor, type DemoApi } from './demo-api';
import { DEMO_DIVISIONS, DEMO_REFEREE_MATCH_CODE, DEMO_SEMI_FINAL_RESULT, DEMO_TOURNAMENT_NAME, groupResult, isPlayedBeforeDemo, scorerOf, squadOf, type DemoDivision } from './demo-tournament-plan';

/** The demo's matches last 30 minutes of play: within the 15 + 5 + 15 the tournament is created with. */
const FULL_TIME_MINUTE = 30;

export interface DemoTournament {
  tournamentId: string;
  /** The public page a newcomer opens first: /t/<id>. */
  publicUrl: string;
  /** False when an earlier start had seeded it already (nothing was written). */
  created: boolean;
}

/**
 * `npm start` seeds, once, a published tournament that shows the product working: two divisions with
 * group tables, a knockout part played, named scorers, and a semi-final the demo referee can run. It is
 * built as an organizer would build it, through the API: teams and squads, the structure, a generated
 * schedule (groups + knockout), results through the match event log (so the standings consumer computes
 * the tables and fills the knockout), then publishing. Publishing is the last step, so a tournament of
 * that name still in draft is a seed that stopped half way: it is deleted and built again.
 */
export async function seedDemoTournament(options: { gatewayUrl: string; userPoolClientId: string; today?: string }): Promise<DemoTournament> {
  const session = (role: 'admin' | 'referee' | 'coach') => demoSession(options.gatewayUrl, options.userPoolClientId, demoAccount(role));
  const [admin, referee, coach] = await Promise.all([session('admin'), session('referee'), session('coach')]);
  const api = admin.api;
  const link = (tournamentId: string) => `${options.gatewayUrl}/t/${tournamentId}`;

  const { tournaments } = await api.call<{ tournaments: TournamentSummary[] }>('GET', '/api/tournaments');
  const existing = tournaments.filter((candidate) => candidate.name === DEMO_TOURNAMENT_NAME);
  const published = existing.find((candidate) => !candidate.draft);
  if (published) return { tournamentId: published.tournamentId, publicUrl: link(published.tournamentId), created: false };
  for (const half of existing) await api.call('DELETE', `/api/tournaments/${half.tournamentId}`);

  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const teamIds = await seedTeamsAndSquads(api, coach.uid);
  const { tournament } = await api.call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: DEMO_TOURNAMENT_NAME,
    type: 'tournament',
    days: 'weekends',
    startDate: today,
    endDate: today,
    venue: 'Harbour Park',
    ageGroups: [...new Set(DEMO_DIVISIONS.map((division) => division.age))],
    genders: [...new Set(DEMO_DIVISIONS.map((division) => division.gender))],
    // Short halves so a demo match can be run through in a coffee break.
    firstHalfDuration: 900,
    breakDuration: 300,
    secondHalfDuration: 900,
  });
  const base = `/api/tournaments/${tournament.tournamentId}`;
  for (const division of DEMO_DIVISIONS) {
    await api.call('POST', `${base}/divisions`, { name: division.name, age: division.age, gender: division.gender });
    const { structure } = (await api.call<{ tournament: TournamentDetail }>('GET', base)).tournament;
    const divisionId = structure.divisions.find((candidate) => candidate.name === division.name)?.divisionId;
    // Groups are the division's own brackets, so two divisions may each have a 'Group A'.
    for (const bracket of new Set(division.teams.map((team) => team.bracket))) await api.call('POST', `${base}/brackets`, { name: bracket, divisionId });
    for (const team of division.teams) {
      await api.call('POST', `${base}/teams`, { team: team.name, club: team.club, division: division.name, bracket: team.bracket, teamId: teamIds.get(team.name) });
    }
  }

  await generateSchedule(api, base, today);
  await playResults(api, base);
  await api.call('PUT', `${base}/matches/${(await knockoutMatch(api, base, DEMO_REFEREE_MATCH_CODE)).matchId}/referee`, { refereeId: referee.uid });
  await api.call('POST', `${base}/publish`);
  return { tournamentId: tournament.tournamentId, publicUrl: link(tournament.tournamentId), created: true };
}

/** The organization's teams with their squads; teams the demo organization has already are reused. */
async function seedTeamsAndSquads(api: DemoApi, coachUid: string): Promise<Map<string, string>> {
  const { teams } = await api.call<{ teams: TeamSummary[] }>('GET', '/api/teams');
  const ids = new Map<string, string>();
  for (const division of DEMO_DIVISIONS) {
    for (const team of division.teams) {
      let teamId = teams.find((candidate) => candidate.name === team.name)?.teamId;
      if (!teamId) {
        const created = await api.call<{ team: { teamId: string } }>('POST', '/api/teams', {
          name: team.name,
          club: team.club,
          age: division.age,
          gender: division.teamGender,
          ...(team.coachedByDemoCoach ? { coachUid } : {}),
        });
        teamId = created.team.teamId;
      }
      ids.set(team.name, teamId);
      // A registration id already on the team is skipped by the import (spec §5): seeding twice adds nobody.
      await api.call('POST', `/api/teams/${teamId}/players/import`, { players: squadOf(team, division.teamGender) });
    }
  }
  return ids;
}

/** One day at Harbour Park, three pitches; the U12 groups feed semi-finals and a final, the U14s play a league. */
async function generateSchedule(api: DemoApi, base: string, today: string): Promise<void> {
  const detail = (await api.call<{ tournament: TournamentDetail }>('GET', base)).tournament;
  const divisionId = (division: DemoDivision) => detail.structure.divisions.find((candidate) => candidate.name === division.name)?.divisionId ?? division.name;
  const ages = DEMO_DIVISIONS.map((division) => division.age);
  const setup: ScheduleSetupInput = {
    pitches: ['Pitch 1', 'Pitch 2', 'Pitch 3'].map((name, index) => ({ id: `pitch-${index + 1}`, name, size: '9v9' as const, ages })),
    days: [{ date: today, start: '09:00', end: '19:00' }],
    minRestMinutes: 30,
    maxMatchesPerTeamPerDay: 5,
    formats: Object.fromEntries(
      DEMO_DIVISIONS.map((division) => [
        divisionId(division),
        division.format === 'groups-knockout' ? { type: 'groups-knockout' as const, knockout: { qualifiersPerGroup: 2, thirdPlaceMatch: false } } : { type: 'round-robin' as const },
      ]),
    ),
  };
  await api.call('PUT', `${base}/schedule/setup`, setup);
  const view = await api.call<ScheduleView>('POST', `${base}/schedule/generate`, {});
  if (view.unplaced.length > 0) throw new Error(`Demo seed: the generator could not place ${view.unplaced.length} matches`);
}

const matchesOf = async (api: DemoApi, base: string) => (await api.call<{ matches: MatchSummary[] }>('GET', `${base}/matches`)).matches;

/** A knockout match once both its sides are known (the standings consumer fills them behind the queue). */
async function knockoutMatch(api: DemoApi, base: string, code: string): Promise<MatchSummary> {
  return waitFor(async () => {
    const match = (await matchesOf(api, base)).find((candidate) => candidate.knockout?.code === code);
    return match && match.homeTeam !== match.knockout?.homeLabel && match.awayTeam !== match.knockout?.awayLabel ? match : undefined;
  }, `both sides of ${code}`);
}

/** The group matches played before the demo opens, then the first semi-final once the groups have filled it. */
async function playResults(api: DemoApi, base: string): Promise<void> {
  for (const match of await matchesOf(api, base)) {
    if (match.knockout) continue;
    const division = DEMO_DIVISIONS.find((candidate) => candidate.name === match.division);
    const result = division && groupResult(division, match.homeTeam, match.awayTeam);
    if (!division || !result || !isPlayedBeforeDemo(division, match.homeTeam, match.awayTeam)) continue;
    await playMatch(api, base, match, result.homeGoals, result.awayGoals);
  }
  const semi = await knockoutMatch(api, base, DEMO_SEMI_FINAL_RESULT.code);
  await playMatch(api, base, semi, DEMO_SEMI_FINAL_RESULT.goals[0], DEMO_SEMI_FINAL_RESULT.goals[1]);
}

/** A whole match through the event log, as the referee console sends it: kick-off, named goals, a card, the final whistle. */
async function playMatch(api: DemoApi, base: string, match: MatchSummary, homeGoals: number, awayGoals: number): Promise<void> {
  const path = `${base}/matches/${match.matchId}`;
  const rosters = await api.call<MatchRosters>('GET', `${path}/rosters`);
  // The whistle blows now, 30 minutes after kick-off: a match older than its halves and break would count as
  // over already (spec §4, auto-completion) and refuse the events that come after.
  const kickOff = Date.now() - FULL_TIME_MINUTE * 60_000;
  const at = (minute: number) => new Date(kickOff + minute * 60_000).toISOString();
  const id = (what: string) => `demo-${match.matchId}-${what}`;
  const goals = (['home', 'away'] as const)
    .flatMap((teamType) => {
      const count = teamType === 'home' ? homeGoals : awayGoals;
      const squad = rosters[teamType]
        .map((player) => ({ name: player.name, jerseyNumber: player.jerseyNumber ?? 0, registrationId: player.playerId, playerId: player.playerId }))
        .sort((a, b) => a.jerseyNumber - b.jerseyNumber);
      return Array.from({ length: count }, (_, index) => {
        const scorer = scorerOf(squad, index) as (typeof squad)[number] | undefined;
        if (!scorer) throw new Error(`Demo seed: ${match[teamType === 'home' ? 'homeTeam' : 'awayTeam']} has no players to score`);
        const minute = teamType === 'home' ? 4 + index * 9 : 8 + index * 11;
        return {
          id: id(`${teamType}-goal-${index}`),
          type: 'goal',
          at: at(minute),
          teamType,
          playerId: scorer.playerId,
          playerName: scorer.name,
          jerseyNumber: scorer.jerseyNumber,
          matchTime: minute,
        };
      });
    })
    .sort((a, b) => a.matchTime - b.matchTime);
  const booked = rosters.away[1];
  const card = booked ? [{ id: id('card'), type: 'card', at: at(21), teamType: 'away', playerId: booked.playerId, playerName: booked.name, cardType: 'yellow', minute: 21 }] : [];
  const events = [{ id: id('start'), type: 'start', at: at(0) }, ...goals, ...card, { id: id('complete'), type: 'complete', at: at(FULL_TIME_MINUTE) }];
  const answer = await api.call<RecordMatchEventsResult>('POST', `${path}/events`, { events });
  const rejected = answer.results.filter((result) => result.outcome === 'rejected');
  if (rejected.length > 0) throw new Error(`Demo seed: ${match.homeTeam} v ${match.awayTeam}: ${JSON.stringify(rejected)}`);
}
