import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const whilePrerenderedOrHydrating = () => false;

/**
 * False in the pre-rendered HTML and during hydration, true from the render after it (and always true on a
 * page the browser rendered itself): what the page can do before its JavaScript has taken over
 * (docs/architecture.md §14).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, whilePrerenderedOrHydrating);
}
