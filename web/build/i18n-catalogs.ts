import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { runnerImport, type Plugin } from 'vite';
import { pseudoCatalog } from './pseudo-locale.ts';

/**
 * A half of a language (`src/i18n/catalogs/<half>/<code>.json`), or of the tests' pseudo-locale. `register`
 * is the public registration form's own part: loaded by that lazy page only, so the public half every
 * visitor fetches does not grow with it (decision 0050).
 */
const CATALOG = /^virtual:pitchside-catalog\/(public|app|register)\/([a-z]{2}|en-XA)$/;
/** The shared messages (server errors by id) the registration form words: the registration service's. */
const REGISTER_SHARED = /^registration\./;
const catalogsDir = fileURLToPath(new URL('../src/i18n/catalogs/', import.meta.url));
/**
 * The shared messages the web words, by language (`WEB_MESSAGE_CATALOGS` of @pitchside/shared). Read from
 * their TypeScript source (never a stale dist) through Vite's module runner when a catalog is first built,
 * not imported by this file: the config loader would otherwise load another package's source as part of
 * the config, which Vite's native config loader (its coming default) cannot, and it said so on every build.
 */
const SHARED_MESSAGES = fileURLToPath(new URL('../../shared/src/i18n/catalog/messages.ts', import.meta.url));
type SharedCatalogs = Record<string, Readonly<Record<string, string>>>;

type Compiled = Record<string, MessageFormatElement[]>;

function compile(catalog: Record<string, string>, file: string): Compiled {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`${file}: message "${id}" is not valid ICU: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

/** The shared catalogs' messages the web words, in `locale` (catalog/messages.ts in @pitchside/shared). */
function webMessages(catalogs: SharedCatalogs, locale: string): Readonly<Record<string, string>> {
  const catalog = catalogs[locale];
  if (!catalog) throw new Error(`No shared catalog for ${locale}`);
  return catalog;
}

/**
 * Catalogs compiled at build time (the public JS budget): `import('virtual:pitchside-catalog/sv')`
 * is the Swedish catalog already parsed into react-intl's message ASTs, in its own chunk. The app then
 * needs no ICU parser (vite.config aliases `@formatjs/icu-messageformat-parser` to its `no-parser`
 * build), which is most of react-intl's weight. A broken message fails the build, not a visitor's page.
 */
export function i18nCatalogs(): Plugin {
  let shared: Promise<{ catalogs: SharedCatalogs; files: string[] }> | undefined;
  const sharedCatalogs = () =>
    (shared ??= runnerImport<{ WEB_MESSAGE_CATALOGS: SharedCatalogs }>(SHARED_MESSAGES).then(({ module, dependencies }) => ({
      catalogs: module.WEB_MESSAGE_CATALOGS,
      files: [SHARED_MESSAGES, ...dependencies],
    })));
  return {
    name: 'pitchside:i18n-catalogs',
    resolveId(id) {
      return CATALOG.test(id) ? `\0${id}` : undefined;
    },
    // `npm start`: an edited shared catalog is read again (its files are watched below).
    watchChange(id) {
      if (shared) void shared.then(({ files }) => files.includes(id) && (shared = undefined));
    },
    async load(id) {
      const [, half, locale] = (id.startsWith('\0') ? CATALOG.exec(id.slice(1)) : null) ?? [];
      if (!half || !locale) return undefined;
      const file = `${catalogsDir}${half}/${locale === 'en-XA' ? 'en' : locale}.json`;
      this.addWatchFile(file);
      const own = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      // The app half also words what the server and shared code send as ids (@pitchside/shared catalog/*).
      // The registration form words its service's errors (`registration.*`) the same way, and only those.
      let sharedAll: Readonly<Record<string, string>> = {};
      if (half !== 'public') {
        const { catalogs, files } = await sharedCatalogs();
        for (const watched of files) this.addWatchFile(watched);
        sharedAll = webMessages(catalogs, locale === 'en-XA' ? 'en' : locale);
      }
      const shared = half === 'register' ? Object.fromEntries(Object.entries(sharedAll).filter(([id]) => REGISTER_SHARED.test(id))) : sharedAll;
      const catalog = { ...own, ...shared };
      return `export default ${JSON.stringify(compile(locale === 'en-XA' ? pseudoCatalog(catalog) : catalog, file))};`;
    },
  };
}
