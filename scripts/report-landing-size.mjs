// Reports the gzipped JavaScript that / loads before interaction, against docs/performance.md's
// budget (≤ 100 KB), and what every page fetches just after it mounts (toasts, dialogs, the language
// switcher, the query client, the service worker's registration; ≤ 25 KB), which the browser evaluates
// while the page is still loading. It also checks that the public forms (login, register, contact) load
// zod only when they are used (lib/forms/schema-resolver.ts), and that the borrower's payment history and
// loan details load no Zod classic API (they show the statement texts: shared statements/statement-rules.ts).
// Run after `npm run build -w apps/web`; exits 1 over either budget, when a public form's page loads zod or
// when one of those borrower pages loads the classic API. With --json it prints only
// {"landingJsKb": n, "budgetKb": 100, "afterMountJsKb": n, "afterMountBudgetKb": 25,
// "zodBeforeFormUse": [page module], "classicZodOnBorrowerPages": [page module],
// "files": [{file, reason, gzipKb}]}.
// What / loads: the scripts and module preloads of its pre-rendered HTML (including those it holds in a
// template until it has painted: apps/web/src/boot.ts), every entry chunk (the app's and boot's) with its
// static imports, and the landing route's lazy chunk with its static imports.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const AFTER_MOUNT_BUDGET_KB = 25;
const json = process.argv.includes('--json');
/** The module the router lazily loads for /. */
const LANDING_MODULE = 'src/features/public/landing/landing-page.tsx';
/**
 * What every page fetches as soon as it mounts, by module or, for a module the bundler merged into a
 * shared chunk, by that chunk's name. A text these modules import drags in its owner's imports: the
 * toast once brought Zod to every page through a message's constant (lib/api/loan-products-texts.ts).
 */
const AFTER_MOUNT_MODULES = [
  'src/components/ui/toast-item.tsx',
  'src/components/ui/modal-dialog.tsx',
  'language-switcher',
  'src/lib/query-client.ts',
  'src/lib/offline/register-service-worker.ts',
];

/**
 * The pre-rendered pages with a form, which hydrate without zod and load their schema when the form is
 * first used: zod is a large share of their JavaScript (docs/performance.md).
 */
const FORM_PAGE_MODULES = [
  'src/features/auth/login/login-page.tsx',
  'src/features/auth/register/register-page.tsx',
  'src/features/public/contact/contact-page.tsx',
];
/** A name zod's core gives its base schema class; it survives minification as a string. */
const ZOD_MARKER = '$ZodType';

/**
 * Borrower pages that check their answers with `zod/mini` and show texts from Zod-free shared modules
 * (the statement texts: statements/statement-rules.ts, apart from the classic query schema in
 * statements/statements.ts, decision 041). The loan details page is the route module that holds it.
 */
const CLASSIC_ZOD_FREE_PAGE_MODULES = [
  'src/features/payment-history/payment-history-page.tsx',
  'src/app/loan-details-route.tsx',
];
/**
 * The name classic zod gives its error class (v4/classic/errors.js), as a string literal in any quotes:
 * zod/mini has no such class, and core's is `$ZodError`, which the leading quote leaves out.
 */
const CLASSIC_ZOD_MARKER = /[`'"]ZodError[`'"]/;

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestPath = join(dist, '.vite', 'manifest.json');
// `/` is served pre-rendered when the build has the page (apps/web/vite-prerender.ts); same scripts.
const prerenderedPath = join(dist, 'prerendered', 'index.html');
const indexPath = existsSync(prerenderedPath) ? prerenderedPath : join(dist, 'index.html');

if (!existsSync(manifestPath) || !existsSync(indexPath)) {
  console.error('No build found: run `npm run build -w apps/web` first (with build.manifest on).');
  process.exit(2);
}

/** @typedef {{ file: string, name?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} Chunk */
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/**
 * What each built file holds, by the name the bundler gave its chunk: lazy chunks are named by their hash
 * alone (apps/web/vite.config.ts), so the report prints this beside them.
 * @type {Map<string, string>}
 */
const chunkNames = new Map();

/**
 * The chunk of a manifest key and every chunk it imports statically, as built file names.
 * @param {string} key
 * @param {Map<string, string>} found built file → why it is loaded
 * @param {string} reason
 */
function collect(key, found, reason) {
  const chunk = manifest[key] ?? Object.values(manifest).find((candidate) => candidate.name === key);
  if (!chunk) throw new Error(`manifest has no entry for ${key}`);
  if (!chunk.file.endsWith('.js') || found.has(chunk.file)) return;
  found.set(chunk.file, reason);
  if (chunk.name) chunkNames.set(chunk.file, chunk.name);
  const via = reason.endsWith(' import') ? reason : `${reason} import`;
  for (const imported of chunk.imports ?? []) collect(imported, found, via);
}

/** @type {Map<string, string>} */
const files = new Map();
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) throw new Error('manifest has no entry chunk');
for (const [key] of entries) collect(key, files, 'entry');
if (!manifest[LANDING_MODULE]) {
  console.error(
    `The landing route's module ${LANDING_MODULE} is not in the manifest; update LANDING_MODULE.`,
  );
  process.exit(2);
}
collect(LANDING_MODULE, files, 'landing route');

// index.html is the source of truth for what the browser fetches at once; count anything it names too.
const html = readFileSync(indexPath, 'utf8');
for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.js)"/g)) {
  const file = match[1];
  if (file && !files.has(file)) files.set(file, 'index.html');
}

