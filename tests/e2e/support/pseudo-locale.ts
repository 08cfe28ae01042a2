import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { pseudoMessage } from '../../../web/build/pseudo-locale';

/**
 * The pseudo-locale (`en-XA`, docs/i18n.md) for a walk through signed-in screens: what a catalog message
 * looks like there, and every text on the page that did not come through a catalog.
 */
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

/**
 * Words allowed to stay as they are: the brand, each language's own name, what Intl formats in English
 * for the pseudo-locale (month and weekday names), and antd's built-in labels on its icons and controls
 * (antd's locale translates them in the real languages).
 */
export function alwaysAllowed(): string[] {
  const intl: string[] = [];
  for (let month = 0; month < 12; month += 1) {
    const day = new Date(2026, month, 1);
    intl.push(...(['short', 'long'] as const).map((style) => new Intl.DateTimeFormat('en', { month: style }).format(day)));
  }
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const day = new Date(2026, 0, 4 + weekday);
    intl.push(...(['short', 'long'] as const).map((style) => new Intl.DateTimeFormat('en', { weekday: style }).format(day)));
  }
  const antd = ['Increase Value', 'Decrease Value', 'exclamation-circle', 'check-circle', 'close-circle', 'ellipsis', 'Close', 'close', 'up', 'down'];
  // A time Intl formats in English for the pseudo-locale.
  const clock = ['AM', 'PM'];
  return ['Pitchside', 'English', 'Svenska', 'Deutsch', 'Español', 'Français', 'Today', ...antd, ...clock, ...intl];
}

/** Every text a person (or a screen reader) gets from the page that is neither from a catalog nor allowed. */
export async function untranslated(page: Page, allowed: readonly string[]): Promise<string[]> {
  return page.evaluate((words) => {
    const found = new Set<string>();
    const strip = (text: string) => {
      let rest = text;
      // Messages nest (a value inside a message): remove the innermost ⟦…⟧ until none is left.
      for (let previous = ''; previous !== rest; ) {
        previous = rest;
        rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
      }
      for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join(' ');
      return rest;
    };
    const check = (text: string | null, where: string) => {
      if (!text) return;
      if (/[A-Za-z]{2,}/.test(strip(text))) found.add(`${where}: “${text.trim().slice(0, 120)}”`);
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
  }, [...allowed]);
}

/** Soft: the walk goes on, and one run lists every screen with English left on it. */
export async function expectTranslated(page: Page, screen: string, allowed: readonly string[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect.soft(await untranslated(page, [...alwaysAllowed(), ...allowed]), `untranslated text on ${screen}`).toEqual([]);
}
