import type { DatabaseHandle } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Retries for a failing run; pg-boss waits `retryDelay` seconds, doubling when `retryBackoff`. */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /** Cron expression (UTC) when the job runs on a schedule rather than on demand. */
  cron?: string;
  /**
   * Jobs fetched at once and run side by side (default 1). The whole batch is retried if a handler
   * throws, so a handler with a batch size above 1 must be safe to run twice (check, then act).
   */
  batchSize?: number;
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
  /** The workers this process runs, per queue: told to fetch at once when a job is queued here. */
  private readonly localWorkers = new Map<string, string>();
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
      let workerId: string | undefined;
      workerId = await this.boss.work<object>(
        job.name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: job.batchSize ?? 1 },
        async (jobs) => {
          await Promise.all(jobs.map((entry) => this.run(job, entry)));
          // pg-boss waits a polling interval after every batch; while there is work, fetch again at once.
          if (workerId) this.boss.notifyWorker(workerId);
        },
      );
      this.localWorkers.set(job.name, workerId);
    }
  }

  private async run(job: JobDefinition, entry: { id: string; data: object }): Promise<void> {
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

  /**
   * `startAfter`: seconds to wait (or a time) before the job may run, e.g. to let a transfer settle.
   * `priority`: higher runs first among the queue's waiting jobs.
   */
  async send(
    name: string,
    data: object,
    options: { singletonKey?: string; startAfter?: number | Date; priority?: number } = {},
  ): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    const id = await this.boss.send(name, data, options);
    // A job for now, on a queue this process works: no need to wait for the next poll.
    const worker = this.localWorkers.get(name);
    if (worker && options.startAfter === undefined) this.boss.notifyWorker(worker);
    return id;
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
