// Enforces docs/architecture.md §2's direction for apps/api/src: the API's parts are ranked in layers, and an
// import may point only down, or sideways within its own layer; never into another module's repository (a
// module's tables are read and written through what the module offers); and no two modules import each
// other, directly or round a loop. Run as `npm run lint:layers` (part of `npm run lint`); pass another
// source folder as the argument to check that instead. Tests and testing/ helpers may import anything.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const DEFAULT_SRC = fileURLToPath(new URL('../apps/api/src/', import.meta.url));
const SOURCE_FILE = /\.(?:ts|mts|js|mjs)$/;

/**
 * The layers, lowest first (docs/architecture.md §2 says why each part sits where it does). A part is a
 * module (`modules/<name>`), a top-level folder, or a file at the root of src.
 */
export const API_LAYERS = [
  {
    name: 'platform',
    parts: ['config.ts', 'lib', 'jobs', 'providers', 'modules/mail', 'context.ts', 'plugins'],
  },
  { name: 'identity', parts: ['modules/users', 'modules/sessions', 'modules/settings', 'modules/audit'] },
  {
    name: 'records',
    parts: [
      'modules/consent',
      'modules/auth',
      'modules/staff-mfa',
      'modules/languages',
      'modules/loan-products',
      'modules/banks',
      'modules/payment-channels',
      'modules/mobile-network',
      'modules/ledger',
      'modules/loans',
      'modules/notifications',
      'modules/sms',
      'modules/contact',
      'modules/health',
    ],
  },
  {
    name: 'money',
    parts: [
      'modules/servicing',
      'modules/payments',
      'modules/disbursements',
      'modules/webhooks',
      'modules/kyc',
      'modules/credit-checks',
    ],
  },
  {
    name: 'flows',
    parts: [
      'modules/loan-decisions',
      'modules/loan-applications',
      'modules/loan-views',
      'modules/payoff',
      'modules/statements',
      'modules/dashboard',
      'modules/complaints',
      'modules/data-rights',
      'modules/campaigns',
      'modules/collections',
      'modules/credit-disputes',
      'modules/ussd',
    ],
  },
  {
    name: 'staff',
    parts: [
      'modules/admin-loans',
      'modules/admin-users',
      'modules/audit-log',
      'modules/email-management',
      'modules/flagged-payments',
      'modules/statistics',
      'modules/accounting',
      'modules/reconciliation',
      'modules/credit-reporting',
    ],
  },
  { name: 'app', parts: ['app.ts', 'bootstrap.ts', 'server.ts', 'worker.ts', 'cli', 'bench'] },
];

const layerOf = new Map(
  API_LAYERS.flatMap((layer, rank) => layer.parts.map((part) => [part, { ...layer, rank }])),
);

/**
 * Which part a src-relative path belongs to ('modules/loans', 'lib', 'app.ts'), or undefined outside src.
 * @param {string} path
 */
export function partOf(path) {
  if (path === '..' || path.startsWith('../')) return undefined;
  const segments = path.split('/');
  if (segments[0] === 'modules' && segments.length > 2) return `modules/${segments[1]}`;
  if (segments.length === 1)
    return /\.[cm]?[jt]s$/.test(path) ? path.replace(/\.[cm]?js$/, '.ts') : `${path}.ts`;
  return segments[0];
}

/** @param {string} path */
const isTestCode = (path) => /\.test\.[cm]?[jt]s$/.test(path) || path.split('/').includes('testing');

/**
 * Why an import breaks the direction, or undefined when it is allowed. `edges` collects part → part for the
 * loop check.
 * @param {string} from the importing file, relative to src
 * @param {string} specifier as written
 * @returns {string | undefined}
 */
