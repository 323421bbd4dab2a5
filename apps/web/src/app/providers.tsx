import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ModalProvider } from '../components/ui/modal-provider';
import { ToastProvider } from '../components/ui/toast-provider';
import { SessionProvider } from '../features/auth/session-provider';
import { createQueryClient } from '../lib/query-client';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one per page load. */
  queryClient?: QueryClient;
  /**
   * The page was pre-rendered signed out: the session is read from storage after the first render,
   * which must match that HTML (docs/architecture.md §14).
   */
  prerendered?: boolean;
}

export function Providers({ children, queryClient, prerendered = false }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider prerendered={prerendered}>
        <ToastProvider>
          <ModalProvider>{children}</ModalProvider>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
