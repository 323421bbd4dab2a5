import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { prerender } from './vite-prerender';
import { serviceWorker } from './vite-service-worker';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    // Each pre-rendered page preloads its own page's chunks (src/prerender/page-preloads.ts).
    prerender(),
    // After the pre-rendering: it precaches the pre-rendered pages (docs/product.md §21).
    serviceWorker(resolve(import.meta.dirname, 'dist')),
  ],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // Every browser we serve preloads modules natively; the polyfill would only spend the landing page's
    // JavaScript budget (docs/performance.md; `npm run size`).
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // scripts/report-landing-size.mjs reads it to find what / loads (docs/performance.md).
    manifest: true,
    assetsDir: 'assets',
    rolldownOptions: {
      // src/boot.ts, a pre-rendered page's only script until it has painted; it releases index.html's
      // entry and the page's preloads, which the build holds in a template (src/prerender/held-preloads.ts).
      // It imports nothing, so the entry's chunks are as they were.
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        boot: resolve(import.meta.dirname, 'src/boot.ts'),
      },
      output: {
        // The entry names every lazy chunk (each lazy import's dependencies), so a lazy chunk is named by
        // its hash alone, of seven characters rather than eight (the least the bundler allows for this many
        // chunks): with over a hundred lazy chunks, their names were a noticeable share of the landing page's
        // budget, and a hash does not compress. The build manifest, and so `npm run size`, still says which
        // chunk holds what (docs/performance.md).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // TanStack Query's core as one chunk rather than a dozen: fewer requests, and a shorter list of
        // chunk names in the entry, which names each lazy import's dependencies (docs/performance.md).
        // Its React hooks as one more: the bundler split them by which pages use which into chunks of a few
        // hundred bytes, and each chunk costs a data page a request and a response handled on the main
        // thread. Their dependencies stay where they were (includeDependenciesRecursively: false):
        // QueryClientProvider is in the entry, and pulled into this group it would bring the group and the
        // core onto the landing page, over its budget (`npm run size`).
        codeSplitting: {
          groups: [
            { name: 'query-core', test: /node_modules[\\/]@tanstack[\\/]query-core[\\/]/ },
            {
              name: 'query-hooks',
              test: (id: string) =>
                /@tanstack[\\/]react-query[\\/]/.test(id) && !/QueryClientProvider/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
