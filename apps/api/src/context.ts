import type { Database, DatabaseHandle } from '@kwacha/db';
import type { Config } from './config';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './modules/mail/mail.service';

/** Everything a route or job needs from the outside world, built once at start-up (see bootstrap.ts). */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  /** The clock, replaceable in tests that move time (token expiry, overdue loans). */
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
