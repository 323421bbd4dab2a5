// docs/product.md §2.3 and §9: what the development-only performance panel shows. Nothing here is in
// the production bundle: main.tsx loads this feature only behind `import.meta.env.DEV`.

/** A task that held the main thread at least this long is flagged (docs/product.md §9). */
export const LONG_TASK_FLAG_MS = 1000;
/** Memory in use above this is flagged (docs/product.md §9). */
export const MEMORY_FLAG_MB = 50;

/** How many renders and long tasks the panel keeps: the latest ones are what a developer looks at. */
const KEPT = 8;
const BYTES_PER_MB = 1024 * 1024;

export interface RenderTiming {
  /** The React Profiler's id for the tree (the whole app is "app"). */
  id: string;
  phase: 'mount' | 'update' | 'nested-update';
  /** Time spent rendering this commit, in milliseconds. */
  durationMs: number;
}

export interface LongTask {
  /** When the task started, in milliseconds since the page loaded. */
  startMs: number;
  durationMs: number;
}

export interface PerformanceSnapshot {
  renders: readonly RenderTiming[];
  /** Undefined when this browser cannot report long tasks. */
  longTasks: readonly LongTask[] | undefined;
  /** JavaScript heap in use, in MB; undefined where the browser does not say (only Chromium does). */
  memoryMb: number | undefined;
}

/** Where readings come from; tests pass their own. */
export interface ReadingSources {
  /** Heap in use in bytes, or undefined where the browser does not say. */
  readMemoryBytes: () => number | undefined;
  /**
   * Calls back with each long task; returns a function that stops, or undefined when the browser cannot
   * observe them.
   */
  observeLongTasks: (onTask: (task: LongTask) => void) => (() => void) | undefined;
}

export interface PerformanceReadings {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => PerformanceSnapshot;
  /** The React Profiler's onRender. */
  recordRender: (id: string, phase: RenderTiming['phase'], actualDurationMs: number) => void;
  /** Reads the memory in use now (the panel asks every few seconds while it is open). */
  sampleMemory: () => void;
  /** Stops observing long tasks. */
  stop: () => void;
}

const latest = <T>(list: readonly T[], item: T): T[] => [...list, item].slice(-KEPT);

export function createPerformanceReadings(sources: ReadingSources = browserSources()): PerformanceReadings {
  const listeners = new Set<() => void>();
  let snapshot: PerformanceSnapshot = { renders: [], longTasks: undefined, memoryMb: undefined };
  let notifyQueued = false;

  // The Profiler calls back while React commits; telling the panel at once would update it in the middle
  // of that commit, so listeners hear once, right after.
  const change = (next: PerformanceSnapshot) => {
    snapshot = next;
    if (notifyQueued) return;
    notifyQueued = true;
    queueMicrotask(() => {
      notifyQueued = false;
      for (const listener of listeners) listener();
    });
  };

  const readMemory = () => {
    const bytes = sources.readMemoryBytes();
    return bytes === undefined ? undefined : bytes / BYTES_PER_MB;
  };

  const stopLongTasks = sources.observeLongTasks((task) =>
    change({ ...snapshot, longTasks: latest(snapshot.longTasks ?? [], task) }),
  );
  snapshot = { ...snapshot, longTasks: stopLongTasks ? [] : undefined, memoryMb: readMemory() };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    recordRender(id, phase, actualDurationMs) {
      change({ ...snapshot, renders: latest(snapshot.renders, { id, phase, durationMs: actualDurationMs }) });
    },
    sampleMemory() {
      const memoryMb = readMemory();
      if (memoryMb !== snapshot.memoryMb) change({ ...snapshot, memoryMb });
    },
    stop() {
      stopLongTasks?.();
    },
  };
}

/** The browser's own readings: `performance.memory` (Chromium only) and the 'longtask' entries. */
export function browserSources(): ReadingSources {
  return {
    readMemoryBytes() {
      const memory = (performance as Performance & { memory?: { usedJSHeapSize?: unknown } }).memory;
      const used = memory?.usedJSHeapSize;
      return typeof used === 'number' ? used : undefined;
    },
    observeLongTasks(onTask) {
      if (typeof PerformanceObserver === 'undefined') return undefined;
      if (!PerformanceObserver.supportedEntryTypes?.includes('longtask')) return undefined;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          onTask({ startMs: entry.startTime, durationMs: entry.duration });
      });
      // buffered: the tasks that ran while the app was starting, before the panel was loaded.
      observer.observe({ type: 'longtask', buffered: true });
      return () => observer.disconnect();
    },
  };
}
