import { describe, expect, it } from '@jest/globals';
import { matchContext } from './schedule-labels';

describe('matchContext', () => {
  it('says a group match\'s group and round, a knockout match\'s round by name, and nothing more for an imported one', () => {
    expect(matchContext({ division: 'U12 Boys', group: 'B', round: 2 })).toBe('U12 Boys · Group B · Round 2');
    expect(matchContext({ division: 'U12 Boys', group: '', round: 2, roundName: 'Semi-final' })).toBe('U12 Boys · Semi-final');
    expect(matchContext({ division: 'U12 Boys', group: '', round: 0 })).toBe('U12 Boys');
  });
});
