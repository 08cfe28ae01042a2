/**
 * `npm run bench:public-js`: the JavaScript a public page needs before it can show anything, read from the
 * last web build (`npm run build -w @pitchside/web` first: this builds nothing). For each public route
 * (every file under web/src/routes/_public/) it sums the gzip size of the entry's chunk and its static
 * imports, plus each matched route's split chunks that run on first load (component and loader, with
 * their static imports), every chunk counted once, plus the language catalog the page fetches at boot
 * (`virtual:pitchside-catalog/public/<code>`, a dynamic import of load-catalog.ts that every first visit
 * makes): the figure counts the largest of the five languages, and the English one is shown beside it.
 * Other dynamic imports (antd, Amplify, lazy tabs, the signed-in catalog half) are not counted: a public
 * page does not request them. Figures, not a pass/fail; the bar is 170 KB.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { recordFigures } from './support/performance-doc';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_KB = 170;
const WEB = path.resolve(__dirname, '../../web');
const DIST = path.join(WEB, 'dist');
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');
const PUBLIC_ROUTES = path.join(WEB, 'src', 'routes', '_public');
/** The parts of a split route that run on first load (not its error/not-found/pending views). */
const FIRST_LOAD_SPLITS = new Set(['component', 'loader']);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The public half of each language's catalog, as the manifest names it (the tests' pseudo-locale is not a visitor's). */
const PUBLIC_CATALOG = /^virtual:pitchside-catalog\/public\/([a-z]{2})$/;

function gzipSize(file: string, cache: Map<string, number>): number {
  let size = cache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
    cache.set(file, size);
  }
  return size;
}

/** `key` and everything it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The route files a public file's URL matches, outermost first (`route.tsx` of each folder, then the file). */
function routeChain(file: string): string[] {
  const chain: string[] = [];
  let dir = path.dirname(file);
  while (dir.startsWith(path.join(WEB, 'src', 'routes')) && dir !== path.join(WEB, 'src', 'routes')) {
    const layout = path.join(dir, 'route.tsx');
    if (fs.existsSync(layout) && layout !== file) chain.unshift(layout);
    dir = path.dirname(dir);
  }
  return [...chain, file];
}

/** `_public/t/$tournamentId/d/$division.tsx` → `/t/$tournamentId/d/$division`. */
function urlOf(file: string): string {
  const relative = path
    .relative(PUBLIC_ROUTES, file)
    .replace(/\\/g, '/')
    .replace(/\.tsx?$/, '');
  const url = relative.replace(/(^|\/)(index|route)$/, '').replace(/(^|\/)_[^/]+/g, '');
  return `/${url}`;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

/** The manifest keys of a route file's split chunks that run on first load. */
function splitChunksOf(manifest: Manifest, file: string): string[] {
  const source = path.relative(WEB, file).replace(/\\/g, '/');
  return Object.keys(manifest).filter((key) => {
    const [base, query = ''] = key.split('?');
    if (base !== source) return false;
    const split = new URLSearchParams(query).get('tsr-split');
    return split !== null && split.split('---').some((part) => FIRST_LOAD_SPLITS.has(part));
  });
}

function main(): void {
  if (!fs.existsSync(MANIFEST)) {
    console.error(`No ${path.relative(process.cwd(), MANIFEST)}: run \`npm run build -w @pitchside/web\` first (build.manifest is on in web/vite.config.ts).`);
    process.exitCode = 1;
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  const sizes = new Map<string, number>();
  const boot = closure(manifest, entry);
  const jsOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file, sizes), 0);

  const bootFiles = jsOf(boot);
  console.log(`Initial JS of the public pages (gzip level 9; web/dist built ${fs.statSync(MANIFEST).mtime.toISOString()})\n`);
  console.log(`Boot (entry + static imports, every page): ${kb(sum(bootFiles))} in ${bootFiles.length} files`);
  const biggest = [...new Set(bootFiles)].sort((a, b) => gzipSize(b, sizes) - gzipSize(a, sizes)).slice(0, 8);
  console.log(`  biggest: ${biggest.map((file) => `${path.basename(file).replace(/-[\w-]{8}\.js$/, '')} ${kb(gzipSize(file, sizes))}`).join(', ')}\n`);

  const catalogs = Object.keys(manifest).flatMap((key) => {
    const code = PUBLIC_CATALOG.exec(key)?.[1];
    return code ? [{ code, key }] : [];
  });
  if (catalogs.length === 0) throw new Error('The manifest has no public catalog chunk (virtual:pitchside-catalog/public/<code>)');
  console.log(`Public catalogs: ${catalogs.map(({ code, key }) => `${code} ${kb(sum(jsOf(closure(manifest, key))))}`).join(', ')}\n`);

  const files = walk(PUBLIC_ROUTES).filter((file) => path.basename(file) !== 'route.tsx');
  const rows = files.map((file) => {
    const keys = new Set(boot);
    for (const route of routeChain(file)) for (const split of splitChunksOf(manifest, route)) closure(manifest, split, keys);
    const js = [...new Set(jsOf(keys))];
    // The page with each language's catalog (and whatever that chunk imports that the page has not loaded yet).
    const withCatalog = catalogs.map(({ code, key }) => ({ code, bytes: sum([...new Set([...js, ...jsOf(closure(manifest, key))])]) }));
    const largest = withCatalog.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const english = withCatalog.find((each) => each.code === 'en') ?? largest;
    return { url: urlOf(file), bytes: largest.bytes, code: largest.code, english: english.bytes, count: js.length + 1 };
  });
  rows.sort((a, b) => a.url.localeCompare(b.url));
  const width = Math.max(...rows.map((row) => row.url.length));
  for (const row of rows) {
    const over = row.bytes > BUDGET_KB * 1024 ? `  OVER ${BUDGET_KB} KB` : '';
    console.log(`${row.url.padEnd(width)}  ${kb(row.bytes).padStart(9)} in ${row.code} (${kb(row.english)} in en)  (${row.count} files)${over}`);
  }
  recordFigures('public-js', [
    { measure: 'boot (entry + static imports, no catalog)', current: kb(sum(bootFiles)), target: '—' },
    ...rows.map((row) => ({
      measure: `\`${row.url}\` (largest language: ${row.code}; en)`,
      current: `${kb(row.bytes)} (${kb(row.english)})`,
      target: `≤ ${BUDGET_KB} KB`,
      met: row.bytes <= BUDGET_KB * 1024,
    })),
  ]);
}

main();
