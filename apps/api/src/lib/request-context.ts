import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work belongs to, carried through its awaits: a job queued while answering a
 * request records the request's id, so the worker's log lines of that job can be found from the API's
 * (docs/architecture.md §16). Set once per request in app.ts; read by the job queue.
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `next` (the rest of the request's handling) with its request id in context. */
export function withRequestId(requestId: string, next: () => void): void {
  requestContext.run({ requestId }, next);
}

/** The id of the request being answered, or undefined outside one (a job, a command). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
