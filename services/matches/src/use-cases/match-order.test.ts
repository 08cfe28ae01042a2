import type { MatchView } from '@pitchside/shared';
import { todayFirst } from './match-view';

/** The order a referee's and a coach's match lists are read in at the touchline (spec: today's first). */
describe('todayFirst', () => {
  const view = (matchId: string, date: string, time: string) => ({ matchId, date, time }) as MatchView;

  it("puts today's matches first by kick-off, then upcoming ones soonest first, then past ones latest first", () => {
    const views = [
      view('past-old', '2026-06-01', '09:00'),
      view('later', '2026-06-12', '09:00'),
      view('today-late', '2026-06-10', '15:00'),
      view('past-recent', '2026-06-09', '18:00'),
      view('tomorrow', '2026-06-11', '10:00'),
      view('today-early', '2026-06-10', '09:30'),
    ];
    expect(todayFirst(views, '2026-06-10').map((match) => match.matchId)).toEqual(['today-early', 'today-late', 'tomorrow', 'later', 'past-recent', 'past-old']);
  });

  it('orders matches of one past day by kick-off', () => {
    const views = [view('b', '2026-06-01', '11:00'), view('a', '2026-06-01', '09:00')];
    expect(todayFirst(views, '2026-06-10').map((match) => match.matchId)).toEqual(['a', 'b']);
  });
});
