import type { Database } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import { bodiesWithoutSecrets } from './delivered-secrets';
import { jobOfLane, type MailLane } from './mail-lanes';
import { findEmail, listStaleQueuedEmails, markEmailSent, recordEmailFailure } from './mail.repository';
import { sendJobFor } from './mail.service';
import type { MailTransports } from './mail.transport';

/** Total delivery attempts before a message is marked failed (staff can resend it later). */
export const MAX_EMAIL_ATTEMPTS = 6;

export interface MailJobDeps {
  db: Database;
  jobs: JobQueue;
  transports: MailTransports;
  from: string;
  logger: FastifyBaseLogger;
  now(): Date;
  /** Seconds before the first retry; doubles each time. 30 s in production, small in tests. */
  retryDelaySeconds?: number;
}

/**
 * Delivers one stored message. A refused delivery is recorded and retried later with back-off (our own
 * retry, so that one slow message never holds up the batch it was fetched with); after the last try the
 * message fails for good. Either way the stored copy then keeps no live secret.
 */
async function deliver(deps: MailJobDeps, lane: MailLane, id: string): Promise<void> {
  const email = await findEmail(deps.db, id);
  if (email?.status !== 'queued') return; // already sent, failed for good, or deleted
  const transport = deps.transports[lane];
  const kept = () => bodiesWithoutSecrets(email.template, email);
  try {
    await transport.send({
      from: deps.from,
      to: email.toAddress,
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody,
    });
  } catch (error) {
    const attempt = email.attempts + 1;
    const final = attempt >= MAX_EMAIL_ATTEMPTS;
    const message = error instanceof Error ? error.message : String(error);
    await recordEmailFailure(deps.db, id, { error: message, final, bodies: kept(), at: deps.now() });
    deps.logger.warn({ emailId: id, attempt, final }, 'e-mail delivery failed');
    if (!final) {
      const delay = (deps.retryDelaySeconds ?? 30) * 2 ** (attempt - 1);
      await sendJobFor(deps.jobs, id, email.priority, delay);
    }
    return;
  }
  await markEmailSent(deps.db, id, { transport: transport.kind, bodies: kept(), at: deps.now() });
}

/** One send job per lane, fetching as many messages at once as the lane has SMTP connections. */
export function sendEmailJob(deps: MailJobDeps, lane: MailLane): JobDefinition<{ id: string }> {
  return {
    name: jobOfLane(lane),
    batchSize: deps.transports[lane].connections,
    // Only for what is not a delivery failure (the database went away): deliver() checks before acting.
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    handler: ({ id }) => deliver(deps, lane, id),
  };
}

/** Every few minutes: re-queue messages whose send job was lost, so nothing stays unsent forever. */
export function sweepEmailsJob(deps: MailJobDeps): JobDefinition {
  return {
    name: 'email.sweep',
    cron: '*/5 * * * *',
    async handler() {
      const stale = await listStaleQueuedEmails(deps.db, new Date(deps.now().getTime() - 15 * 60_000), 500);
      for (const { id, priority } of stale) await sendJobFor(deps.jobs, id, priority);
    },
  };
}
