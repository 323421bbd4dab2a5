import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { errorDetail } from '@kwacha/shared/api/envelope';
import { CAMPAIGN_MESSAGES, MARKDOWN_LIMITS } from '@kwacha/shared/staff/campaigns';
import { ValidationError } from '../../lib/domain-errors';
import type { RenderedContent } from './campaign-renderer';

/**
 * Campaign Markdown checked and rendered on a worker thread with a time limit (issue 39): the limits in
 * campaign-markdown-limits.ts keep every message fast, and should one still be slow it holds the worker,
 * not the API's event loop, and is stopped. One worker, started on the first render and let go after a
 * minute idle (jsdom holds tens of megabytes); renders take turns, superusers being few.
 */

export interface RenderRequest {
  id: number;
  markdown: string;
  allowRemoteImages: boolean;
}
export type RenderReply =
  | { id: number; content: RenderedContent }
  | { id: number; problem: string }
  | { id: number; failure: string };

const IDLE_MS = 60_000;
const MEMORY_MB = 256;

const refused = (message: string) => new ValidationError([errorDetail('markdown', message)]);

/** The worker's bundle beside the API's (`npm start`), else its TypeScript source (dev, tests). */
async function startWorker(options: WorkerOptions): Promise<Worker> {
  // The build rewrites import.meta.url to the source file's URL, not import.meta.dirname: in a bundle
  // this is the bundle's folder, where the worker's own bundle sits.
  const bundled = join(import.meta.dirname, 'campaign-render-worker.js');
  if (existsSync(bundled)) return new Worker(bundled, options);
  // Imported by a path the build cannot follow: the bundle holds nothing that needs tsx.
  const helper = pathToFileURL(join(import.meta.dirname, 'campaign-render-worker-source.ts')).href;
  const { startSourceWorker } = (await import(helper)) as typeof import('./campaign-render-worker-source');
  return startSourceWorker(options);
}

interface Job {
  id: number;
  resolve(reply: RenderReply): void;
  reject(error: Error): void;
}

interface Thread {
  /** Resolves once the worker has loaded the renderer and said so. */
  ready: Promise<Worker>;
  job?: Job;
}

let thread: Thread | undefined;
let nextId = 1;
let idleTimer: NodeJS.Timeout | undefined;
let turn: Promise<unknown> = Promise.resolve();

function startThread(): Thread {
  const started: Thread = {
    ready: startWorker({ resourceLimits: { maxOldGenerationSizeMb: MEMORY_MB } }).then((worker) =>
      listen(worker, started),
    ),
  };
  return started;
}

/** Resolves with the worker once it says it is ready; hands each reply to the thread's job. */
function listen(worker: Worker, started: Thread): Promise<Worker> {
  // A worker never keeps the process alive: shutting down needs nothing from it.
  worker.unref();
  return new Promise<Worker>((resolve, reject) => {
    worker.on('message', (message: RenderReply | { ready: true }) => {
      if ('ready' in message) return resolve(worker);
      if (started.job?.id !== message.id) return;
      const job = started.job;
      started.job = undefined;
      job.resolve(message);
    });
    // A listener for both: an 'error' nobody hears would end the API process.
    const gone = (error: Error) => {
      if (thread === started) thread = undefined;
      reject(error);
      started.job?.reject(error);
      started.job = undefined;
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the campaign render worker stopped (exit code ${code})`)));
  });
}

function stopThread(stopped: Thread): void {
  if (thread === stopped) thread = undefined;
  void stopped.ready.then((worker) => worker.terminate()).catch(() => undefined);
}

async function renderOnce(request: Omit<RenderRequest, 'id'>, limitMs: number): Promise<RenderedContent> {
  clearTimeout(idleTimer);
  thread ??= startThread();
  const current = thread;
  let worker: Worker;
  try {
    worker = await current.ready;
  } catch (error) {
    if (thread === current) thread = undefined;
    throw error;
  }
  const id = nextId++;
  try {
    const reply = await new Promise<RenderReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        current.job = undefined;
        stopThread(current);
        reject(refused(CAMPAIGN_MESSAGES.markdownTooSlow));
      }, limitMs);
      current.job = {
        id,
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          // Out of memory is the message's doing, like a timeout; anything else is ours (a 500).
          const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
          reject(outOfMemory ? refused(CAMPAIGN_MESSAGES.markdownTooSlow) : error);
        },
      };
      worker.postMessage({ id, ...request } satisfies RenderRequest);
    });
    if ('problem' in reply) throw refused(reply.problem);
    if ('failure' in reply) throw new Error(`rendering a campaign failed: ${reply.failure}`);
    return reply.content;
  } finally {
    idleTimer = setTimeout(() => {
      if (thread) stopThread(thread);
    }, IDLE_MS).unref();
  }
}

/**
 * The campaign's Markdown as safe HTML and text, or a 400 (VALIDATION_ERROR on `markdown`) naming the
 * limit it passes, or saying it took too long. `limitMs` is for tests.
 */
export function renderCampaignOffThread(
  markdown: string,
  options: { allowRemoteImages: boolean; limitMs?: number },
): Promise<RenderedContent> {
  const limitMs = options.limitMs ?? MARKDOWN_LIMITS.renderMs;
  const run = turn.then(() =>
    renderOnce({ markdown, allowRemoteImages: options.allowRemoteImages }, limitMs),
  );
  turn = run.catch(() => undefined);
  return run;
}
