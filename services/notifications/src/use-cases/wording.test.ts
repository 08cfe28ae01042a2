import type { MatchRecord } from '@pitchside/core';
import { wording } from './wording';

/** A stored match as the sender reads it; only the fields the wording uses matter. */
const match = (extra: Partial<MatchRecord>): MatchRecord =>
  ({ tournamentId: 't1', matchId: 'm1', homeTeam: 'Alpha FC', awayTeam: 'Bravo IK', homeScore: 0, awayScore: 0, goals: [], division: 'U12 Boys', date: '2026-07-14', time: '10:25', field: 'Pitch 4', status: '', ...extra }) as unknown as MatchRecord;

describe('wording.moved', () => {
  it('shows the expected kick-off of a match running late, with the delay, as every other screen does', () => {
    const pushed = wording.moved(match({ delayMinutes: 20 }), 'Pitch 4 is running 20 minutes late', '2026-07-14T08:00:00Z');
    expect(pushed.title).toBe('New time: Alpha FC v Bravo IK');
    expect(pushed.body).toBe('Now 10:45 (+20) on Pitch 4 (2026-07-14). Pitch 4 is running 20 minutes late');
    expect(pushed.url).toBe('/t/t1/m/m1');
  });

  it('shows the published time alone when the match is on time again', () => {
    expect(wording.moved(match({ delayMinutes: 0 }), undefined, '2026-07-14T08:00:00Z').body).toBe('Now 10:25 on Pitch 4 (2026-07-14)');
  });
});
