import { join } from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { AppContext, Readiness } from './context';
import { JobQueue } from './jobs/job-queue';
import { createMetrics } from './lib/metrics/metrics';
import { registerScrapeGauges } from './lib/metrics/scrape-gauges';
import { PostgresAttemptStore, RedisAttemptStore } from './lib/rate-limit/attempt-store';
import { dayTotalsJob } from './modules/accounting/day-totals.jobs';
import { summariseJournalDays } from './modules/accounting/day-totals.service';
import { interestRecognitionJob } from './modules/accounting/interest-recognition.jobs';
import { recogniseInterest } from './modules/accounting/interest-recognition.service';
import { provisionsJob } from './modules/accounting/provisions.jobs';
import { postMonthEndProvisions } from './modules/accounting/provisions.service';
import { pruneExpiredTokensJob } from './modules/auth/prune-expired-tokens.job';
import { campaignResumeJob, campaignSendJob } from './modules/campaigns/campaign.jobs';
import { checkPromises, dailyPromiseCheckJob } from './modules/collections/promise-check';
import { listingNoticesJob, sendListingNotices } from './modules/credit-disputes/listing-notices.service';
import { buildMonthlyFile, creditBureauFileJob } from './modules/credit-reporting/credit-reporting.jobs';
import { disbursementCheckJob, disbursementReconcileJob } from './modules/disbursements/disbursement.jobs';
import { countDisbursementsByStatus } from './modules/disbursements/disbursements.public';
import { kycDeletionRetryJob, kycRetentionJob } from './modules/kyc/kyc.jobs';
import { startBucketCheck } from './modules/kyc/storage/bucket-check';
import { DEV_MAILBOX_PATH, keepsMailLocally } from './modules/mail/local-mailbox';
import { countEmailsByStatus } from './modules/mail/mail.public';
import { createMailer } from './modules/mail/mail.service';
import { createMailTransports } from './modules/mail/mail.transport';
import { MailSender } from './modules/mail/mail-sender';
import { paymentCheckJob, paymentReconcileJob } from './modules/payments/payment.jobs';
import { countPaymentsByStatus } from './modules/payments/payments.public';
import { dailyServicingJob } from './modules/servicing/servicing.jobs';
import { runDailyServicing, type ServicingDeps } from './modules/servicing/servicing.service';
import {
  businessToday,
  createBusinessClock,
  type DailyBusinessJob,
} from './modules/settings/settings.public';
import { createSmsGateway } from './modules/sms/create-sms-gateway';
import { SmsSender } from './modules/sms/sms-sender';
import { statisticsMonthEndJob, statisticsRefreshJob } from './modules/statistics/statistics.jobs';
import { recordMonthEnd } from './modules/statistics/statistics-month-end.service';
import { ussdRepaymentJob } from './modules/ussd/ussd-repayment.jobs';
import { createProviders, type Providers } from './providers/registry';
import { closedChannels } from './providers/routing';

/**
 * Said once at start: which ways money cannot move (the forms say so to borrowers), and when nothing moves
 * for real because the simulator serves a channel.
 */
function logPaymentChannels(logger: FastifyBaseLogger, providers: Providers) {
  const closed = closedChannels(providers.routing);
  if (closed.length > 0) {
    logger.warn(
      { closed },
      'payment channels off: no configured provider serves them (docs/payment-providers.md)',
    );
  }
  if (providers.demonstration) {
    logger.warn('the payment simulator serves some channels: no real money moves (a demonstration)');
  }
}

/**
 * Every job that runs once a business day, in the order a day runs them: what moving the business date
 * catches up for each day passed over (docs/architecture.md §9). A new daily job that reads the date
 * joins here, taking the day it is handed.
 */
