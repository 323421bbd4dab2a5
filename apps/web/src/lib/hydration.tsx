import { createContext, type ReactNode, startTransition, use, useEffect, useState } from 'react';

/**
 * Whether the page's JavaScript has taken over: false in the pre-rendered HTML and while it hydrates,
 * true from then on, and true from the start on a page the browser rendered itself (the default).
 */
const HydratedContext = createContext(true);

/**
 * Turns the flag on once hydration has committed, as a transition (docs/performance.md). React
 * re-renders what reads it in slices that yield to the browser. A hydration-time external store
 * (useSyncExternalStore with a server snapshot) would do the same re-render at sync priority, in one
 * long task right after hydration: one per submit button, date and year on the page.
 */
export function HydrationProvider({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered);
  // Once, after the first commit (setting true again changes nothing on a page rendered in the browser).
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the pre-rendered HTML and during hydration, true from the render after it (and always true on a
 * page the browser rendered itself): what the page can do before its JavaScript has taken over
 * (docs/performance.md).
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}

/**
 * A value only the browser should decide (today's date, the year): pre-rendered pages were built on
 * another day, so the pre-rendered HTML and the hydrating render use `prerenderedValue`, and React
 * renders `read()` straight after hydration (docs/performance.md). Outside hydration it is
 * simply `read()`.
 */
export function useClientValue<T extends string | number | undefined>(read: () => T, prerenderedValue: T): T {
  return useHydrated() ? read() : prerenderedValue;
}
