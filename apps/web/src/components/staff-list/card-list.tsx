import type { Key, ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { Button } from '../ui/button';
import { staffListMessages as messages } from './staff-list.messages';

interface CardListProps<Item> {
  items: Item[];
  rowKey: (item: Item) => Key;
  /** One row as its card (a queue's item with its own actions). */
  children: (item: Item) => ReactNode;
}

/** A queue's rows as a list of cards, one under another (flagged payments, data requests). */
export function CardList<Item>({ items, rowKey, children }: CardListProps<Item>) {
  return (
    <ul className="grid gap-4">
      {items.map((item) => (
        <li key={rowKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** What "Show more" needs of an infinite query. */
interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Asks for the next page of a list read a page at a time, while the server has more; it says 'Loading…'
 * (and cannot be pressed twice) until that page is in.
 */
export function ShowMoreButton({ query, children }: { query: MorePages; children: string }) {
  const t = useT();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="mt-4"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? t(messages.loadingMore) : children}
    </Button>
  );
}