export function dailyBusinessJobs(deps: ServicingDeps): DailyBusinessJob[] {
  return [
    // First: on a month's first day, the provisions measure each loan as the last day left it, before
    // servicing ages it a day more (docs/decisions/050).
    { name: 'provisions', run: (today) => postMonthEndProvisions(deps, today) },
    { name: 'servicing', run: (today) => runDailyServicing(deps, { today }) },
    // After servicing: a promise is judged on the day's payments, and its reminder goes out the day before.
    { name: 'promises', run: (today) => checkPromises(deps, today) },
    // After servicing, so days past due are the day's: a loan with bureau consent first past due is told
    // what to pay before it may be reported as in arrears (docs/product.md §25.4).
    { name: 'credit-listing-notices', run: (today) => sendListingNotices(deps, today) },
    // After servicing, so days past due are the day's (interest of a loan over 90 days goes to suspense);
    // before the month-end.
    { name: 'interest-recognition', run: (today) => recogniseInterest(deps, today) },
    // The trial balance's day totals, up to two days before the day (only days whose postings are all in).
    { name: 'day-totals', run: (today) => summariseJournalDays(deps, today) },
    // Last: on a month's last day, each loan's bucket as servicing left it is the month's close.
    { name: 'month-end', run: (today) => recordMonthEnd(deps, today) },
    // On a month's first day, after the day's run: the credit bureau file of the month that ended.
    { name: 'credit-bureau-file', run: async (today) => ({ month: await buildMonthlyFile(deps, today) }) },
  ];
}

/** PostgreSQL when DATABASE_URL is set; otherwise the embedded PGlite persisted in DATA_DIR/pgdata. */
export async function openDatabase(config: Config, logger: FastifyBaseLogger): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return openPostgres({
      connectionString: config.databaseUrl,
      onPoolError: (error) =>
        logger.error({ err: error }, 'database connection lost; the pool will reconnect'),
    });
  }
  return openPglite(join(config.dataDir, 'pgdata'));
}

export interface ContextOptions {
  runWorkers: boolean;
  now?: () => Date;
  pollingIntervalSeconds?: number;
  mailRetryDelaySeconds?: number;
  /** How often an idle mail lane looks at the outbox (1 s by default). */
  mailPollIntervalMs?: number;
  /** Seconds before an SMS is tried again after a failure (30 s by default; doubles each time). */
  smsRetryDelaySeconds?: number;
  /** The caller's migration state (server.ts); a context is built on a migrated database by default. */
  readiness?: Readiness;
}

export interface RunningContext {
  ctx: AppContext;
  /** Stops the mail sender and jobs, closes the mail transports and the database, in that order. */
  close(): Promise<void>;
}

