import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
// Tiny files gain nothing from compression and cost a file-system look-up each.
const MIN_BYTES = 1024;

/** Writes `.gz` and `.br` beside each built text asset so the server can send them pre-compressed. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kwacha:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            const content = await readFile(path);
            if (content.byteLength < MIN_BYTES) return;
            const [gz, br] = await Promise.all([
              gzipAsync(content, { level: 9 }),
              brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            ]);
            await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
          }),
      );
    },
  };
}
