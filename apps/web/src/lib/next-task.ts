/**
 * Runs `work` in a task of its own once the current one has finished, and returns what cancels it. For
 * what a component starts on mounting (fetching a chunk, whose preloads each start a request on the main
 * thread): started from React's effects, all of them would run in the same task as the rest of the
 * mount, and on a slow phone that one task is long enough to delay a tap (docs/performance.md).
 */
export function inNextTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
