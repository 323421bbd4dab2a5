import { type DatabaseHandle, isDatabaseUnavailable } from '@kwacha/db';

export interface StartupWait {
  /** How long a starting process waits for the database before it gives up (exits 1). */
  maxWaitMs: number;
  /** The first pause between tries; it doubles, up to 5 s. */
  firstDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_WAIT: StartupWait = { maxWaitMs: 60_000, firstDelayMs: 250 };

/**
 * Runs the migrations once the database answers. A process started while PostgreSQL restarts (a deploy,
 * a failover, a supervisor bringing back a killed worker) waits for it rather than exiting at once; only
 * an unreachable database is waited for — a failing migration stops the start straight away. Migrations
 * are applied in one transaction and skip what is applied, so a try cut off by a dropped connection is
 * simply made again (docs/operations.md §3).
 */
export async function migrateWhenReachable(
  database: Pick<DatabaseHandle, 'migrate'>,
  logger: { warn(fields: object, message: string): void },
  wait: StartupWait = DEFAULT_WAIT,
): Promise<void> {
  const sleep = wait.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let waited = 0;
  let delay = wait.firstDelayMs;
  for (;;) {
    try {
      await database.migrate();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || waited >= wait.maxWaitMs) throw error;
      logger.warn(
        { err: error, retryInMs: delay, waitedMs: waited },
        'database unreachable at start; trying again',
      );
      await sleep(delay);
      waited += delay;
      delay = Math.min(delay * 2, 5_000);
    }
  }
}
