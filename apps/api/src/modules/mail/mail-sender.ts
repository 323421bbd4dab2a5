import type { Database, EmailMessage } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import { bodiesWithoutSecrets } from './delivered-secrets';
import { claimDueEmails, markEmailKeptLocally, markEmailSent, recordEmailFailure } from './mail.repository';
import type { MailTransports } from './mail.transport';
import { type MailLane, PRIORITIES_OF_LANE } from './mail-lanes';

/** Total delivery attempts before a message is marked failed (staff can resend it later). */
export const MAX_EMAIL_ATTEMPTS = 6;
/*
 * A claim on a message must not run out while its send may still be running, or a second sender takes
 * the message and it goes out twice. The whole send is bounded rather than the claim renewed: each SMTP
 * stage times out in seconds (SMTP_TIMEOUTS in mail.transport.ts), and a send still unfinished after
 * SEND_DEADLINE_MS is aborted, which closes its connection, so nothing of it runs on — even against a
 * server that trickles its answers, which no silence timer notices. The claim lasts more than twice the
 * deadline: the outcome is written well before it runs out, and a message claimed longer ago belongs to a
 * sender that died (its sends died with it). A renewed claim would hang on the database being reachable
 * while sending; a bound needs nothing but a timer.
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
 * The one worker that sends mail: a loop per lane that claims as many due messages as the lane has SMTP
 * connections, sends them side by side, and looks again at once while there is more — else waits a poll
 * interval or until `wake()` (a message queued in this process).
 */
export class MailSender {
  private stopping = false;
  private readonly loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();

  private readonly leaseMs: number;
  private readonly sendDeadlineMs: number;

  constructor(private readonly deps: MailSenderDeps) {
    this.leaseMs = deps.leaseMs ?? LEASE_MS;
    this.sendDeadlineMs = deps.sendDeadlineMs ?? SEND_DEADLINE_MS;
    if (this.sendDeadlineMs * 2 > this.leaseMs) {
      throw new Error('A send must end well inside the claim on its message: at most half the lease.');
    }
  }

  start(): void {
    for (const lane of ['urgent', 'bulk'] as const) this.loops.push(this.run(lane));
  }

  wake(): void {
    for (const resolve of this.sleepers) resolve();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await Promise.all(this.loops);
  }

  private async run(lane: MailLane): Promise<void> {
    const limit = this.deps.transports[lane].connections;
    while (!this.stopping) {
      let claimed = 0;
      try {
        const batch = await claimDueEmails(this.deps.db, {
          priorities: PRIORITIES_OF_LANE[lane],
          limit,
          now: this.deps.now(),
          leaseMs: this.leaseMs,
        });
        claimed = batch.length;
        await Promise.all(batch.map((email) => this.deliver(lane, email)));
      } catch (error) {
        // The database went away: the claimed rows come back when their lease runs out.
        this.deps.logger.error({ err: error, lane }, 'mail sender could not read the outbox');
      }
      if (claimed < limit) await this.sleep(this.deps.pollIntervalMs ?? 1000);
    }
  }

  /**
   * One message. A refused delivery, or one that timed out, is tried again later with back-off; after the
   * last try it fails for good. Either way the stored copy then keeps no live secret — except in the
   * developer's local mailbox, where it was never sent and the developer needs its links.
   */
  private async deliver(lane: MailLane, email: EmailMessage): Promise<void> {
    const transport = this.deps.transports[lane];
    const bodies = bodiesWithoutSecrets(email.template, email);
    const deadline = AbortSignal.timeout(this.sendDeadlineMs);
    try {
      await transport.send(
        {
          from: this.deps.from,
          to: email.toAddress,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody,
          ...(email.headers && { headers: email.headers }),
        },
        deadline,
      );
    } catch (error) {
      const attempt = email.attempts + 1;
      const final = attempt >= MAX_EMAIL_ATTEMPTS;
      const now = this.deps.now();
      const delayMs = (this.deps.retryDelaySeconds ?? 30) * 1000 * 2 ** (attempt - 1);
      await recordEmailFailure(this.deps.db, email.id, {
        error: deadline.aborted
          ? `SMTP exchange unfinished after ${this.sendDeadlineMs / 1000} s: given up`
          : error instanceof Error
            ? error.message
            : String(error),
        retryAt: final ? null : new Date(now.getTime() + delayMs),
        bodies,
        at: now,
      });
      this.deps.logger.warn({ emailId: email.id, attempt, final }, 'e-mail delivery failed');
      return;
    }
    if (transport.kind === 'log') {
      await markEmailKeptLocally(this.deps.db, email.id, {
        ...(!transport.keepsSecrets && { bodies }),
        at: this.deps.now(),
      });
      return;
    }
    await markEmailSent(this.deps.db, email.id, { transport: transport.kind, bodies, at: this.deps.now() });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}
