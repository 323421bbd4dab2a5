import type { Database, DatabaseHandle } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { JobQueue } from './jobs/job-queue';
import type { BusinessClock } from './lib/business-clock';
import type { Metrics } from './lib/metrics/metrics';
import type { AttemptStore } from './lib/rate-limit/attempt-store';
import type { Mailer } from './modules/mail/mail.service';
import type { Providers } from './providers/registry';

/** Everything a route or job needs from the outside world, built once at start-up (see bootstrap.ts). */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  /** The payment providers: routed by PAYMENT_PROVIDER and its per-channel overrides (providers/registry.ts). */
  providers: Providers;
  /** Per-account and per-identifier counters: Redis when REDIS_URL is set, else PostgreSQL. */
  attempts: AttemptStore;
  /** Shared store for rate limits when REDIS_URL is set. */
  redis: Redis | undefined;
  /** For jobs and services that must leave a trace outside a request (e.g. a flagged payment). */
  logger: FastifyBaseLogger;
  /** Prometheus metrics of this process; only when METRICS_TOKEN is set (docs/architecture.md §16). */
  metrics: Metrics | undefined;
  /** What GET /api/ready reports besides the database answering. */
  readiness: Readiness;
  /** The clock, replaceable in tests that move time (token expiry, overdue loans). */
  now(): Date;
  /**
   * What day it is for a loan (docs/product.md §14.5.1): the business date a superuser may move forward
   * outside production, else the real date. Loan views, payoff quotes and what a payment pays read it;
   * sessions, codes, tokens and the job queue keep `now`.
   */
  businessClock: BusinessClock;
}

export interface Readiness {
  /** False until this process has applied the migrations; /api/ready answers 503 until then. */
  migrated: boolean;
  /** KYC_STORAGE=s3: whether the photo bucket answered at start (modules/kyc/storage/bucket-check.ts). */
  photoStorage?: ReadinessCheck;
}

/** An outside service checked for readiness: what is wrong with it, in words for an operator, or undefined. */
export interface ReadinessCheck {
  problem(): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
