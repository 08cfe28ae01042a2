import { describe, expect, it } from '@jest/globals';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DISPUTE_MESSAGES, DISPUTE_NOTE_MAX, DISPUTE_REASON_MAX, MAX_CORRECTED_SCORE, MAX_DISPUTE_WINDOW_MINUTES } from '../disputes/dispute';
import { MESSAGES } from '../messages';
import { SERVER_CATALOGS, type ServerCatalogs, type ServerMessageId } from './catalog';
import { formatServerMessage } from './format-server-message';
import { LOCALES } from './locales';
import { serverMessageIdOf, serverMessageText } from './server-message-catalog';
import { translateServerMessage } from './server-messages';

const IDS = Object.keys(SERVER_CATALOGS.en) as ServerMessageId[];
const TRANSLATIONS = LOCALES.filter((locale) => locale !== 'en');

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

describe('the server’s message catalogs (one per language, keyed by id)', () => {
  it.each(TRANSLATIONS)('%s words exactly the ids English has, as valid ICU taking the same values, never as an English copy', (locale) => {
    const catalog = SERVER_CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual([...IDS].sort());
    for (const id of IDS) {
      const english = [...argumentsOf(parse(SERVER_CATALOGS.en[id]))].sort();
      expect({ id, values: [...argumentsOf(parse(catalog[id]))].sort(), copied: catalog[id] === SERVER_CATALOGS.en[id] }).toEqual({ id, values: english, copied: false });
    }
  });

  it('words English byte for byte as the spec does (the catalog reads MESSAGES and DISPUTE_MESSAGES)', () => {
    for (const [key, text] of Object.entries(MESSAGES)) expect(formatServerMessage('en', { id: `spec.${key}` as ServerMessageId })).toBe(text);
    expect(MESSAGES.authHiccup).toBe("Looks like there was a hiccup in the system! Don't give up, try again later or pass the ball to our Admin for support.");
    expect(MESSAGES.invalidNumber).toBe('Invalid number');
    expect([DISPUTE_MESSAGES.reasonTooLong, DISPUTE_MESSAGES.noteTooLong, DISPUTE_MESSAGES.windowRange, DISPUTE_MESSAGES.scoreRange]).toEqual([
      `Keep the reason under ${DISPUTE_REASON_MAX} characters`,
      `Keep the note under ${DISPUTE_NOTE_MAX} characters`,
      `Use 0 to ${MAX_DISPUTE_WINDOW_MINUTES} minutes (0 turns disputes off)`,
      `Use a score from 0 to ${MAX_CORRECTED_SCORE}`,
    ]);
  });

  it.each(LOCALES)('%s: a message without values is its own text, so the browser (no ICU parser) words it exactly as the server', (locale) => {
    for (const id of IDS.filter((each) => argumentsOf(parse(SERVER_CATALOGS.en[each])).size === 0)) {
      expect({ id, text: serverMessageText(locale, id) }).toEqual({ id, text: formatServerMessage(locale, { id }) });
    }
  });
});

describe('rewording an English message (issue: one message mechanism)', () => {
  const reworded: ServerCatalogs = { ...SERVER_CATALOGS, en: { ...SERVER_CATALOGS.en, 'spec.matchNotFound': 'We could not find that match' } };

  it.each(TRANSLATIONS)('leaves %s rendering its own words for the id', (locale) => {
    expect(formatServerMessage(locale, { id: 'spec.matchNotFound' }, reworded)).toBe(SERVER_CATALOGS[locale]['spec.matchNotFound']);
    expect(formatServerMessage(locale, { id: 'spec.matchNotFound' }, reworded)).not.toBe('We could not find that match');
  });

  it('says the new English, and a throw site that still throws the English text finds the same id', () => {
    expect(formatServerMessage('en', { id: 'spec.matchNotFound' }, reworded)).toBe('We could not find that match');
    expect(serverMessageIdOf('We could not find that match', reworded)).toBe('spec.matchNotFound');
    expect(serverMessageIdOf(MESSAGES.matchNotFound, reworded)).toBeUndefined();
  });
});

describe('formatting with values', () => {
  const counted: ServerCatalogs = {
    ...SERVER_CATALOGS,
    en: { ...SERVER_CATALOGS.en, 'error.notFound': '{count, plural, one {# match} other {# matches}} on {pitch}' },
    sv: { ...SERVER_CATALOGS.sv, 'error.notFound': '{count, plural, one {# match} other {# matcher}} på {pitch}' },
  };

  it('words plurals and names in each language (intl-messageformat)', () => {
    expect(formatServerMessage('en', { id: 'error.notFound', values: { count: 2, pitch: 'Pitch 1' } }, counted)).toBe('2 matches on Pitch 1');
    expect(formatServerMessage('sv', { id: 'error.notFound', values: { count: 1, pitch: 'Plan 1' } }, counted)).toBe('1 match på Plan 1');
  });
});

describe('translateServerMessage (the English-text entry the forms still use)', () => {
  it('words the catalog’s messages by their id in every language', () => {
    for (const locale of LOCALES) expect(translateServerMessage(locale, MESSAGES.tournamentNotFound)).toBe(SERVER_CATALOGS[locale]['spec.tournamentNotFound']);
  });
});
