import { disbursementStatus, emailStatus } from '@kwacha/db';
import { PAYMENT_STATUSES } from '@kwacha/shared/payments/payment-view';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge } from 'prom-client';
import type { Metrics } from './metrics';

type StatusCounts = readonly { status: string; count: number }[];

/**
 * Where the gauges read from, passed in by bootstrap.ts: the modules that own the tables count them, so this
 * platform code knows no module.
 */
export interface ScrapeSources {
  logger: FastifyBaseLogger;
  emailsByStatus(): Promise<StatusCounts>;
  paymentsByStatus(): Promise<StatusCounts>;
  disbursementsByStatus(): Promise<StatusCounts>;
  /** Waiting jobs per queue, and how long the oldest due one has waited (JobQueue.backlog). */
  jobBacklog(): Promise<readonly { queue: string; depth: number; oldestAgeSeconds: number }[]>;
}

/**
 * Gauges read from the database when Prometheus scrapes, each one grouped count. A source that fails is
 * logged and its gauge left empty for that scrape: the rest of the scrape still answers.
 */
export function registerScrapeGauges(metrics: Metrics, sources: ScrapeSources): void {
  const registers = [metrics.registry];
  const readOrSkip = async (gauge: Gauge, name: string, read: () => Promise<void>) => {
    gauge.reset();
    try {
      await read();
    } catch (error) {
      sources.logger.error({ err: error, metric: name }, 'metrics: a scrape-time source failed');
      gauge.reset();
    }
  };
  const byStatus = (
    name: string,
    help: string,
    statuses: readonly string[],
    count: () => Promise<StatusCounts>,
  ) => {
    const gauge: Gauge = new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers,
      collect: () =>
        readOrSkip(gauge, name, async () => {
          const counts = new Map((await count()).map((row) => [row.status, row.count]));
          // Every status is written, zero included, so an alert can tell "none" from "not scraped".
          for (const status of statuses) gauge.set({ status }, counts.get(status) ?? 0);
        }),
    });
  };

  byStatus(
    'mail_queue_messages',
    'E-mails in the outbox by status (docs/architecture.md §10).',
    emailStatus.enumValues,
    () => sources.emailsByStatus(),
  );
  byStatus('payments', 'Repayments by status.', PAYMENT_STATUSES, () => sources.paymentsByStatus());
  byStatus('disbursements', 'Disbursements by status.', disbursementStatus.enumValues, () =>
    sources.disbursementsByStatus(),
  );

  // Depth and age come from one query; the age gauge reuses the rows the depth gauge read in this scrape.
  let backlog: ReturnType<ScrapeSources['jobBacklog']> | undefined;
  const depth: Gauge = new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting in each queue (created or waiting for a retry).',
    labelNames: ['queue'],
    registers,
    collect: () =>
      readOrSkip(depth, 'job_queue_depth', async () => {
        backlog = sources.jobBacklog();
        for (const row of await backlog) depth.set({ queue: row.queue }, row.depth);
      }),
  });
  const age: Gauge = new Gauge({
    name: 'job_queue_oldest_age_seconds',
    help: 'How long the oldest due job of each queue has been waiting to be picked up.',
    labelNames: ['queue'],
    registers,
    collect: () =>
      readOrSkip(age, 'job_queue_oldest_age_seconds', async () => {
        const rows = await (backlog ?? sources.jobBacklog());
        backlog = undefined;
        for (const row of rows) age.set({ queue: row.queue }, row.oldestAgeSeconds);
      }),
  });
}
