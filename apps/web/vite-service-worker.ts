import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestChunk } from './src/prerender/page-preloads';
import {
  PRERENDERED_PAGE_PATH,
  PRERENDERED_PAGE_URL,
  prerenderedPageHandler,
} from './src/prerender/service-worker-pages';

/**
 * The lazy modules precached with the shell: the public pages (pre-rendered, they hydrate with these),
 * and every borrower page — what a borrower reads offline (dashboard, loans, a loan's details, payments)
 * and the pages that need a connection, which then say so rather than fail to load (docs/product.md §21.1)
 * — with the session's own chunks. Everything else (staff screens, charts: the chart library alone
 * outweighs the borrower's pages) is cached the first time it is used instead (the runtime rule below), so
 * a borrower paying for data does not download it to install the service worker.
 */
const PRECACHED = [
  /^src\/features\/public\//,
  /^src\/features\/auth\/(login|register)\//,
  /^src\/features\/auth\/(me-observer|api\/logout|components\/access-denied)\.tsx?$/,
  /^src\/features\/(my-loans|loan-details|make-payment|payment-history|errors|notifications)\//,
  /^src\/features\/(apply-loan|complaints|verify-identity|profile)\//,
  /^src\/features\/dashboard\/dashboard-page\.tsx$/,
  /^src\/app\/loan-details-(layout|route)\.tsx$/,
  /^src\/components\/layout\//,
  // Toasts and dialogs, fetched after the app mounts (components/ui/on-demand-part.ts).
  /^src\/components\/ui\/(toast-item|modal-dialog)\.tsx$/,
  /^src\/lib\/query-client\.ts$/,
];

/**
 * The files of the offline shell (docs/decisions/023-offline-shell-and-kept-loans.md): the entry with
 * everything it imports, and the lazy modules in PRECACHED with everything they import.
 */
function shellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const wanted = PRECACHED.some((pattern) => pattern.test(chunk.src ?? key));
    if (chunk.isEntry || (chunk.isDynamicEntry && wanted)) visit(key);
  }
  return files;
}

/**
 * The service worker (vite-plugin-pwa, workbox): the shell and the English pre-rendered public pages
 * precached, each public page answered in the reader's language (src/prerender/service-worker-pages.ts),
 * navigations to any other page answered with the shell, hashed assets cached as they are used, and
 * nothing under /api ever cached (personal data and money; docs/product.md §21). A new version waits
 * until every tab of the old one is closed, so it takes over on the next visit and never reloads a page
 * mid-form. Registered by src/lib/offline/register-service-worker.ts.
 */
export function serviceWorker(outDir: string): Plugin[] {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    integration: { closeBundleOrder: 'post' },
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // The Bemba and Nyanja pages come from the server (they would cost every visitor's data here).
      globIgnores: ['.vite/**', '**/*.map', 'prerendered/*/*'],
      // The first install takes control of the open page, so what it loads from now on is cached; an
      // update still waits for the next visit (skipWaiting stays false).
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      navigateFallback: '/index.html',
      // The public pages have a route of their own (below), so neither the shell nor, for `/`, the
      // precache's directory index (the shell's index.html) may answer them. The developer's local
      // mailbox (/dev/mailbox, apps/api/src/modules/mail) is a page of the server's, not the app's.
      navigateFallbackDenylist: [/^\/api\//, /^\/dev\/mailbox/, PRERENDERED_PAGE_PATH],
      directoryIndex: null,
      manifestTransforms: [
        (entries) => {
          const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
            string,
            ManifestChunk
          >;
          const shell = shellFiles(manifest);
          // The English pages stay under their files' addresses (prerendered/about-us.html), which only
          // the public pages' route reads: it picks the language first.
          const kept = entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url));
          return { manifest: kept, warnings: [] };
        },
      ],
      runtimeCaching: [
        { urlPattern: PRERENDERED_PAGE_URL, handler: prerenderedPageHandler },
        {
          // Hashed file names never change content, so the cached copy is always right.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'kwacha-assets',
            expiration: { maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 60 },
          },
        },
      ],
    },
  });
}