export function checkImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const target = posix.normalize(posix.join(posix.dirname(from), specifier));
  const source = partOf(from);
  const to = partOf(target);
  if (!source || isTestCode(from) || source === to) return undefined;
  if (!to) return 'reaches outside apps/api/src';
  if (to === 'testing') return 'testing/ is test support: only tests and testing/ helpers may use it';
  const sourceLayer = layerOf.get(source);
  const targetLayer = layerOf.get(to);
  if (!sourceLayer)
    return `${source} has no layer: add it to API_LAYERS in scripts/check-api-layers.mjs and docs/architecture.md §2`;
  if (!targetLayer)
    return `${to} has no layer: add it to API_LAYERS in scripts/check-api-layers.mjs and docs/architecture.md §2`;
  if (targetLayer.rank > sourceLayer.rank) {
    return `${source} (${sourceLayer.name}) imports ${to} (${targetLayer.name}), a higher layer: move what both need down, or let the higher one call or listen instead`;
  }
  if (to.startsWith('modules/') && /\.repository(\.[cm]?[jt]s)?$/.test(target)) {
    return `${source} imports ${to}'s repository: use what ${to} offers (its ${to.slice('modules/'.length)}.public.ts or a service) instead`;
  }
  return undefined;
}

/**
 * @typedef {{ file: string, line: number, specifier: string, message: string }} Violation
 */

/**
 * The imports of one file: violations, and the part → part edges it adds.
 * @param {string} file relative to src, '/'-separated
 * @param {string} text
 */
export function checkSource(file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  /** @type {Violation[]} */
  const violations = [];
  /** @type {[string, string][]} */
  const edges = [];
  for (const { fileName: specifier, pos } of importedFiles) {
    const message = checkImport(file, specifier);
    if (message) violations.push({ file, line: text.slice(0, pos).split('\n').length, specifier, message });
    if (specifier.startsWith('.') && !isTestCode(file)) {
      const from = partOf(file);
      const to = partOf(posix.normalize(posix.join(posix.dirname(file), specifier)));
      if (from && to && from !== to) edges.push([from, to]);
    }
  }
  return { violations, edges };
}

/**
 * The loops among parts: each strongly connected group of two or more parts (Tarjan's algorithm).
 * @param {[string, string][]} edges
 * @returns {string[][]}
 */
export function loopsOf(edges) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const [from, to] of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from)?.add(to);
  }
  let next = 0;
  const index = new Map();
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const loops = [];
  /** @param {string} part */
  const visit = (part) => {
    index.set(part, next);
    low.set(part, next);
    next += 1;
    stack.push(part);
    onStack.add(part);
    for (const to of graph.get(part) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(part, Math.min(low.get(part), low.get(to)));
      } else if (onStack.has(to)) low.set(part, Math.min(low.get(part), index.get(to)));
    }
    if (low.get(part) === index.get(part)) {
      /** @type {string[]} */
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(/** @type {string} */ (member));
      } while (member !== part);
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const part of [...graph.keys()].sort()) if (!index.has(part)) visit(part);
  return loops;
}

/** @param {string} dir */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE_FILE.test(name) && !name.endsWith('.d.ts'))
    .map((name) => name.split(sep).join('/'))
    .sort();
}

/**
 * Checks every source file under the API's src folder.
 * @param {string} srcDir
 */
export function checkTree(srcDir) {
  const files = sourceFiles(srcDir);
  /** @type {Violation[]} */
  const violations = [];
  /** @type {[string, string][]} */
  const edges = [];
  for (const file of files) {
    const result = checkSource(file, readFileSync(join(srcDir, file), 'utf8'));
    violations.push(...result.violations);
    edges.push(...result.edges);
  }
  return { files: files.length, violations, loops: loopsOf(edges) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcDir = process.argv[2] ?? DEFAULT_SRC;
  const { files, violations, loops } = checkTree(srcDir);
  const shown = relative(process.cwd(), srcDir) || '.';
  for (const v of violations)
    console.error(`${join(shown, v.file)}:${v.line} imports '${v.specifier}': ${v.message}`);
  for (const loop of loops)
    console.error(`a loop of ${loop.length} parts imports round itself: ${loop.join(', ')}`);
  if (violations.length > 0 || loops.length > 0) {
    console.error(
      `\n${violations.length} import(s) break the API's direction and ${loops.length} loop(s) (docs/architecture.md §2).`,
    );
    process.exitCode = 1;
  } else {
    console.info(`API layers: ${files} files in ${shown}, every import points down or sideways, no loop.`);
  }
}
