import type { DatabaseHandle } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { currentRequestId } from '../lib/request-context';

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
  /** `run.log` is bound to the job's name and id, so a handler's lines can be told apart from other runs'. */
  handler(data: T, run: JobRun): Promise<void>;
}

export interface JobRun {
  jobId: string;
  log: FastifyBaseLogger;
}

/** Jobs waiting in one queue, for the metrics scrape. */
export interface QueueBacklog {
  queue: string;
  /** Jobs created or waiting for a retry, due or not. */
  depth: number;
  /** How long the oldest due job has been waiting to be picked up (0 when none is due). */
  oldestAgeSeconds: number;
}

// Counts what pg-boss's own fetch index (`job_i5`: name, start_after where state < 'active') holds, so the
// scrape reads an index, not the job table; pgboss is the schema pg-boss 10 uses by default.
const BACKLOG_SQL = `select name,
  count(*)::int as depth,
  coalesce(extract(epoch from now() - min(start_after) filter (where start_after <= now())), 0)::float8 as oldest
from pgboss.job where state < 'active' group by name`;

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
    // One child logger per run: every line the run writes carries the job's name and id, and the id of
    // the request that queued it when there was one (docs/architecture.md §16).
    const requestId = (entry.data as { requestId?: unknown }).requestId;
    const log = this.options.logger.child({
      job: job.name,
      jobId: entry.id,
      ...(typeof requestId === 'string' && { requestId }),
    });
    const started = performance.now();
    try {
      await job.handler(entry.data, { jobId: entry.id, log });
      log.debug({ durationMs: Math.round(performance.now() - started) }, 'job finished');
    } catch (error) {
      log.warn({ err: error }, 'job failed; it will be retried');
      throw error;
    }
  }

  /** Waiting jobs per queue this process knows, zero for an empty queue (read at scrape time). */
  async backlog(): Promise<QueueBacklog[]> {
    const { rows } = await this.options.database.executeSql(BACKLOG_SQL);
    const found = new Map(rows.map((row) => [String(row.name), row]));
    return [...this.definitions.keys()].map((queue) => {
      const row = found.get(queue);
      return { queue, depth: Number(row?.depth ?? 0), oldestAgeSeconds: Number(row?.oldest ?? 0) };
    });
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
    // A job queued while answering a request carries that request's id into the worker's log lines.
    const requestId = currentRequestId();
    const payload = requestId && !('requestId' in data) ? { ...data, requestId } : data;
    const id = await this.boss.send(name, payload, options);
    // A job for now, on a queue this process works: no need to wait for the next poll.
    const worker = this.localWorkers.get(name);
    if (worker && options.startAfter === undefined) this.boss.notifyWorker(worker);
    return id;
  }

  /** Runs a job's handler now, in this process (used by tests and the CLI). */
  async runNow(name: string, data: object = {}): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    await definition.handler(data, { jobId: 'run-now', log: this.options.logger.child({ job: name }) });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // `close: false`: the database handle belongs to the caller and is closed after the queue stops.
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
  }
}
