import { Workbox } from 'workbox-window';

/**
 * Registers the service worker built by vite-service-worker.ts (docs/product.md §21). A new version
 * installs in the background and waits: it takes over on the next visit, never mid-form.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void new Workbox('/sw.js', { scope: '/' }).register().catch((error: unknown) => {
    // Without a service worker the app still works online; nothing to tell the visitor.
    console.warn('Could not register the service worker.', error);
  });
}
