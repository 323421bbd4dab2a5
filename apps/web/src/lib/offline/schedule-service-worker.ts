import { readStoredToken } from '../session/session-storage';
import { readLowDataMode } from './low-data-mode';

let scheduled = false;

/**
 * In a production build, registers the service worker once the page has loaded and the browser is idle,
 * from a chunk of its own (docs/product.md §21). Called by createQueryClient, whose chunk every page
 * loads just after its first render (lib/query-client-on-demand.ts): calling it from main.tsx would add
 * to the landing page's JavaScript before interaction, whose budget is full (docs/performance.md).
 */
export function scheduleServiceWorker(): void {
  if (!import.meta.env.PROD || scheduled || typeof window === 'undefined') return;
  if (!wantsServiceWorker()) return;
  scheduled = true;
  const register = () =>
    (window.requestIdleCallback ?? setTimeout)(() => {
      void import('./register-service-worker').then((m) => m.registerServiceWorker());
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Installing the service worker downloads the whole offline shell (every borrower page), a prefetch a
 * data-poor visitor did not ask for. In low-data mode (Save-Data, prefers-reduced-data, or the profile's
 * switch) only a signed-in borrower gets it, for the loans it keeps offline (docs/product.md §21.5).
 */
export function wantsServiceWorker(): boolean {
  return !readLowDataMode() || readStoredToken() !== null;
}
