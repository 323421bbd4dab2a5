import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const readOnline = () => navigator.onLine !== false;

/**
 * Whether the browser says it has a network, re-rendering as it changes. It can say so wrongly (a
 * connection that drops every request), so a request that fails without reaching the server counts too
 * (use-needs-connection.ts). Online while pre-rendering.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline, () => true);
}
