import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { keepAnswersOf } from './offline/kept-queries';
import { scheduleServiceWorker } from './offline/schedule-service-worker';

const MAX_RETRIES = 2;

/**
 * The app's client. It also keeps the borrower's loans on the device as they load and, in a production
 * build, registers the offline service worker once the page is idle (docs/product.md §21).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again; network errors and 5xx might.
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      // A send while offline fails at once with the network message rather than waiting, paused, for a
      // connection with the button stuck on "Sending..." (docs/product.md §21.3).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  keepAnswersOf(client);
  scheduleServiceWorker();
  return client;
}
