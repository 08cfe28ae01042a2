import { describe, expect, it } from '@jest/globals';
import { cardLanes } from './time-grid';

describe('cardLanes', () => {
  it('gives clashing cards of one pitch their own lane, so none covers another; the rest keep the full width', () => {
    const lanes = cardLanes([
      { matchId: 'a', start: 540, end: 600 },
      { matchId: 'b', start: 540, end: 600 }, // the issue: two cards on one pitch slot
      { matchId: 'c', start: 570, end: 630 },
      { matchId: 'd', start: 700, end: 760 },
    ]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 3 });
    expect(lanes.get('b')).toEqual({ lane: 1, lanes: 3 });
    expect(lanes.get('c')).toEqual({ lane: 2, lanes: 3 });
    expect(lanes.get('d')).toEqual({ lane: 0, lanes: 1 });
  });
});
