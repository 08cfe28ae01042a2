import type { MatchRecord } from '@pitchside/core/data';
import type { MatchSummary, PublicMatch, PublicTeamPage, RecordMatchEventsResult } from '@pitchside/shared';
import { apiClient, PAST_THE_EDGE } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { pdfText } from '../support/pdfjs-text';
import { createScheduledKnockout, organizerCalls } from '../support/scheduled-knockout';
import { signInDemo } from '../support/sign-in';
import { tableReaders } from '../support/table-readers';
import { playedEvents } from '../support/tournament-fixture';
import { until } from '../support/until';

/**
 * A U7–U11 style age group that hides its results, with a knockout: when group A completes, the standings
 * consumer writes its winner into the semi-final. That filled slot says who won the group, so every public
 * surface (reads, team and pitch calendars, the printed PDF) must still show the placeholder, while the
 * organizer sees the team.
 */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const { matches } = tableReaders(cloud);
let adminToken = '';
let tournamentId = '';
let winnerA = '';
let winnerAKey = '';
let semi: MatchRecord;

const asAdmin = organizerCalls(call, () => adminToken);
const rows = () => matches.listByTournament(tournamentId);
const publicPath = (path: string) => `/api/public/tournaments/${tournamentId}${path}`;
const read = (path: string) => fetch(`${cloud.url}${publicPath(path)}`, { headers: PAST_THE_EDGE });

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  const { tournament } = await createScheduledKnockout(asAdmin, {
    name: `Hidden Knockout Cup ${Date.now()}`,
    venue: 'Minis Park',
    teams: ['Arsenal', 'Brentford', 'Chelsea', 'Dulwich', 'Everton', 'Fulham'],
    days: ['2026-10-03', '2026-10-04'],
    pitches: [
      { id: 'p1', name: 'Pitch 1', size: '7v7', ages: ['u12'] },
      { id: 'p2', name: 'Pitch 2', size: '7v7', ages: ['u12'] },
    ],
  });
  tournamentId = tournament.tournamentId;
  await asAdmin('POST', `/api/tournaments/${tournamentId}/publish`);
  await asAdmin('PUT', `/api/tournaments/${tournamentId}/age-groups/u12`, { hideResults: true });
  // Group A played: the earlier name wins each match, so it tops the group and fills SF1's home side.
  for (const match of (await rows()).filter((m) => m.stage === 'group' && m.group === 'A')) {
    const homeWins = match.homeTeam.localeCompare(match.awayTeam) < 0;
    const answer = await call<RecordMatchEventsResult>('POST', `/api/tournaments/${tournamentId}/matches/${match.matchId}/events`, {
      token: adminToken,
      body: { events: playedEvents(homeWins ? 1 : 0, homeWins ? 0 : 1) },
    });
    expect(answer.status).toBe(200);
  }
  semi = await until(async () => (await rows()).find((m) => m.knockoutCode === 'SF1' && m.homeTeamKey), 'group A’s winner to fill the semi-final');
  winnerA = semi.homeTeam;
  winnerAKey = semi.homeTeamKey as string;
}, 120_000);

describe('a filled knockout slot of an age group that hides its results', () => {
  it('is its placeholder in the public match, list and team page, and the organizer still sees the team', async () => {
    const one = (await (await read(`/matches/${semi.matchId}`)).json()) as PublicMatch;
    expect(one).toMatchObject({ homeTeam: 'Winner Group A', homeTeamKey: '', knockout: expect.objectContaining({ homeLabel: 'Winner Group A' }) });
    expect(JSON.stringify(one)).not.toContain(winnerA);
    const list = (await (await read('/matches')).json()) as { matches: PublicMatch[] };
    expect(list.matches.find((m) => m.matchId === semi.matchId)).toMatchObject({ homeTeam: 'Winner Group A', homeTeamKey: '' });
    const team = (await (await read(`/teams/${encodeURIComponent(winnerAKey)}`)).json()) as PublicTeamPage;
    expect(team.matches.length).toBeGreaterThan(0);
    expect(team.matches.map((m) => m.matchId)).not.toContain(semi.matchId);

    const organizer = await asAdmin<{ matches: MatchSummary[] }>('GET', `/api/tournaments/${tournamentId}/matches`);
    expect(organizer.matches.find((m) => m.matchId === semi.matchId)).toMatchObject({ homeTeam: winnerA });
  });

  it('is in no team’s calendar, and the pitch’s calendar names its placeholder', async () => {
    const teamFeed = await (await read(`/teams/${encodeURIComponent(winnerAKey)}/calendar.ics`)).text();
    expect(teamFeed).toContain('BEGIN:VEVENT');
    expect(teamFeed).not.toContain(semi.matchId);
    const pitchFeed = (await (await read(`/pitches/${encodeURIComponent(semi.pitchId ?? 'p1')}/calendar.ics`)).text()).replace(/\r\n[ \t]/g, '');
    expect(pitchFeed).toContain(semi.matchId);
    expect(pitchFeed).toMatch(/SUMMARY:Winner Group A v 2nd Group B/);
  });

  it('prints its placeholder in the public PDF', async () => {
    const response = await read('/schedule.pdf');
    expect(response.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).join('\n');
    expect(text).toContain('Winner Group A');
  });
});
