import type { DatabaseHandle } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Retries for a failing run; pg-boss waits `retryDelay` seconds, doubling when `retryBackoff`. */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /** Cron expression (UTC) when the job runs on a schedule rather than on demand. */
  cron?: string;
  handler(data: T): Promise<void>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** Run handlers in this process (the API does unless WORKERS=off; `npm run worker` always does). */
  runWorkers: boolean;
  pollingIntervalSeconds?: number;
}

/**
 * Background jobs in PostgreSQL (pg-boss) on the application's own database, PGlite included:
 * any number of processes share one queue, and a job survives a crash of the process that queued it.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => options.database.executeSql(text, values) },
      schedule: options.runWorkers,
      supervise: options.runWorkers,
    });
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  }

  register<T extends object>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, definition as JobDefinition);
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const job of this.definitions.values()) {
      await this.boss.createQueue(job.name, {
        name: job.name,
        ...(job.retry && {
          retryLimit: job.retry.limit,
          retryDelay: job.retry.delaySeconds,
          retryBackoff: job.retry.backoff,
        }),
      });
      if (!this.options.runWorkers) continue;
      if (job.cron) await this.boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      await this.boss.work<object>(
        job.name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const entry of jobs) {
            try {
              await job.handler(entry.data);
            } catch (error) {
              this.options.logger.warn(
                { err: error, job: job.name, jobId: entry.id },
                'job failed; it will be retried',
              );
              throw error;
            }
          }
        },
      );
    }
  }

  /** `startAfter`: seconds to wait (or a time) before the job may run, e.g. to let a transfer settle. */
  async send(
    name: string,
    data: object,
    options: { singletonKey?: string; startAfter?: number | Date } = {},
  ): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    return this.boss.send(name, data, options);
  }

  /** Runs a job's handler now, in this process (used by tests and the CLI). */
  async runNow(name: string, data: object = {}): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    await definition.handler(data);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // `close: false`: the database handle belongs to the caller and is closed after the queue stops.
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
  }
}
