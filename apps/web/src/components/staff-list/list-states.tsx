import { useT } from '../../lib/i18n/use-t';
import { loadErrorMessage } from '../../lib/load-error-message';
import { Button } from '../ui/button';
import { LoadError } from '../ui/load-error';
import { staffListMessages as messages } from './staff-list.messages';

const PLACEHOLDER_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export interface ListLoadingProps {
  /** What a screen reader hears ("Loading e-mails…"); shown as it is when there are no placeholders. */
  label: string;
  /** Placeholder rows in the shape of the results, so nothing jumps when they arrive. */
  placeholders?: { count: number; height: string };
}

/** A staff list whose first page is on its way. */
export function ListLoading({ label, placeholders }: ListLoadingProps) {
  if (!placeholders) return <p role="status">{label}</p>;
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="grid animate-pulse gap-3">
        {PLACEHOLDER_KEYS.slice(0, placeholders.count).map((key) => (
          <div key={key} className={`${placeholders.height} rounded-2xl bg-slate-200`} />
        ))}
      </div>
    </div>
  );
}

/** What a failed list needs to say why and ask again. */
export interface ListQueryState {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListErrorProps {
  query: ListQueryState;
  /** The list's own words when the server gave none. */
  fallback: string;
  /**
   * The loan and user lists' compact alert, with its own 'Try again' beside the reason; by default the
   * load error every other screen shows (docs/product.md §8: 'Try Again', then 'Retrying...').
   */
  compact?: boolean;
}

/** A staff list that could not load: the reason, announced at once, and a way to ask again. */
export function ListError({ query, fallback, compact = false }: ListErrorProps) {
  const t = useT();
  const message = loadErrorMessage(query.error, { fallback });
  const retry = () => void query.refetch();
  if (!compact)
    return <LoadError className="" message={message} retrying={query.isFetching} onRetry={retry} />;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{message}</p>
      <Button variant="secondary" onClick={retry}>
        {t(messages.tryAgain)}
      </Button>
    </div>
  );
}