/** @type {Map<string, string>} */
const afterMount = new Map(files);
for (const module of AFTER_MOUNT_MODULES) collect(module, afterMount, `after mount (${module})`);
for (const file of files.keys()) afterMount.delete(file);

/** The form pages whose JavaScript before the form is used (with what every page loads) holds zod. */
const zodBeforeFormUse = FORM_PAGE_MODULES.filter((module) => {
  /** @type {Map<string, string>} */
  const pageFiles = new Map(afterMount);
  for (const file of files.keys()) pageFiles.set(file, 'landing');
  collect(module, pageFiles, module);
  return [...pageFiles.keys()].some((file) => readFileSync(join(dist, file), 'utf8').includes(ZOD_MARKER));
});

/**
 * The borrower pages that load Zod's classic API, each with the built files that hold it.
 * @type {{ page: string, files: string[] }[]}
 */
const classicZodPages = CLASSIC_ZOD_FREE_PAGE_MODULES.flatMap((module) => {
  /** @type {Map<string, string>} */
  const pageFiles = new Map(afterMount);
  for (const file of files.keys()) pageFiles.set(file, 'landing');
  collect(module, pageFiles, module);
  const holders = [...pageFiles.keys()]
    .filter((file) => CLASSIC_ZOD_MARKER.test(readFileSync(join(dist, file), 'utf8')))
    .map((file) => (chunkNames.has(file) ? `${file} (${chunkNames.get(file)})` : file));
  return holders.length > 0 ? [{ page: module, files: holders }] : [];
});

/**
 * Each file's gzipped size, largest first, and their total in bytes.
 * @param {Map<string, string>} found built file → why it is loaded
 */
function measure(found) {
  const rows = [...found].map(([file, reason]) => ({
    file,
    label: chunkNames.has(file) ? `${file} (${chunkNames.get(file)})` : file,
    reason,
    gzipped: gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength,
  }));
  rows.sort((a, b) => b.gzipped - a.gzipped);
  return { rows, bytes: rows.reduce((sum, row) => sum + row.gzipped, 0) };
}
const { rows, bytes: totalBytes } = measure(files);
const { rows: afterMountRows, bytes: afterMountBytes } = measure(afterMount);

const kb = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(2);
const total = totalBytes / 1000;
const afterMountTotal = afterMountBytes / 1000;
const over =
  total > BUDGET_KB ||
  afterMountTotal > AFTER_MOUNT_BUDGET_KB ||
  zodBeforeFormUse.length > 0 ||
  classicZodPages.length > 0;
if (json) {
  const files = [...rows, ...afterMountRows].map(({ file, reason, gzipped }) => ({
    file,
    reason,
    gzipKb: Number(kb(gzipped)),
  }));
  console.info(
    JSON.stringify({
      landingJsKb: Number(kb(totalBytes)),
      budgetKb: BUDGET_KB,
      afterMountJsKb: Number(kb(afterMountBytes)),
      afterMountBudgetKb: AFTER_MOUNT_BUDGET_KB,
      zodBeforeFormUse,
      classicZodOnBorrowerPages: classicZodPages.map(({ page }) => page),
      files,
    }),
  );
  process.exit(over ? 1 : 0);
}
const width = Math.max(...[...rows, ...afterMountRows].map((row) => row.label.length));
console.info('JavaScript that / loads before interaction (gzip level 9):');
for (const row of rows) {
  console.info(`  ${row.label.padEnd(width)}  ${kb(row.gzipped).padStart(7)} kB  ${row.reason}`);
}
console.info(`Total: ${kb(totalBytes)} kB gzipped (budget ${BUDGET_KB} kB)`);
console.info('JavaScript every page fetches just after it mounts, besides the above:');
for (const row of afterMountRows) {
  console.info(`  ${row.label.padEnd(width)}  ${kb(row.gzipped).padStart(7)} kB  ${row.reason}`);
}
console.info(`Total: ${kb(afterMountBytes)} kB gzipped (budget ${AFTER_MOUNT_BUDGET_KB} kB)`);
console.info(
  zodBeforeFormUse.length === 0
    ? `Zod before a form is used: on none of the ${FORM_PAGE_MODULES.length} form pages.`
    : `Zod before a form is used: ${zodBeforeFormUse.join(', ')}.`,
);
console.info(
  classicZodPages.length === 0
    ? `Zod's classic API on a borrower page: on none of the ${CLASSIC_ZOD_FREE_PAGE_MODULES.length} checked.`
    : `Zod's classic API on a borrower page: ${classicZodPages.map(({ page, files }) => `${page} (in ${files.join(', ')})`).join('; ')}.`,
);

if (total > BUDGET_KB)
  console.error(`Before interaction: over budget by ${(total - BUDGET_KB).toFixed(2)} kB.`);
if (afterMountTotal > AFTER_MOUNT_BUDGET_KB) {
  console.error(`After mount: over budget by ${(afterMountTotal - AFTER_MOUNT_BUDGET_KB).toFixed(2)} kB.`);
}
if (zodBeforeFormUse.length > 0) {
  console.error(
    'A public form page loads zod before its form is used: load its schema lazily (useSchemaForm).',
  );
}
if (classicZodPages.length > 0) {
  console.error(
    "A borrower page loads Zod's classic API: import the texts it shows from a Zod-free module, not from one with a classic schema.",
  );
}
if (over) process.exit(1);
