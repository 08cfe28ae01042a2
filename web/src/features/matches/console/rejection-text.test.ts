import { describe, expect, it } from '@jest/globals';
import { MATCH_EVENT_REJECTIONS, type MatchEventRejectionCode } from '@pitchside/shared';
import { englishIntl } from '../../../i18n/testing';
import { rejectionText } from './rejection-text';

describe('the console’s refusals', () => {
  it('says every reason the match can give in English exactly as the server words it', () => {
    const intl = englishIntl();
    for (const [code, message] of Object.entries(MATCH_EVENT_REJECTIONS) as [MatchEventRejectionCode, string][]) {
      expect(rejectionText(intl, { code, message: 'ignored' })).toBe(message);
    }
  });

  it('keeps the server’s words for a reason this build does not know', () => {
    expect(rejectionText(englishIntl(), { code: 'something_new', message: 'Something new' })).toBe('Something new');
  });
});
