import { type ComponentType, useEffect, useReducer } from 'react';
import { inNextTask } from '../../lib/next-task';

/** A component fetched on demand: `current` once loaded, `fetch()` to load it (once). */
export interface OnDemandPart<P extends object> {
  current: ComponentType<P> | undefined;
  fetch: () => Promise<void>;
}

/**
 * A component that is not needed for the first paint or the first tap (a toast, a dialog), kept out of
 * the landing page's JavaScript (docs/performance.md). A failed fetch (a dropped connection) is
 * tried again the next time someone asks.
 */
export function onDemandPart<P extends object>(load: () => Promise<ComponentType<P>>): OnDemandPart<P> {
  let loading: Promise<void> | undefined;
  const part: OnDemandPart<P> = {
    current: undefined,
    fetch: () =>
      (loading ??= load().then(
        (loaded) => {
          part.current = loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  return part;
}

/**
 * The part once loaded, fetched in the task after the caller (a provider) has mounted, and again whenever
 * `wanted` turns true while it is still missing (the first fetch failed offline). Unlike React.lazy it
 * never suspends: until the chunk is in it is undefined and the provider keeps its queue, rendering the
 * part as soon as it arrives.
 */
export function useOnDemandPart<P extends object>(
  part: OnDemandPart<P>,
  wanted = false,
): ComponentType<P> | undefined {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `wanted` is the trigger to fetch again.
  useEffect(() => {
    if (part.current) return;
    let mounted = true;
    const cancel = inNextTask(() => {
      part.fetch().then(
        () => mounted && loaded(),
        () => undefined,
      );
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [part, wanted]);
  return part.current;
}
