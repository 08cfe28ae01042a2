import { describe, expect, it } from '@jest/globals';
import { scheduleSetupSchema, type BoardMatch, type ScheduleView } from '@pitchside/shared';
import { buildBoardRules, checkMove, type BoardTeam } from './board-rules';

const setup = scheduleSetupSchema.parse({
  pitches: [
    { id: 'p1', name: 'Pitch 1', size: '9v9', ages: ['u12'] },
    { id: 'p2', name: 'Pitch 2', size: '9v9', ages: ['u12', 'u14'] },
    { id: 'p3', name: 'Mini', size: '5v5', ages: ['u8'] },
  ],
  days: [
    { date: '2026-06-06', start: '09:00', end: '18:00' },
    { date: '2026-06-07', start: '09:00', end: '12:00' },
  ],
  changeoverMinutes: 5,
  minRestMinutes: 60,
  maxMatchesPerTeamPerDay: 2,
});

let sequence = 0;
function match(fields: Partial<BoardMatch> & Pick<BoardMatch, 'homeTeam' | 'awayTeam'>): BoardMatch {
  sequence += 1;
  return {
    matchId: `m${sequence}`,
    divisionId: 'd12',
    division: 'U12 Boys',
    age: 'u12',
    group: 'A',
    round: 1,
    pitchId: 'p1',
    date: '2026-06-06',
    start: '09:00',
    end: '09:50',
    locked: false,
    played: false,
    refereeId: '',
    ...fields,
  };
}

function board(matches: BoardMatch[], teams: BoardTeam[] = [], clubRule = false) {
  const view: Pick<ScheduleView, 'setup' | 'matches'> = { setup: { ...setup, clubRule }, matches };
  return buildBoardRules(view, teams, { firstHalfDuration: 1500, breakDuration: 300 });
}

describe('the board checks a drop with the shared rules', () => {
  const first = match({ homeTeam: 'Alpha', awayTeam: 'Bravo', start: '09:00', end: '09:50' });
  const second = match({ homeTeam: 'Charlie', awayTeam: 'Delta', pitchId: 'p2', start: '09:00', end: '09:50' });
  const third = match({ homeTeam: 'Alpha', awayTeam: 'Charlie', pitchId: 'p1', start: '11:00', end: '11:50', round: 2 });
  const rules = board([first, second, third]);

  it('takes the length of a match from the board (25 + 5 + 25 here)', () => {
    expect(rules.lengthOf(third)).toBe(50);
  });

  it('lets a match go to a free, legal slot', () => {
    expect(checkMove(rules, third, { pitchId: 'p2', date: '2026-06-06', start: '14:00' })).toEqual({ ok: true });
  });

  it('refuses a slot where one of its teams is already playing, naming the team', () => {
    const result = checkMove(rules, third, { pitchId: 'p2', date: '2026-06-06', start: '09:00' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.violations.map((violation) => violation.code)).toEqual(expect.arrayContaining(['pitch-overlap', 'team-overlap']));
    const clashes = result.violations.filter((violation) => violation.code === 'team-overlap').map((violation) => violation.message);
    expect(clashes).toEqual(['Alpha is already playing at 2026-06-06 09:00', 'Charlie is already playing at 2026-06-06 09:00']);
  });

  it('refuses too little rest, a taken pitch, a pitch for other ages and a slot past the day', () => {
    const rest = checkMove(rules, third, { pitchId: 'p2', date: '2026-06-06', start: '10:20' });
    expect(!rest.ok && rest.reason).toMatch(/would rest less than 60 min/);
    const taken = checkMove(rules, second, { pitchId: 'p1', date: '2026-06-06', start: '09:30' });
    expect(!taken.ok && taken.violations.some((violation) => violation.code === 'pitch-overlap')).toBe(true);
    const age = checkMove(rules, third, { pitchId: 'p3', date: '2026-06-06', start: '15:00' });
    expect(!age.ok && age.reason).toBe('Mini does not allow Under 12');
    const late = checkMove(rules, third, { pitchId: 'p1', date: '2026-06-07', start: '11:30' });
    expect(!late.ok && late.violations[0]?.code).toBe('outside-window');
  });

  it('counts an imported match as occupying its pitch and teams, but never moves it on the board', () => {
    // The issue: imported matches blocked nothing, so a generated match could land on their pitch slot.
    const imported = match({ homeTeam: 'Alpha', awayTeam: 'Echo', group: '', round: 0, pitchId: 'p2', start: '14:00', end: '15:45' });
    const withImported = board([first, second, third, imported]);
    const onTop = checkMove(withImported, third, { pitchId: 'p2', date: '2026-06-06', start: '14:00' });
    expect(!onTop.ok && onTop.violations.map((violation) => violation.code)).toEqual(expect.arrayContaining(['pitch-overlap', 'team-overlap']));
    expect(checkMove(withImported, imported, { pitchId: 'p1', date: '2026-06-06', start: '16:00' })).toMatchObject({
      ok: false,
      reason: 'Only matches of the generated schedule can be moved on the board',
    });
  });

  it('never moves a match that has been played', () => {
    const played = { ...third, played: true };
    expect(checkMove(board([first, second, played]), played, { pitchId: 'p2', date: '2026-06-06', start: '14:00' })).toMatchObject({ ok: false });
  });

  it('places a match that has no slot yet', () => {
    const waiting = match({ homeTeam: 'Bravo', awayTeam: 'Delta', pitchId: '', start: '', end: '' });
    const withWaiting = board([first, second, third, waiting]);
    expect(checkMove(withWaiting, waiting, { pitchId: 'p2', date: '2026-06-06', start: '13:00' })).toEqual({ ok: true });
    expect(checkMove(withWaiting, waiting, { pitchId: 'p2', date: '2026-06-06', start: '09:30' })).toMatchObject({ ok: false });
  });

  it('keeps a club apart across divisions when the club rule is on', () => {
    const teams: BoardTeam[] = [
      { teamKey: 'hammarby-u12', team: 'Hammarby', divisionId: 'd12', club: 'Hammarby IF' },
      { teamKey: 'hammarby-u14', team: 'Hammarby', divisionId: 'd14', club: 'Hammarby IF' },
    ];
    const u12 = match({ homeTeam: 'Hammarby', awayTeam: 'Bravo', start: '09:00', end: '09:50' });
    const u14 = match({ homeTeam: 'Hammarby', awayTeam: 'Echo', divisionId: 'd14', division: 'U14 Boys', age: 'u14', pitchId: 'p2', start: '13:00', end: '13:50' });
    const target = { pitchId: 'p2', date: '2026-06-06', start: '09:00' };
    expect(checkMove(board([u12, u14], teams, false), u14, target)).toEqual({ ok: true });
    const refused = checkMove(board([u12, u14], teams, true), u14, target);
    expect(!refused.ok && refused.violations[0]?.code).toBe('club-overlap');
  });
});
