import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ModalProvider } from '../components/ui/modal-provider';
import { ToastProvider } from '../components/ui/toast-provider';
import { SessionProvider } from '../features/auth/session-provider';
import { HydrationProvider } from '../lib/hydration';
import { useQueryClientOnDemand } from '../lib/query-client-on-demand';

interface ProvidersProps {
  children: ReactNode;
  /**
   * Tests pass their own client; the app passes one when its first page fetches data, and otherwise
   * one is created after the first render (lib/query-client-on-demand.ts).
   */
  queryClient?: QueryClient;
  /**
   * The page was pre-rendered signed out: the session is read from storage after the first render,
   * which must match that HTML (docs/performance.md).
   */
  prerendered?: boolean;
}

export function Providers({ children, queryClient, prerendered = false }: ProvidersProps) {
  const client = useQueryClientOnDemand(queryClient);
  return (
    <HydrationProvider prerendered={prerendered}>
      <QueryClientContext value={client}>
        <SessionProvider prerendered={prerendered}>
          <ToastProvider>
            <ModalProvider>{children}</ModalProvider>
          </ToastProvider>
        </SessionProvider>
      </QueryClientContext>
    </HydrationProvider>
  );
}
