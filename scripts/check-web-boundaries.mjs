// Enforces docs/architecture.md §2's rule for apps/web/src: a feature imports only lib/, components/,
// packages and itself; components/ and lib/ never import features; only app/ composes features.
// Biome's noRestrictedImports matches the import text against globs, so it cannot tell whether
// '../auth/x' leaves the importing feature (that depends on how deep the importing file sits); this
// resolves each relative (and '@/') specifier to a folder first. Run as `npm run lint:boundaries`
// (part of `npm run lint`); pass another source folder as the argument to check that instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const DEFAULT_SRC = fileURLToPath(new URL('../apps/web/src/', import.meta.url));
/** Folders under features/ whose sub-folders are features of their own (features/admin/loan-list, …). */
const FEATURE_GROUPS = new Set(['admin']);
/** Workspace packages with server code: the browser bundle must never pull them in. */
const SERVER_PACKAGES = ['@kwacha/api', '@kwacha/db'];
const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/**
 * @typedef {{ kind: 'feature', name: string } | { kind: 'lib' | 'components' | 'app' | 'test' | 'root' | 'outside' }} Area
 * @typedef {{ file: string, line: number, specifier: string, message: string }} Violation
 */

/**
 * Which part of the web app a path (relative to src, '/'-separated) belongs to.
 * @param {string} path
 * @returns {Area}
 */
export function areaOf(path) {
  if (path === '..' || path.startsWith('../')) return { kind: 'outside' };
  const [top, first, second] = path.split('/');
  if (top === 'features' && first) {
    const grouped = FEATURE_GROUPS.has(first) && second !== undefined && path.split('/').length > 3;
    return { kind: 'feature', name: grouped ? `${first}/${second}` : first };
  }
  if (top === 'lib' || top === 'components' || top === 'app' || top === 'test') return { kind: top };
  return { kind: 'root' };
}

/**
 * Tests and their helpers may also render the whole app (app/) and use the shared test support (test/).
 * @param {string} path
 */
function isTestCode(path) {
  return /\.test\.[cm]?[jt]sx?$/.test(path) || path.split('/').includes('testing');
}

/**
 * The src-relative path an import points at, or undefined for a package.
 * @param {string} from
 * @param {string} specifier
 */
function targetOf(from, specifier) {
  if (specifier.startsWith('.')) return posix.normalize(posix.join(posix.dirname(from), specifier));
  // No '@/' alias is configured today; should one be added it means src/, and the same rule applies.
  if (specifier.startsWith('@/')) return posix.normalize(specifier.slice(2));
  return undefined;
}

/** @param {Area} area */
const describe = (area) => (area.kind === 'feature' ? `features/${area.name}` : `${area.kind}/`);

/**
 * Why this import breaks the rule, or undefined when it is allowed.
 * @param {string} from the importing file, relative to src
 * @param {string} specifier as written
 * @returns {string | undefined}
 */
export function checkImport(from, specifier) {
  const target = targetOf(from, specifier);
  if (target === undefined) {
    const server = SERVER_PACKAGES.find((name) => specifier === name || specifier.startsWith(`${name}/`));
    return server ? `${server} is server code; the browser may use @kwacha/shared only` : undefined;
  }
  const source = areaOf(from);
  const to = areaOf(target);
  if (source.kind === 'app' || source.kind === 'test' || source.kind === 'root') return undefined;
  if (to.kind === 'outside') return 'reaches outside apps/web/src';
  if ((to.kind === 'app' || to.kind === 'test') && isTestCode(from)) return undefined;
  if (to.kind === 'app') return 'only app/ composes the app (its router and layouts); tests may render it';
  if (to.kind === 'test') return 'test/ holds test support: only tests and testing/ helpers may use it';
  if (to.kind === 'root') return `${describe(source)} may not import ${target} at the root of src`;
  if (source.kind === 'feature') {
    if (to.kind !== 'feature' || to.name === source.name) return undefined;
    return (
      `${describe(source)} imports ${describe(to)}: a feature imports only lib/, components/ and itself. ` +
      'Move what both need to lib/ or components/, or compose the two in app/'
    );
  }
  if (to.kind === 'feature') {
    return `${describe(source)} imports ${describe(to)}: components/ and lib/ never import features; let app/ pass it in`;
  }
  return undefined;
}

/**
 * Every import of one source file that breaks the rule.
 * @param {string} file relative to src, '/'-separated
 * @param {string} text
 * @returns {Violation[]}
 */
export function checkSource(file, text) {
  // preProcessFile reads real import/export/import()/require specifiers, skipping comments and strings.
  const { importedFiles } = ts.preProcessFile(text, true, true);
  /** @type {Violation[]} */
  const violations = [];
  for (const { fileName: specifier, pos } of importedFiles) {
    const message = checkImport(file, specifier);
    if (message) {
      const line = text.slice(0, pos).split('\n').length;
      violations.push({ file, line, specifier, message });
    }
  }
  return violations;
}

/**
 * @param {string} dir
 * @returns {string[]} source files under dir, relative to it, '/'-separated
 */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE_FILE.test(name))
    .map((name) => name.split(sep).join('/'))
    .sort();
}

/**
 * Checks every source file under a web app's src folder.
 * @param {string} srcDir
 * @returns {{ files: number, violations: Violation[] }}
 */
export function checkTree(srcDir) {
  const files = sourceFiles(srcDir);
  const violations = files.flatMap((file) => checkSource(file, readFileSync(join(srcDir, file), 'utf8')));
  return { files: files.length, violations };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcDir = process.argv[2] ?? DEFAULT_SRC;
  const { files, violations } = checkTree(srcDir);
  const shown = relative(process.cwd(), srcDir) || '.';
  for (const v of violations) {
    console.error(`${join(shown, v.file)}:${v.line} imports '${v.specifier}': ${v.message}`);
  }
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) break the web app's boundaries (docs/architecture.md §2).`,
    );
    process.exitCode = 1;
  } else {
    console.info(`Web boundaries: ${files} files in ${shown}, no import crosses a feature boundary.`);
  }
}
