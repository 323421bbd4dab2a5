let scheduled = false;

/**
 * In a production build, registers the service worker once the page has loaded and the browser is idle,
 * from a chunk of its own (docs/product.md §21). Called by createQueryClient, whose chunk every page
 * loads just after its first render (lib/query-client-on-demand.ts): calling it from main.tsx would add
 * to the landing page's JavaScript before interaction, whose budget is full (docs/performance.md).
 */
export function scheduleServiceWorker(): void {
  if (!import.meta.env.PROD || scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const register = () =>
    (window.requestIdleCallback ?? setTimeout)(() => {
      void import('./register-service-worker').then((m) => m.registerServiceWorker());
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
