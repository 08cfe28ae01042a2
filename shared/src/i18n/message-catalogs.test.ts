import { describe, expect, it } from '@jest/globals';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { SERVER_CATALOGS } from './catalog';
import { MESSAGE_CATALOGS, WEB_MESSAGE_CATALOGS, type MessageCatalogs, type MessageId } from './catalog/messages';
import { formatServerMessage } from './format-server-message';
import { LOCALES, type Locale } from './locales';
import { fillMessage, worded } from './message';
import { importMessageText, importSaid } from '../imports/import-messages';
import { mailText } from './mail-messages';

const IDS = Object.keys(MESSAGE_CATALOGS.en) as MessageId[];
const TRANSLATIONS = LOCALES.filter((locale) => locale !== 'en');

/** Messages that are rightly the same words in a language as in English: a place and its message, a date and time, 'pts', 'Final'. */
const SAME_AS_ENGLISH: Partial<Record<Locale, readonly MessageId[]>> = {
  sv: ['imports.placed', 'scheduleMail.at', 'scheduleOutput.round.final', 'refereePay.words.match', 'scheduling.unplacedReason.withDetails'],
  de: ['imports.placed', 'scheduleMail.at', 'scheduling.unplacedReason.withDetails'],
  es: ['imports.placed', 'scheduleMail.at', 'scheduleOutput.round.final', 'refereePay.words.total', 'scheduling.unplacedReason.withDetails'],
  fr: ['push.points', 'scheduleMail.at', 'refereePay.words.date', 'refereePay.words.match', 'refereePay.words.total'],
};

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** A value for each argument a message takes: a name with a quote in it, a date, a number. */
function sampleValues(message: string): Record<string, string | number> {
  return Object.fromEntries(
    [...argumentsOf(parse(message))].map((name, index) => [name, /minutes|max|placed|needed|years|count|days|hours|points/.test(name) ? index + 2 : `O'Neil ${name} ${index}`]),
  );
}

describe('the areas’ message catalogs (catalog/<area>/<code>.ts: one per language, keyed by id)', () => {
  it.each(TRANSLATIONS)('%s words exactly the ids English has, as valid ICU taking the same values, never as an English copy', (locale) => {
    const catalog = MESSAGE_CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual([...IDS].sort());
    const same = new Set(SAME_AS_ENGLISH[locale] ?? []);
    for (const id of IDS) {
      const english = [...argumentsOf(parse(MESSAGE_CATALOGS.en[id]))].sort();
      expect({ id, values: [...argumentsOf(parse(catalog[id]))].sort(), copied: catalog[id] === MESSAGE_CATALOGS.en[id] }).toEqual({ id, values: english, copied: same.has(id) });
    }
  });

  it.each(LOCALES)('%s renders every message with its values (intl-messageformat, as the server does)', (locale) => {
    for (const id of IDS) {
      const values = sampleValues(MESSAGE_CATALOGS.en[id]);
      const text = formatServerMessage(locale, { id, values });
      expect({ id, text: text.length > 0, unfilled: /\{\w+\}/.test(text) }).toEqual({ id, text: true, unfilled: false });
      for (const value of Object.values(values)) if (typeof value === 'string') expect(text).toContain(value);
    }
  });

  it('fills English without an ICU parser exactly as intl-messageformat formats it (the rules and the import lines are filled in the browser too)', () => {
    for (const id of Object.keys(WEB_MESSAGE_CATALOGS.en) as MessageId[]) {
      const values = Object.fromEntries(Object.entries(sampleValues(MESSAGE_CATALOGS.en[id])).map(([name, value]) => [name, typeof value === 'number' ? value + 10 : value]));
      expect({ id, text: fillMessage(MESSAGE_CATALOGS.en[id], values) }).toEqual({ id, text: String(new IntlMessageFormat(MESSAGE_CATALOGS.en[id], 'en').format(values)) });
    }
    expect(fillMessage("There is no pitch ''{pitch}''", { pitch: 'p9' })).toBe("There is no pitch 'p9'");
    expect(fillMessage("It's '{'literal'}' {x}", { x: 1 })).toBe("It's {literal} 1");
    expect(() => fillMessage('{count, plural, one {#} other {#}}', { count: 1 })).toThrow();
    expect(() => fillMessage('{missing}')).toThrow();
  });

  it('shares no id with the server catalog, and the web words every area it renders', () => {
    expect(IDS.filter((id) => Object.hasOwn(SERVER_CATALOGS.en, id))).toEqual([]);
    for (const locale of LOCALES) for (const [id, message] of Object.entries(WEB_MESSAGE_CATALOGS[locale])) expect(MESSAGE_CATALOGS[locale][id as MessageId]).toBe(message);
  });
});

