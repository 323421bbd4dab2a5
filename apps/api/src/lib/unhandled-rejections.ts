import { isDatabaseUnavailable } from '@kwacha/db';

interface Logger {
  error(fields: object, message: string): void;
  fatal(fields: object, message: string): void;
}

/**
 * What a promise nobody awaited may reject with. pg-boss 10 completes or fails a job without awaiting the
 * call (timgit/pg-boss#577): when PostgreSQL drops just then, the rejection reached no one and Node ended
 * the worker (found by the chaos run, docs/operations.md §7). A lost connection there loses nothing —
 * the job's lease runs out and pg-boss runs it again, and every job is idempotent — so the process logs it
 * and carries on. Anything else is a bug whose state nobody knows: log it and exit 1 as Node would.
 */
export function handleUnhandledRejection(logger: Logger, exit: (code: number) => void) {
  return (reason: unknown): void => {
    if (isDatabaseUnavailable(reason)) {
      logger.error(
        { err: reason },
        'a database call nobody awaited failed as the connection dropped; its job will run again',
      );
      return;
    }
    logger.fatal({ err: reason }, 'unhandled promise rejection; exiting');
    exit(1);
  };
}

/** Installs the handler above for this process (server.ts, worker.ts). */
export function surviveDroppedDatabaseConnections(logger: Logger): void {
  process.on(
    'unhandledRejection',
    handleUnhandledRejection(logger, (code) => process.exit(code)),
  );
}
