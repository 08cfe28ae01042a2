import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LOCALES = ['en', 'sv', 'de', 'es', 'fr'] as const;
const catalogsDir = fileURLToPath(new URL('../src/i18n/catalogs/public/', import.meta.url));
const TAGLINE = '<span class="ps-splash__tagline">';

/** Each language's splash words, from the public catalogs (the same ids the app's BootSplash says). */
export function splashWords(read: (locale: string) => Record<string, string> = (locale) => JSON.parse(readFileSync(`${catalogsDir}${locale}.json`, 'utf8'))) {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const catalog = read(locale);
      const tagline = catalog['splash.tagline'];
      const loading = catalog['common.loading'];
      if (!tagline || !loading) throw new Error(`public/${locale}.json: splash.tagline and common.loading are needed by index.html's splash`);
      return [locale, { tagline, loading }];
    }),
  );
}

/** For an HTML attribute in single quotes: JSON has no single quote of its own, but a message may. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

/**
 * index.html's splash paints before any catalog loads: its tagline carries every language's words
 * (`data-words`), and prefetch.js shows the visitor's (the language chosen on this device, else the
 * browser's) before the first paint, as the app will. Dev and build alike.
 */
export function splashWordsPlugin(): Plugin {
  return {
    name: 'pitchside:splash-words',
    transformIndexHtml(html) {
      if (!html.includes(TAGLINE)) throw new Error(`index.html: expected ${TAGLINE}`);
      return html.replace(TAGLINE, `<span class="ps-splash__tagline" data-words='${attribute(JSON.stringify(splashWords()))}'>`);
    },
  };
}
