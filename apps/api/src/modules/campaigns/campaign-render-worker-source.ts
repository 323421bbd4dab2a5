import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The render worker from its TypeScript source, for `npm run dev` and the tests (the build runs its own
 * bundle instead and never loads this file). A worker does not inherit the parent's loader, and Node 20
 * does not apply `--import tsx` to a worker's first module, so the worker loads the source through tsx.
 */
export function startSourceWorker(options: WorkerOptions): Worker {
  const source = new URL('./campaign-render-worker.ts', import.meta.url).href;
  const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(load, { ...options, eval: true });
}
