import { describe, expect, it } from '@jest/globals';
import { englishIntl } from '../../i18n/testing';
import { matchContext } from './schedule-labels';

const intl = englishIntl();

describe('matchContext', () => {
  it("says a group match's group and round, a knockout match's round by name, and nothing more for an imported one", () => {
    expect(matchContext(intl, { division: 'U12 Boys', group: 'B', round: 2 })).toBe('U12 Boys · Group B · Round 2');
    expect(matchContext(intl, { division: 'U12 Boys', group: '', round: 2, roundName: 'Semi-final' })).toBe('U12 Boys · Semi-final');
    expect(matchContext(intl, { division: 'U12 Boys', group: '', round: 0 })).toBe('U12 Boys');
  });
});
