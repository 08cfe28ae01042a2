import { fairPlayPoints } from './fair-play';

describe('fairPlayPoints (FIFA)', () => {
  it('is 0 without cards', () => expect(fairPlayPoints([])).toBe(0));
  it('takes 1 for a yellow', () => expect(fairPlayPoints([{ cardType: 'yellow', playerId: 'p1' }])).toBe(-1));
  it('takes 4 for a straight red', () => expect(fairPlayPoints([{ cardType: 'red', playerId: 'p1' }])).toBe(-4));

  it('takes 3, not 4, for a yellow followed by a second yellow', () => {
    expect(
      fairPlayPoints([
        { cardType: 'yellow', playerId: 'p1' },
        { cardType: 'second_yellow', playerId: 'p1' },
      ]),
    ).toBe(-3);
    expect(
      fairPlayPoints([
        { cardType: 'yellow', playerId: 'p1' },
        { cardType: 'yellow', playerId: 'p1' },
      ]),
    ).toBe(-3);
  });

  it('takes 5 for a yellow and then a straight red', () => {
    expect(
      fairPlayPoints([
        { cardType: 'yellow', playerId: 'p1' },
        { cardType: 'red', playerId: 'p1' },
      ]),
    ).toBe(-5);
  });

  it('adds up over players, and counts cards without a player one by one', () => {
    expect(fairPlayPoints([{ cardType: 'yellow', playerId: 'p1' }, { cardType: 'yellow', playerId: 'p2' }, { cardType: 'yellow' }, { cardType: 'yellow', playerId: null }])).toBe(-4);
  });
});
