import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
// Tiny files gain nothing from compression and cost a file-system look-up each.
const MIN_BYTES = 1024;

/** Writes `.gz` and `.br` beside each built text asset so the server can send them pre-compressed. */
function precompress(): Plugin {
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

/**
 * Most visitors arrive on `/`, whose page is a lazy chunk the entry only asks for after it has run.
 * Preloading that chunk (and its imports) from index.html saves a round trip on slow mobile networks.
 */
function preloadLandingChunk(): Plugin {
  return {
    name: 'kwacha:preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const landing = chunks.find((c) =>
          c.facadeModuleId?.endsWith('/features/public/landing/landing-page.tsx'),
        );
        if (!landing) return html;
        const files = [landing.fileName, ...landing.imports].filter((f) => !html.includes(f));
        const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
        return html.replace('</head>', `  ${links}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), preloadLandingChunk(), precompress()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-landing-size.mjs reads it to find what / loads (docs/architecture.md §14).
    manifest: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
