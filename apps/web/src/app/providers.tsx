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
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ToastProvider>
          <ModalProvider>{children}</ModalProvider>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
