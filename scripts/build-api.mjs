// `npm run build:api`: compiles the API's entry points to JavaScript in apps/api/dist (or `--outdir DIR`),
// so production runs plain `node` instead of a TypeScript transpiler at run time (docs/architecture.md §2, "API build").
import { readFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

// Flat names: every bundle sits directly in the out dir, which the import.meta.url rewrite below relies on.
const ENTRY_POINTS = {
  server: 'apps/api/src/server.ts',
  worker: 'apps/api/src/worker.ts',
  'admin-create': 'apps/api/src/cli/admin-create.ts',
  'seed-demo': 'apps/api/src/cli/seed-demo.ts',
  backup: 'apps/api/src/cli/backup.ts',
  restore: 'apps/api/src/cli/restore.ts',
  'copy-to-postgres': 'apps/api/src/cli/copy-to-postgres.ts',
  'kyc-reseal': 'apps/api/src/cli/kyc-reseal.ts',
  // A worker thread's script, found beside server.js and worker.js (campaign-render-thread.ts).
  'campaign-render-worker': 'apps/api/src/modules/campaigns/campaign-render-worker.ts',
};

/**
 * Our workspace packages export TypeScript source, which plain node cannot load, so they are bundled.
 * Every other bare import (fastify, pg, PGlite with its wasm files, argon2's native module...) stays an
 * import read from node_modules at run time: no native or data file has to be copied.
 * @type {import('esbuild').Plugin}
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kwacha/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A few modules read files beside their source (the migrations, the common-password list, the web
 * build): `new URL('../migrations', import.meta.url)`. In a bundle import.meta.url is the bundle's URL,
 * so each such module gets its own source file's URL back, computed from the bundle's location at run
 * time. One rule for every such file, none copied, and the same paths under tsx, Vitest and the bundle.
 * The bundle already depends on the checkout (node_modules), so it never moves without it.
 * @param {string} outDir
 * @returns {import('esbuild').Plugin}
 */
function moduleUrlsFromSource(outDir) {
  return {
    name: 'module-urls-from-source',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outDir, args.path).split(sep).join('/');
        const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', sourceUrl), loader: 'ts' };
      });
    },
  };
}

/**
 * Builds the API bundles into outDir (absolute, or relative to the repository root).
 * @param {string} outDir
 */
export async function buildApi(outDir) {
  const absoluteOutDir = resolve(root, outDir);
  await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: absoluteOutDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Stack traces point at the TypeScript source when node runs with --enable-source-maps.
    sourcemap: true,
    // Bundling renames clashing top-level names; error classes and logs keep their real names.
    keepNames: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal, moduleUrlsFromSource(absoluteOutDir)],
  });
  return absoluteOutDir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--outdir');
  const outDir = flag === -1 ? 'apps/api/dist' : process.argv[flag + 1];
  if (!outDir) {
    console.error('usage: node scripts/build-api.mjs [--outdir DIR]');
    process.exit(2);
  }
  const started = performance.now();
  const written = await buildApi(outDir);
  console.info(
    `API built into ${relative(root, written) || '.'} in ${Math.round(performance.now() - started)} ms`,
  );
}
