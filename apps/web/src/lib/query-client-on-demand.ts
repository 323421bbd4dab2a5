import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { inNextTask } from './next-task';

/** The app's QueryClient, from a chunk of its own: pages that fetch nothing never load TanStack Query. */
export function loadQueryClient(): Promise<QueryClient> {
  return import('./query-client').then((m) => m.createQueryClient());
}

/**
 * The QueryClient for the app's tree (docs/performance.md): `initial` when the first page needs it
 * (main.tsx loads it with that page), otherwise created just after the first render, so the landing
 * page paints and hydrates without TanStack Query. Until then it is undefined: pages that fetch wait
 * for it (app/lazy-page.tsx) and the session asks for the user once it is there.
 */
export function useQueryClientOnDemand(initial: QueryClient | undefined): QueryClient | undefined {
  const [client, setClient] = useState(initial);
  useEffect(() => {
    if (client) return;
    let mounted = true;
    // Fetched in a task of its own after the mount, and given as a transition: every reader of the client
    // re-renders in slices that yield to the browser, not in one long task just as the page has become
    // interactive (docs/performance.md).
    const cancel = inNextTask(() => {
      void loadQueryClient().then((created) => {
        if (mounted) startTransition(() => setClient(created));
      });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [client]);
  // What QueryClientProvider does: refetch on focus and reconnect while the app is mounted.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return client;
}
