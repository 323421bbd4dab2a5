import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-precompress';
import { prerender } from './vite-prerender';
import { serviceWorker } from './vite-service-worker';

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
  plugins: [
    react(),
    tailwindcss(),
    preloadLandingChunk(),
    precompress(),
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
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // TanStack Query's core as one chunk rather than a dozen: fewer requests, and a shorter list of
        // chunk names in the entry, which names each lazy import's dependencies (docs/architecture.md §14).
        codeSplitting: {
          groups: [{ name: 'query-core', test: /node_modules[\\/]@tanstack[\\/]query-core[\\/]/ }],
        },
      },
    },
  },
});