describe('rewording an English message (issue 30: one way to word a message)', () => {
  const id: MessageId = 'scheduling.rule.teamOverlap';
  const values = { team: 'Adler', at: '2026-06-06 09:00' };
  const reworded: MessageCatalogs = { ...MESSAGE_CATALOGS, en: { ...MESSAGE_CATALOGS.en, [id]: '{team} already has a match at {at}' } };

  it.each(TRANSLATIONS)('leaves %s rendering its own words for the id', (locale) => {
    expect(formatServerMessage(locale, { id, values }, reworded)).toBe(formatServerMessage(locale, { id, values }));
    expect(formatServerMessage(locale, { id, values }, reworded)).not.toContain('already has a match');
  });

  it('says the new English everywhere the English is made: the server’s formatting and shared code’s own `message`', () => {
    expect(formatServerMessage('en', { id, values }, reworded)).toBe('Adler already has a match at 2026-06-06 09:00');
    expect(worded(reworded.en, id, values)).toEqual({ message: 'Adler already has a match at 2026-06-06 09:00', messageId: id, values });
    expect(worded(MESSAGE_CATALOGS.en, id, values).message).toBe('Adler is already playing at 2026-06-06 09:00');
  });
});

describe('rewording an English import message', () => {
  const id: MessageId = 'imports.teamThere';
  const values = { team: 'Adler' };
  const reworded: MessageCatalogs = { ...MESSAGE_CATALOGS, en: { ...MESSAGE_CATALOGS.en, [id]: "Team ''{team}'' is in the tournament already" } };

  it.each(TRANSLATIONS)('leaves %s rendering its own words for the id', (locale) => {
    expect(formatServerMessage(locale, { id, values }, reworded)).toBe(formatServerMessage(locale, { id, values }));
    expect(formatServerMessage(locale, { id, values }, reworded)).not.toContain('in the tournament already');
  });

  it('says the new English where the line is worded, and the catalog’s English is what the service stores', () => {
    expect(formatServerMessage('en', { id, values }, reworded)).toBe("Team 'Adler' is in the tournament already");
    expect(importMessageText({ messageId: 'imports.teamThere', values, column: 'Team' }, (messageId, given) => formatServerMessage('en', { id: messageId, values: given }, reworded))).toBe(
      "Team: Team 'Adler' is in the tournament already",
    );
    expect(importSaid('imports.teamThere', values).message).toBe("Team 'Adler': Already in the tournament");
  });
});

describe('rewording an English mail message', () => {
  const id: MessageId = 'mail.invitation.subject';
  const values = { inviter: 'Ana', organization: 'IFK Lund' };
  const reworded: MessageCatalogs = { ...MESSAGE_CATALOGS, en: { ...MESSAGE_CATALOGS.en, [id]: '{inviter} asks you to join {organization} on Pitchside' } };

  it.each(TRANSLATIONS)('leaves %s rendering its own words for the id', (locale) => {
    expect(formatServerMessage(locale, { id, values }, reworded)).toBe(mailText(locale, id, values));
    expect(formatServerMessage(locale, { id, values }, reworded)).not.toContain('asks you to join');
  });

  it('says the new English; the e-mail’s words are the catalog’s, its counts in the catalog’s plural', () => {
    expect(formatServerMessage('en', { id, values }, reworded)).toBe('Ana asks you to join IFK Lund on Pitchside');
    expect(mailText('en', id, values)).toBe('Ana invited you to IFK Lund on Pitchside');
    expect(mailText(undefined, 'mail.invitation.validity', { days: 1 })).toBe('The link works once and for 1 day. If you were not expecting this, you can decline or ignore it.');
    expect(mailText('fr', 'mail.reset.validity', { minutes: 0 })).toMatch(/pendant 0 minute\./);
  });
});
