import { describe, expect, it } from '@jest/globals';
import type { PublicDivision, PublicMatch } from '@pitchside/shared';
import { publicMatch } from '../public/testing/public-match';
import { dataAgeMinutes, displayView, venueDay, type DisplayInput } from './display-view';
import { pitchesOf, signLinks, signTeamsOf } from './signs/sign-links';

const at = (iso: string) => Date.parse(iso);
const division = (name: string, teams: string[]): PublicDivision => ({
  divisionId: name,
  name,
  age: 'u12',
  gender: 'boys',
  resultsHidden: false,
  brackets: [
    {
      name: 'Group A',
      table: teams.map((team, index) => ({ position: index + 1, team, teamKey: team.toLowerCase(), club: null, MP: 1, W: 0, D: 0, L: 0, GF: 0, GA: 0, GD: 0, PTS: 0, decidedBy: null })),
    },
  ],
});

function input(matches: PublicMatch[], over: Partial<DisplayInput> = {}): DisplayInput {
  return {
    tournament: { divisions: [division('Boys U12', ['AIK', 'IFK']), division('Girls U12', ['Hammarby', 'Djurgården'])], timeZone: 'Europe/Stockholm' },
    matches,
    announcements: [],
    divisions: [],
    rotationSeconds: 15,
    now: at('2026-07-14T08:30:00Z'),
    ...over,
  };
}

describe('the venue screen', () => {
  it("shows per pitch the next kick-off of the venue's day with its delay, and only the chosen divisions", () => {
    const view = displayView(
      input(
        [
          publicMatch({ matchId: 'a', field: 'Pitch 10', time: '11:00' }),
          publicMatch({ matchId: 'b', field: 'Pitch 2', time: '10:25', delayMinutes: 20 }),
          publicMatch({ matchId: 'c', field: 'Pitch 2', time: '11:30' }),
          publicMatch({ matchId: 'd', field: 'Pitch 3', time: '09:00', date: '2026-07-15' }),
          publicMatch({ matchId: 'e', field: 'Pitch 4', time: '09:00', division: 'Girls U12' }),
        ],
        { divisions: ['Boys U12'] },
      ),
    );
    expect(view.today).toBe('2026-07-14');
    expect(view.next.map(({ field, kickOff }) => `${field} ${kickOff}`)).toEqual(['Pitch 2 10:45 (+20)', 'Pitch 10 11:00']);
  });

  it('lists live matches by pitch and the latest results newest first, never a hidden score', () => {
    const view = displayView(
      input([
        publicMatch({ matchId: 'l1', field: 'Pitch 3', class: 'live', homeScore: 1, awayScore: 0 }),
        publicMatch({ matchId: 'l2', field: 'Pitch 1', class: 'live' }),
        publicMatch({ matchId: 'r1', time: '08:00', class: 'completed', homeScore: 2, awayScore: 2 }),
        publicMatch({ matchId: 'r2', time: '09:00', class: 'completed', homeScore: 1, awayScore: 0 }),
        publicMatch({ matchId: 'r3', time: '09:30', class: 'completed', resultsHidden: true }),
      ]),
    );
    expect(view.live.map((match) => match.matchId)).toEqual(['l2', 'l1']);
    expect(view.latest.map((match) => match.matchId)).toEqual(['r2', 'r1']);
  });

  it('turns the tables at the rotation speed and rolls over to the next day by itself', () => {
    const matches = [publicMatch({ matchId: 'today' }), publicMatch({ matchId: 'tomorrow', date: '2026-07-15' })];
    const first = displayView(input(matches, { now: at('2026-07-14T08:30:00Z') }));
    const later = displayView(input(matches, { now: at('2026-07-14T08:30:15Z') }));
    expect(first.table?.division).not.toBe(later.table?.division);
    expect(first.table?.count).toBe(2);
    // 00:30 in Stockholm is still 22:30 UTC the day before.
    const nextDay = displayView(input(matches, { now: at('2026-07-14T22:30:00Z') }));
    expect(nextDay.today).toBe('2026-07-15');
    expect(nextDay.next.map(({ match }) => match.matchId)).toEqual(['tomorrow']);
  });

  it('puts an urgent announcement on the whole screen and the others in the band', () => {
    const announcements = [
      { announcementId: '2', text: 'Lightning: all pitches cleared', urgent: true, createdAt: '2026-07-14T08:31:00Z' },
      { announcementId: '1', text: 'Food trucks open', urgent: false, createdAt: '2026-07-14T08:00:00Z' },
    ];
    const view = displayView(input([], { announcements }));
    expect(view.urgent?.text).toBe('Lightning: all pitches cleared');
    expect(view.notices.map((notice) => notice.text)).toEqual(['Food trucks open']);
  });

  it('says how old the data is in whole minutes', () => {
    expect(dataAgeMinutes(at('2026-07-14T08:00:00Z'), at('2026-07-14T08:03:59Z'))).toBe(3);
    expect(venueDay(at('2026-07-14T23:30:00Z'), 'Not/AZone')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('venue signs', () => {
  it('lead to the public page, a pitch, a team, and keep a display token out of what a server sees', () => {
    const matches = [publicMatch({ field: 'Pitch 10' }), publicMatch({ matchId: 'm2', field: 'Pitch 2', homeTeam: 'Öster', homeTeamKey: 'oster' })];
    expect(pitchesOf(matches)).toEqual(['Pitch 2', 'Pitch 10']);
    expect(signTeamsOf(matches).map((team) => team.team)).toEqual(['AIK', 'IFK', 'Öster']);
    expect(signLinks.pitch('https://p.example', 't 1', 'Pitch 2')).toBe('https://p.example/t/t%201/print?by=pitch&pitch=Pitch%202');
    expect(signLinks.display('https://p.example', 'abc_-1')).toBe('https://p.example/display#abc_-1');
  });
});
