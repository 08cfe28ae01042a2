import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { pseudoMessage } from '../../../web/build/pseudo-locale';

/**
 * Issue 20's language checks, shared by the public/console walk (i18n.spec) and the organizer's walks
 * (i18n-organizer.spec, i18n-admin.spec): the devices, the language switch of a first visit, the pictures, and the finder of
 * text that did not come from a catalog in the pseudo-locale (`en-XA`: every message between ⟦ ⟧).
 */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const LAPTOP = { viewport: { width: 1366, height: 800 } };
export const LANGUAGE_KEY = 'pitchside.language';

const catalogs = join(__dirname, '..', '..', '..', 'web', 'src', 'i18n', 'catalogs');
const english: Record<string, string> = {
  ...(JSON.parse(readFileSync(join(catalogs, 'public', 'en.json'), 'utf8')) as Record<string, string>),
  ...(JSON.parse(readFileSync(join(catalogs, 'app', 'en.json'), 'utf8')) as Record<string, string>),
};

/** A message without arguments as the pseudo-locale shows it (to find a button by its name). */
export function pseudoText(id: string): string {
  const message = english[id];
  if (message === undefined) throw new Error(`no message ${id}`);
  return pseudoMessage(message);
}

/** `PITCHSIDE_I18N_SHOTS=<folder>` keeps the pictures there for a person to look at (test-results otherwise). */
const SHOTS = process.env.PITCHSIDE_I18N_SHOTS ?? join(__dirname, '..', '..', '..', 'test-results', 'screens', 'i18n');
mkdirSync(SHOTS, { recursive: true });
export const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });

/**
 * What Intl formats in English for the pseudo-locale (month and weekday names, "today"; a real language
 * gets its own from Intl), antd's own labels on its icons and controls (a drawer's Close, a number input's
 * steppers: antd's locale translates them in the real languages), the brand and each language's own name.
 */
export function formattedWords(): string[] {
  const intl: string[] = [];
  for (let month = 0; month < 12; month += 1) {
    const day = new Date(2026, month, 1);
    intl.push(...['short', 'long'].map((style) => new Intl.DateTimeFormat('en', { month: style as 'short' | 'long' }).format(day)));
  }
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const day = new Date(2026, 0, 4 + weekday);
    intl.push(...['short', 'long'].map((style) => new Intl.DateTimeFormat('en', { weekday: style as 'short' | 'long' }).format(day)));
  }
  intl.push('AM', 'PM');
  const antd = [
    'Increase Value',
    'Decrease Value',
    'exclamation-circle',
    'close-circle',
    'eye-invisible',
    'Close',
    'close',
    'up',
    'down',
    'Select all',
    'Select row',
    'Show',
    'check-circle',
    'ellipsis',
    // A list longer than a page: antd's pagination (its locale words it in the real languages).
    'Previous Page',
    'Next Page',
    'Previous 5 Pages',
    'Next 5 Pages',
    'left',
    'right',
    'double-left',
    'double-right',
  ];
  return ['Pitchside', 'English', 'Svenska', 'Deutsch', 'Español', 'Français', 'Today', ...antd, ...intl];
}

/** Every text a person (or a screen reader) gets from the page that did not come through a catalog. */
export async function untranslated(page: Page, allowed: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (words) => {
      const found = new Set<string>();
      const strip = (text: string) => {
        let rest = text;
        // Messages nest (a period inside "{period}, minute"): remove the innermost ⟦…⟧ until none is left.
        for (let previous = ''; previous !== rest;) {
          previous = rest;
          rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
        }
        for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join(' ');
        return rest;
      };
      const check = (text: string | null, where: string) => {
        if (!text) return;
        const rest = strip(text);
        if (/[A-Za-z]{2,}/.test(rest)) found.add(`${where}: “${text.trim().slice(0, 120)}”`);
      };
      const hidden = (element: Element) => element.closest('[aria-hidden="true"], script, style, noscript, template') !== null;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || hidden(parent)) continue;
        check(node.textContent, parent.tagName.toLowerCase());
      }
      for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
        if (hidden(element)) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) check(element.getAttribute(name), `${element.tagName.toLowerCase()}[${name}]`);
      }
      check(document.title, 'title');
      return [...found];
    },
    [...allowed],
  );
}

/** Soft: the walk goes on, and one run lists every screen with English left on it. */
export async function expectTranslated(page: Page, screen: string, allowed: readonly string[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect.soft(await untranslated(page, [...formattedWords(), ...allowed]), `untranslated text on ${screen}`).toEqual([]);
}
