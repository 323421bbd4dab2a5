import type { PublicUser } from '@kwacha/shared/auth/user';
import { type QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { meQueryOptions } from '../../lib/session/get-me';

/** What the session needs of the me query: the user, null once the token was refused, or the error. */
export interface MeResult {
  data: PublicUser | null | undefined;
  error: Error | null;
}

const pick = ({ data, error }: QueryObserverResult<PublicUser | null>): MeResult => ({ data, error });

/**
 * Runs the me query (fetching it, refetching on focus and reconnect as useQuery would) and reports each
 * result until the returned function is called. SessionProvider loads this chunk only when there is a
 * token, which keeps TanStack Query out of the landing page's JavaScript (docs/performance.md).
 */
export function observeMe(client: QueryClient, onResult: (result: MeResult) => void): () => void {
  const observer = new QueryObserver(client, meQueryOptions);
  onResult(pick(observer.getOptimisticResult(client.defaultQueryOptions(meQueryOptions))));
  return observer.subscribe((result) => onResult(pick(result)));
}
