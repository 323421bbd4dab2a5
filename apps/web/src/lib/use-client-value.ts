import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser should decide (today's date, the year): pre-rendered pages were built on
 * another day, so the pre-rendered HTML and the hydrating render use `prerenderedValue`, and React
 * renders `read()` straight after hydration (docs/architecture.md §14). Outside hydration it is
 * simply `read()`. `read` must return a primitive (a new object each call would never settle).
 */
export function useClientValue<T extends string | number | undefined>(read: () => T, prerenderedValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => prerenderedValue);
}
