import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';
import { i18nCatalogs } from './build/i18n-catalogs.ts';
import { webRouteEntries } from './build/route-entries.ts';
import { splashWordsPlugin } from './build/splash-words.ts';

/**
 * One config for both ways the app is served:
 * - `vite build` (tests and AWS serve `web/dist`);
 * - the local gateway's Vite middleware mode (`createServer({ configFile: 'web/vite.config.ts',
 *   server: { middlewareMode: true } })`), which may run from any working directory.
 * So every path is absolute, and nothing here depends on a port or a host.
 */
const webDir = fileURLToPath(new URL('.', import.meta.url));
const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The route chunks a share link `/t/<id>` renders with: the public layout, the tournament, its overview. */
const SHARE_LINK_ROUTES = ['src/routes/_public/route.tsx', 'src/routes/_public/t/$tournamentId/route.tsx', 'src/routes/_public/t/$tournamentId/index.tsx'];

/** The files a set of route components load (their chunks — with the loader, `codeSplittingOptions` below —, what those import, their CSS), minus what the entry already loads. */
function routeFiles(bundle: Rolldown.OutputBundle, entryFile: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const collect = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) collect(imported, into);
  };
  collect(entryFile, loaded);
  const wanted = new Set<string>();
  for (const chunk of chunks) {
    const [module = '', query = ''] = (chunk.facadeModuleId ?? '').split('?');
    const firstLoad = (new URLSearchParams(query).get('tsr-split') ?? '').split('---').includes('component');
    const route = firstLoad && SHARE_LINK_ROUTES.find((path) => module.endsWith(path));
    if (route) collect(chunk.fileName, wanted);
  }
  const files = [...wanted].filter((file) => !loaded.has(file));
  const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  return [...files, ...css].map((file) => `/${file}`);
}

/**
 * Build only, index.html:
 * - nothing but the HTML, its CSS and prefetch.js is requested before the splash has painted: the app's
 *   entry and the chunks it imports are listed in `data-entry` / `data-preload`, and prefetch.js preloads
 *   them and runs the entry once the first frame is up. Otherwise the browser fetches ~170 KB of JS beside
 *   the CSS the splash needs (on a phone's slow link, at the same time), and runs the whole bundle before
 *   its first paint;
 * - `data-share-link` lists the route chunks of `/t/<id>`, which prefetch.js preloads at the same time on
 *   such a link: the router would only ask for them once the app runs, one more round trip before the tables.
 */
function publicStartup(): Plugin {
  return {
    name: 'pitchside:public-startup',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/.exec(html);
        const loader = '<script src="/prefetch.js"></script>';
        if (!entry?.[1] || !html.includes(loader) || !context.bundle) throw new Error('index.html: expected the entry script and /prefetch.js');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        const shareLink = routeFiles(context.bundle, entry[1]).join(' ');
        const withoutPreloads = preloads.reduce((page, [tag]) => page.replace(tag, ''), html.replace(entry[0], ''));
        return withoutPreloads.replace(
          loader,
          `<script src="/prefetch.js" data-entry="/${entry[1]}" data-preload="${preloads.map(([, href]) => href).join(' ')}" data-share-link="${shareLink}"></script>`,
        );
      },
    },
  };
}

export default defineConfig({
  root: webDir,
  // Absolute asset URLs: deep links such as /admin/users are answered with index.html (SPA fallback).
  base: '/',
  plugins: [
    // Must run before the React plugin: it generates the route tree and splits each route's component.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component (one chunk, fetched together). Left in the entry, every
      // signed-in page's loader and the API modules it imports would be in every public page's first load.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: fromWeb('./src/routes'),
      generatedRouteTree: fromWeb('./src/route-tree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    i18nCatalogs(),
    webRouteEntries(),
    publicStartup(),
    splashWordsPlugin(),
  ],
  resolve: {
    // `source` first: @pitchside/shared resolves to its TypeScript source, no prebuilt dist needed.
    conditions: ['source', ...defaultClientConditions],
    // Catalogs arrive compiled (build/i18n-catalogs.ts): react-intl needs no ICU parser in the browser.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: fromWeb('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and route pulls in (read by `npm run bench:public-js`).
    manifest: true,
    rolldownOptions: {
      output: {
        // Name the long-lived vendor code every page loads, so a deploy that only changes app code keeps
        // these cached. antd is left out on purpose: its components stay in the route chunks that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            { name: 'amplify', test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@smithy|tslib)[\\/]/, priority: 3 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            // The public pages' reads (fetchers and their response schemas): one chunk the public routes share
            // instead of a handful of tiny ones, each paying its own gzip header and imports (~0.9 KB a page).
            { name: 'public-reads', test: /[\\/](web[\\/]src[\\/]features[\\/]public[\\/]api[\\/]|shared[\\/]src[\\/]contracts[\\/](public|common)-responses)/, priority: 1, minShareCount: 2 },
            // antd's styling engine (every antd component needs it); the components themselves are not grouped.
            { name: 'antd-base', test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
