import { describe, expect, it } from '@jest/globals';
import type { MatchView } from '@pitchside/shared';
import { playedToday } from './today-order';

const match = (matchId: string, date: string, time: string, effectiveStatus: MatchView['effectiveStatus']) => ({ matchId, date, time, effectiveStatus }) as MatchView;

describe('today’s matches on home', () => {
  it('keeps today’s only, live first, then the next kick-offs, finished ones last', () => {
    const list = [
      match('done', '2026-06-01', '08:00', 'completed'),
      match('later', '2026-06-01', '11:00', ''),
      match('tomorrow', '2026-06-02', '07:00', ''),
      match('live', '2026-06-01', '10:00', 'in_progress'),
      match('next', '2026-06-01', '09:00', ''),
    ];
    expect(playedToday(list, '2026-06-01').map((view) => view.matchId)).toEqual(['live', 'next', 'later', 'done']);
  });
});
