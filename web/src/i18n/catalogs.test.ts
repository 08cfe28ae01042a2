/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, WEB_MESSAGE_CATALOGS } from '@pitchside/shared';
import { NAMESPACES } from './load-catalog';
import { pseudoMessage } from '../../build/pseudo-locale';

const catalogsDir = join(__dirname, 'catalogs');
const read = (namespace: string, locale: string) => JSON.parse(readFileSync(join(catalogsDir, namespace, `${locale}.json`), 'utf8')) as Record<string, string>;
const sameAsEnglish = JSON.parse(readFileSync(join(catalogsDir, 'same-as-english.json'), 'utf8')) as Record<string, string[]>;
const TRANSLATIONS = LOCALES.filter((locale) => locale !== 'en');
/** The halves the language store loads, and the registration form's own (loaded by its lazy page: features/registration/register-messages.tsx). */
const HALVES = [...NAMESPACES, 'register'] as const;

/** The names a message takes as arguments (placeholders, plural and select variables, rich-text tags). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

describe('the message catalogs (issue 20)', () => {
  it.each(HALVES.flatMap((namespace) => TRANSLATIONS.map((locale) => [namespace, locale] as const)))('%s/%s has exactly the keys English has', (namespace, locale) => {
    expect(Object.keys(read(namespace, locale)).sort()).toEqual(Object.keys(read(namespace, 'en')).sort());
  });

  it.each(TRANSLATIONS)('%s copies no English message unless it is marked as the same word', (locale) => {
    const marked = new Set(sameAsEnglish[locale] ?? []);
    const identical = HALVES.flatMap((namespace) => {
      const english = read(namespace, 'en');
      const translated = read(namespace, locale);
      return Object.keys(english)
        .filter((id) => translated[id] === english[id])
        .map((id) => `${namespace}:${id}`);
    });
    // Both ways: an unmarked copy is an untranslated string; a stale mark hides the next one.
    expect(identical.sort()).toEqual([...marked].sort());
  });

  it.each(HALVES.flatMap((namespace) => LOCALES.map((locale) => [namespace, locale] as const)))(
    '%s/%s: every message is valid ICU and takes the arguments the English one does',
    (namespace, locale) => {
      const english = read(namespace, 'en');
      const translated = read(namespace, locale);
      for (const [id, message] of Object.entries(translated)) {
        const englishArguments = [...argumentsOf(parse(english[id] ?? ''))].sort();
        expect({ id, arguments: [...argumentsOf(parse(message))].sort() }).toEqual({ id, arguments: englishArguments });
      }
    },
  );

  it('no id is in two halves (the signed-in pages merge them; the registration form merges its own over the public half)', () => {
    const publicIds = new Set(Object.keys(read('public', 'en')));
    expect(Object.keys(read('app', 'en')).filter((id) => publicIds.has(id))).toEqual([]);
    expect(Object.keys(read('register', 'en')).filter((id) => publicIds.has(id) || id in read('app', 'en'))).toEqual([]);
  });

  it('no id of the shared catalogs (compiled into the app half) is also one of the web’s own', () => {
    const own = new Set(HALVES.flatMap((namespace) => Object.keys(read(namespace, 'en'))));
    expect(Object.keys(WEB_MESSAGE_CATALOGS.en).filter((id) => own.has(id))).toEqual([]);
  });

  it('every message id the web code names is in an English catalog', () => {
    const known = new Set([...HALVES.flatMap((namespace) => Object.keys(read(namespace, 'en'))), ...Object.keys(WEB_MESSAGE_CATALOGS.en)]);
    const missing: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
          const source = readFileSync(path, 'utf8');
          for (const match of source.matchAll(/formatMessage\(\{ id: '([a-zA-Z0-9_.]+)'/g)) if (match[1] && !known.has(match[1])) missing.push(`${path}: ${match[1]}`);
        }
      }
    };
    walk(join(__dirname, '..'));
    expect(missing).toEqual([]);
  });
});

describe('the pseudo-locale', () => {
  it('accents and brackets every message but keeps its placeholders, plurals and tags', () => {
    const pseudo = pseudoMessage('{count, plural, one {# match} other {# matches}} on <b>{field}</b>');
    expect(pseudo.startsWith('⟦') && pseudo.endsWith('⟧')).toBe(true);
    expect(pseudo).not.toMatch(/match|on /);
    expect([...argumentsOf(parse(pseudo))].sort()).toEqual(['b', 'count', 'field']);
  });
});
