import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The app's QueryClient, from a chunk of its own (TanStack Query is about 11 kB gzipped). */
export function loadQueryClient(): Promise<QueryClient> {
  return import('./query-client').then((m) => m.createQueryClient());
}

/**
 * The QueryClient for the app's tree (docs/architecture.md §14): `initial` when the first page needs it
 * (main.tsx loads it with that page), otherwise created just after the first render, so the landing
 * page paints and hydrates without TanStack Query. Until then it is undefined: pages that fetch wait
 * for it (app/lazy-page.tsx) and the session asks for the user once it is there.
 */
export function useQueryClientOnDemand(initial: QueryClient | undefined): QueryClient | undefined {
  const [client, setClient] = useState(initial);
  useEffect(() => {
    if (client) return;
    let mounted = true;
    void loadQueryClient().then((created) => mounted && setClient(created));
    return () => {
      mounted = false;
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
