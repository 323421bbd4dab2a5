import type { Database, EmailMessage } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import { type OutboxLane, OutboxWorker } from '../../lib/outbox/outbox-worker';
import { bodiesWithoutSecrets } from './delivered-secrets';
import { claimDueEmails, markEmailKeptLocally, markEmailSent, recordEmailFailure } from './mail.repository';
import type { MailTransport, MailTransports } from './mail.transport';
import { type MailLane, PRIORITIES_OF_LANE } from './mail-lanes';

/** Total delivery attempts before a message is marked failed (staff can resend it later). */
export const MAX_EMAIL_ATTEMPTS = 6;
/*
 * The whole SMTP exchange is bounded (the outbox worker says why a bound and not a renewed claim): each
 * stage times out in seconds (SMTP_TIMEOUTS in mail.transport.ts), and a send still unfinished after
 * SEND_DEADLINE_MS is aborted, which closes its connection, so nothing of it runs on — even against a
 * server that trickles its answers, which no silence timer notices. The claim lasts more than twice that.
 */
const LEASE_MS = 5 * 60_000;
const SEND_DEADLINE_MS = 2 * 60_000;

export interface MailSenderDeps {
  db: Database;
  transports: MailTransports;
  from: string;
  logger: FastifyBaseLogger;
  now(): Date;
  /** How often an idle lane looks at the outbox. */
  pollIntervalMs?: number;
  /** Seconds before the first retry of a refused delivery; doubles each time. 30 s in production. */
  retryDelaySeconds?: number;
  /** How long a claim lasts (5 minutes) and a send may take (2 minutes); tests shorten both. */
  leaseMs?: number;
  sendDeadlineMs?: number;
}

/**
 * The one worker that sends mail (lib/outbox/outbox-worker.ts): a lane per priority group, each claiming
 * as many due messages as it has SMTP connections.
 */
export class MailSender extends OutboxWorker<EmailMessage, void> {
  constructor(deps: MailSenderDeps) {
    const sendDeadlineMs = deps.sendDeadlineMs ?? SEND_DEADLINE_MS;
    super({
      name: 'mail sender',
      lanes: (['urgent', 'bulk'] as const).map((lane) => mailLane(deps, lane, sendDeadlineMs)),
      logger: deps.logger,
      now: deps.now,
      maxAttempts: MAX_EMAIL_ATTEMPTS,
      leaseMs: deps.leaseMs ?? LEASE_MS,
      sendDeadlineMs,
      ...(deps.retryDelaySeconds !== undefined && { retryDelaySeconds: deps.retryDelaySeconds }),
      ...(deps.pollIntervalMs !== undefined && { pollIntervalMs: deps.pollIntervalMs }),
      logFields: (email) => ({ emailId: email.id }),
      messages: { failed: 'e-mail delivery failed' },
    });
  }
}

/**
 * One lane's messages through its transport. A refused delivery, or one that timed out, is tried again
 * later; once final, the stored copy keeps no live secret — except in the developer's local mailbox, where
 * it was never sent and the developer needs its links.
 */
function mailLane(
  deps: MailSenderDeps,
  lane: MailLane,
  sendDeadlineMs: number,
): OutboxLane<EmailMessage, void> {
  const { db } = deps;
  const transport: MailTransport = deps.transports[lane];
  const bodies = (email: EmailMessage) => bodiesWithoutSecrets(email.template, email);
  return {
    name: lane,
    batch: transport.connections,
    claim: (claim) => claimDueEmails(db, { ...claim, priorities: PRIORITIES_OF_LANE[lane] }),
    async send(email, signal) {
      try {
        await transport.send(
          {
            from: deps.from,
            to: email.toAddress,
            subject: email.subject,
            text: email.textBody,
            html: email.htmlBody,
            ...(email.headers && { headers: email.headers }),
          },
          signal,
        );
        return { outcome: 'sent', receipt: undefined };
      } catch (error) {
        return {
          outcome: 'not_sent',
          error: signal.aborted
            ? `SMTP exchange unfinished after ${sendDeadlineMs / 1000} s: given up`
            : error instanceof Error
              ? error.message
              : String(error),
        };
      }
    },
    async recordSent(email, _receipt, at) {
      if (transport.kind === 'log') {
        await markEmailKeptLocally(db, email.id, {
          ...(!transport.keepsSecrets && { bodies: bodies(email) }),
          at,
        });
        return;
      }
      await markEmailSent(db, email.id, { transport: transport.kind, bodies: bodies(email), at });
    },
    async recordFailure(email, failure) {
      await recordEmailFailure(db, email.id, {
        error: failure.error,
        retryAt: failure.retryAt,
        bodies: bodies(email),
        at: failure.at,
      });
    },
  };
}
