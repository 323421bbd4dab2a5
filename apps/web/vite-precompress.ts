import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
// Tiny files gain nothing from compression and cost a file-system look-up each.
const MIN_BYTES = 1024;

/** Writes `<file>.gz` and `<file>.br` beside a built text file, unless it is too small to gain. */
export async function precompressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.byteLength < MIN_BYTES) return;
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
}

/** Writes `.gz` and `.br` beside each built text asset so the server can send them pre-compressed. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kwacha:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle, not closeBundle: the pre-rendered pages (vite-prerender.ts) are written in
    // closeBundle and compress themselves, so the two never touch a file at the same time.
    async writeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files.filter((file) => COMPRESSIBLE.test(file)).map((file) => precompressFile(join(outDir, file))),
      );
    },
  };
}
