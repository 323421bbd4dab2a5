import type { Database } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import { findEmail, listStaleQueuedEmails, markEmailSent, recordEmailFailure } from './mail.repository';
import { SEND_EMAIL_JOB } from './mail.service';
import type { MailTransport } from './mail.transport';

/** Total delivery attempts before a message is marked failed (staff can resend it later). */
export const MAX_EMAIL_ATTEMPTS = 6;

interface MailJobDeps {
  db: Database;
  jobs: JobQueue;
  transport: MailTransport;
  from: string;
  logger: FastifyBaseLogger;
  now(): Date;
  /** Seconds before the first retry; doubles each time. 30 s in production, small in tests. */
  retryDelaySeconds?: number;
}

export function sendEmailJob(deps: MailJobDeps): JobDefinition<{ id: string }> {
  return {
    name: SEND_EMAIL_JOB,
    retry: { limit: MAX_EMAIL_ATTEMPTS - 1, delaySeconds: deps.retryDelaySeconds ?? 30, backoff: true },
    async handler({ id }) {
      const email = await findEmail(deps.db, id);
      if (email?.status !== 'queued') return; // already sent, failed for good, or deleted
      try {
        await deps.transport.send({
          from: deps.from,
          to: email.toAddress,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody,
        });
      } catch (error) {
        const final = email.attempts + 1 >= MAX_EMAIL_ATTEMPTS;
        const message = error instanceof Error ? error.message : String(error);
        await recordEmailFailure(deps.db, id, message, final, deps.now());
        deps.logger.warn({ emailId: id, attempt: email.attempts + 1, final }, 'e-mail delivery failed');
        if (!final) throw error; // pg-boss retries with backoff
        return;
      }
      await markEmailSent(deps.db, id, deps.transport.kind, deps.now());
    },
  };
}

/** Every few minutes: re-queue messages whose send job was lost, so nothing stays unsent forever. */
export function sweepEmailsJob(deps: MailJobDeps): JobDefinition {
  return {
    name: 'email.sweep',
    cron: '*/5 * * * *',
    async handler() {
      const stale = await listStaleQueuedEmails(deps.db, new Date(deps.now().getTime() - 15 * 60_000), 500);
      for (const { id } of stale) await deps.jobs.send(SEND_EMAIL_JOB, { id }, { singletonKey: id });
    },
  };
}
