import { describe, expect, it } from '@jest/globals';
import type { PublicMatch } from '@pitchside/shared';
import { publicMatch } from '../testing/public-match';
import { arrange, daysOf, pdfHref, printLine, teamMatches, teamsOf } from './print-sections';

let counter = 0;
const match = (overrides: Partial<PublicMatch>): PublicMatch => publicMatch({ matchId: `m-${++counter}`, groupName: 'Group A', ...overrides });

describe('the public printable schedule', () => {
  const matches = [
    match({ matchId: 'b', time: '10:00', field: 'Pitch 10' }),
    match({ matchId: 'a', time: '09:00', field: 'Pitch 2', status: 'completed', homeScore: 2, awayScore: 1 }),
    match({
      matchId: 'c',
      date: '2026-07-15',
      time: '14:00',
      field: 'Pitch 2',
      groupName: null,
      homeTeam: 'Winner Group A',
      homeTeamKey: '',
      awayTeam: 'Hammarby',
      awayTeamKey: 'hif',
      knockout: {
        code: 'F',
        roundName: 'Final',
        order: 1,
        homeLabel: 'Winner Group A',
        awayLabel: 'Winner Group B',
        homeSource: 'group:A:1',
        awaySource: 'group:B:1',
        extraTime: false,
        homePenalties: null,
        awayPenalties: null,
      },
    }),
  ];

  it('arranges by day, a table per pitch in natural order, each by kick-off', () => {
    const blocks = arrange(matches, 'day');
    expect(blocks.map((block) => [block.title, block.tables.map((table) => table.title)])).toEqual([
      ['Tuesday 14 July 2026', ['Pitch 2', 'Pitch 10']],
      ['Wednesday 15 July 2026', ['Pitch 2']],
    ]);
    expect(arrange(matches, 'day', '2026-07-15')).toHaveLength(1);
  });

  it('arranges by pitch, a table per day', () => {
    expect(arrange(matches, 'pitch').map((block) => [block.title, block.tables.map((table) => table.title)])).toEqual([
      ['Pitch 2', ['Tuesday 14 July 2026', 'Wednesday 15 July 2026']],
      ['Pitch 10', ['Tuesday 14 July 2026']],
    ]);
  });

  it('prints a team\u2019s own matches with their pitch, group or round, and only a score that is shown', () => {
    const mine = teamMatches(matches, 'hif');
    expect(mine.map((entry) => entry.matchId)).toEqual(['c']);
    expect(printLine(mine[0] as PublicMatch)).toMatchObject({ kickOff: '14:00', stage: 'Final', pitch: 'Pitch 2', score: '' });
    expect(printLine(matches[1] as PublicMatch)).toMatchObject({ stage: 'Group A', score: '2–1' });
    expect(teamsOf(matches).map((team) => team.team)).toEqual(['AIK', 'Hammarby', 'IFK']);
    expect(daysOf(matches)).toEqual(['2026-07-14', '2026-07-15']);
  });

  it('links the PDF of the same choice, in the language on screen', () => {
    expect(pdfHref('t 1', {})).toBe('/api/public/tournaments/t%201/schedule.pdf?lang=en');
    expect(pdfHref('t1', { date: '2026-07-14', team: 'aik', pitch: 'Pitch 2 (North)' })).toBe('/api/public/tournaments/t1/schedule.pdf?date=2026-07-14&team=aik&pitch=pitch-2-north&lang=en');
    expect(pdfHref('t1', { date: '2026-07-14' }, 'sv')).toBe('/api/public/tournaments/t1/schedule.pdf?date=2026-07-14&lang=sv');
  });
});
