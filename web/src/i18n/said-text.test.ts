import { describe, expect, it } from '@jest/globals';
import { WEB_MESSAGE_CATALOGS } from '@pitchside/shared';
import { createIntl } from 'react-intl';
import { englishIntl } from './testing';
import { wordedWithDetails } from './said-text';

const swedish = () => createIntl({ locale: 'sv', defaultLocale: 'en', messages: { ...WEB_MESSAGE_CATALOGS.sv } });

describe('a reason made of parts, worded in the reader’s language', () => {
  const lock = {
    message: 'locked on p1 at 2026-07-14 17:30 is not allowed: The match (60 min) does not fit inside 2026-07-14 09:00–18:00',
    messageId: 'scheduling.unplacedReason.locked',
    values: { pitch: 'p1', date: '2026-07-14', start: '17:30' },
    details: [
      {
        message: 'The match (60 min) does not fit inside 2026-07-14 09:00–18:00',
        messageId: 'scheduling.rule.outsideWindow',
        values: { minutes: 60, date: '2026-07-14', open: '09:00', close: '18:00' },
      },
    ],
  };

  it('says in English exactly what the scheduler wrote', () => {
    expect(wordedWithDetails(englishIntl(), lock)).toBe(lock.message);
  });

  it('words the lock and the rule it breaks in Swedish, not a word of the English left', () => {
    const text = wordedWithDetails(swedish(), lock);
    expect(text).toMatch(/^låst på p1 2026-07-14 17:30 är inte tillåtet: /);
    expect(text).not.toContain('does not fit');
  });

  it('keeps the English when this build does not know the reason', () => {
    expect(wordedWithDetails(swedish(), { ...lock, messageId: 'scheduling.unplacedReason.fromTheFuture' })).toBe(lock.message);
  });
});
