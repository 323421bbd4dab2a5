import type { FastifyBaseLogger } from 'fastify';

/** Longer than the job queue's own graceful wait (10 s, jobs/job-queue.ts), so jobs in flight can finish. */
export const SHUTDOWN_TIMEOUT_MS = 20_000;

/**
 * On SIGTERM or SIGINT, runs `stop` once (finish what is in flight, then close), and exits 0; exits 1 when
 * stopping fails or takes longer than SHUTDOWN_TIMEOUT_MS. The same for the server and the worker, so an
 * operator sees the same lines and the same wait from either.
 */
export function exitGracefullyOnSignals(logger: FastifyBaseLogger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing work in flight');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await stop();
      logger.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
