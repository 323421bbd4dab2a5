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
    // Every browser we serve preloads modules natively; the polyfill would cost the landing page about
    // 0.4 kB gzipped of its 100 kB budget (docs/architecture.md §14).
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // scripts/report-landing-size.mjs reads it to find what / loads (docs/architecture.md §14).
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
        // chunks): the names of 120 chunks were 1.1 kB of the landing page's 100 kB gzipped. The build
        // manifest, and so `npm run size`, still says which chunk holds what (docs/architecture.md §14).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // TanStack Query's core as one chunk rather than a dozen: fewer requests, and a shorter list of
        // chunk names in the entry, which names each lazy import's dependencies (docs/architecture.md §14).
        // Its React hooks as one more: the bundler split them by which pages use which (queryOptions 67 B,
        // useQuery 119 B, useBaseQuery 899 B), and each chunk costs a data page a request and a response
        // handled on the main thread. Their dependencies stay where they were
        // (includeDependenciesRecursively: false): QueryClientProvider is in the entry, and pulled into
        // this group it would bring the group and the core onto the landing page (109.6 kB measured).
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