/** Builds the application context on an open, migrated database and starts the job queue. */
export async function createContext(
  config: Config,
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
  options: ContextOptions,
): Promise<RunningContext> {
  const now = options.now ?? (() => new Date());
  // First: a provider that cannot serve its channel, or lacks credentials, stops the start before
  // anything else is opened.
  const metrics = config.metricsToken ? createMetrics() : undefined;
  const providers = createProviders({
    config,
    db: database.db,
    now,
    ...(metrics && {
      observeCall: (call, seconds) => {
        metrics.providerCalls.inc(call);
        metrics.providerDuration.observe({ provider: call.provider, operation: call.operation }, seconds);
      },
    }),
  });
  logPaymentChannels(logger, providers);
  const jobs = new JobQueue({
    database,
    logger,
    runWorkers: options.runWorkers,
    ...(options.pollingIntervalSeconds !== undefined && {
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    }),
  });
  const transports = createMailTransports(config.smtpUrl, config.smtpMaxConnections, logger, {
    forDeveloper: keepsMailLocally(config),
    mailboxUrl: `${config.appUrl}${DEV_MAILBOX_PATH}`,
  });
  if (keepsMailLocally(config)) {
    logger.info(
      `SMTP_URL not set: e-mails are kept locally, not sent; read them at ${config.appUrl}${DEV_MAILBOX_PATH}`,
    );
  }
  // The mail sender runs where jobs run; API processes with WORKERS=off only write to the outbox.
  const sender = options.runWorkers
    ? new MailSender({
        db: database.db,
        transports,
        from: config.mailFrom,
        logger,
        now,
        ...(options.mailRetryDelaySeconds !== undefined && {
          retryDelaySeconds: options.mailRetryDelaySeconds,
        }),
        ...(options.mailPollIntervalMs !== undefined && { pollIntervalMs: options.mailPollIntervalMs }),
      })
    : undefined;
  // Texts (docs/product.md "SMS") are sent where mail is; any process may write them to the outbox.
  const smsSender = options.runWorkers
    ? new SmsSender({
        db: database.db,
        gateway: createSmsGateway(config.sms, logger),
        logger,
        now,
        ...(options.smsRetryDelaySeconds !== undefined && {
          retryDelaySeconds: options.smsRetryDelaySeconds,
        }),
        ...(options.mailPollIntervalMs !== undefined && { pollIntervalMs: options.mailPollIntervalMs }),
      })
    : undefined;
  const mailer = createMailer(database.db, now, () => sender?.wake());
  const businessClock = await createBusinessClock(
    { db: database.db, now, config },
    {
      onError: (error) => logger.warn({ err: error }, 'could not read the business date; kept the last one'),
    },
  );
  jobs.register(pruneExpiredTokensJob(database.db, now));
  const disbursementDeps = { db: database.db, jobs, mailer, providers, config, now, businessClock };
  jobs.register(disbursementCheckJob(disbursementDeps));
  jobs.register(disbursementReconcileJob(disbursementDeps));
  const paymentDeps = { db: database.db, jobs, mailer, providers, config, logger, now, businessClock };
  jobs.register(paymentCheckJob(paymentDeps));
  jobs.register(paymentReconcileJob(paymentDeps));
  jobs.register(ussdRepaymentJob(paymentDeps));
  const servicingDeps = { db: database.db, jobs, mailer, config, logger, now };
  jobs.register(dailyServicingJob({ ...servicingDeps, today: () => businessToday(servicingDeps) }));
  jobs.register(dailyPromiseCheckJob({ ...servicingDeps, today: () => businessToday(servicingDeps) }));
  jobs.register(listingNoticesJob({ ...servicingDeps, today: () => businessToday(servicingDeps) }));
  jobs.register(interestRecognitionJob({ ...servicingDeps, today: () => businessToday(servicingDeps) }));
  jobs.register(dayTotalsJob({ ...servicingDeps, today: () => businessToday(servicingDeps) }));
  jobs.register(provisionsJob({ ...servicingDeps, today: () => businessToday(servicingDeps) }));
  jobs.register(creditBureauFileJob({ ...servicingDeps, today: () => businessToday(servicingDeps) }));
  jobs.register(statisticsRefreshJob({ db: database.db, logger, now }));
  jobs.register(statisticsMonthEndJob({ ...servicingDeps, today: () => businessToday(servicingDeps) }));
  jobs.register(kycRetentionJob({ db: database.db, config, logger, now }));
  jobs.register(kycDeletionRetryJob({ db: database.db, config, logger, now }));
  const campaignDeps = { db: database.db, jobs, mailer, config, now };
  jobs.register(campaignSendJob(campaignDeps));
  jobs.register(campaignResumeJob(campaignDeps));
  await jobs.start();
  sender?.start();
  smsSender?.start();
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined;
  redis?.on('error', (error) => logger.error({ err: error }, 'redis error'));
  const attempts = redis ? new RedisAttemptStore(redis) : new PostgresAttemptStore(database.db, now);
  if (metrics) {
    const db = database.db;
    registerScrapeGauges(metrics, {
      logger,
      emailsByStatus: () => countEmailsByStatus(db),
      paymentsByStatus: () => countPaymentsByStatus(db),
      disbursementsByStatus: () => countDisbursementsByStatus(db),
      jobBacklog: () => jobs.backlog(),
    });
  }
  const readiness = options.readiness ?? { migrated: true };
  // Not awaited: a photo store that is down must not hold the start; /api/ready names it meanwhile.
  const photoStorage = config.kyc.storage === 's3' ? startBucketCheck(config.kyc, logger) : undefined;
  if (photoStorage) readiness.photoStorage = photoStorage;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    jobs,
    mailer,
    providers,
    logger,
    now,
    businessClock,
    attempts,
    redis,
    metrics,
    readiness,
  };
  return {
    ctx,
    async close() {
      businessClock.stop();
      await sender?.stop();
      await smsSender?.stop();
      await jobs.stop();
      await photoStorage?.settled();
      transports.urgent.close();
      transports.bulk.close();
      await redis?.quit().catch(() => undefined);
      await database.close();
    },
  };
}
