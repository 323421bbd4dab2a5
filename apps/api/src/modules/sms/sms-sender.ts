import type { Database, SmsMessage } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhoneNumbers } from '../../lib/log-redaction/mask-phone-numbers';
import { claimDueSms, markSmsSent, recordSmsFailure, recordSmsUnknown } from './sms.repository';
import { applyEarlyReport } from './sms-delivery.service';
import type { SmsGateway, SmsSendResult } from './sms-gateway';
import { settleUnknownByNumber } from './sms-reconcile';

/** Attempts before a text is marked failed (docs/product.md "SMS"). */
export const MAX_SMS_ATTEMPTS = 5;
// Far longer than a gateway call may take (Africa's Talking's is cut at 15 s), so a second sender never
// takes a text whose send may still be running.
const LEASE_MS = 2 * 60_000;
const BATCH = 10;

export interface SmsSenderDeps {
  db: Database;
  gateway: SmsGateway;
  logger: FastifyBaseLogger;
  now(): Date;
  pollIntervalMs?: number;
  /** Seconds before the first retry; doubles on each further one (30 s in production). */
  retryDelaySeconds?: number;
}

/**
 * Sends the SMS outbox, like the mail sender does e-mail: claims due texts, hands each to the gateway,
 * records the outcome. A text certainly not sent is retried after 30 s, 1 min, 2 min, 4 min; a refusal,
 * or the fifth failure, marks the text failed. A text the provider may have taken is marked unknown and
 * never sent again by itself (docs/product.md §19.3).
 */
export class SmsSender {
  private stopping = false;
  private loop: Promise<void> | undefined;
  private readonly sleepers = new Set<() => void>();

  constructor(private readonly deps: SmsSenderDeps) {}

  start(): void {
    this.loop = this.run();
  }

  wake(): void {
    for (const resolve of this.sleepers) resolve();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
  }

  /** One pass over the due texts (tests call it directly); answers how many were claimed. */
  async sendDue(): Promise<number> {
    const batch = await claimDueSms(this.deps.db, { limit: BATCH, now: this.deps.now(), leaseMs: LEASE_MS });
    await Promise.all(batch.map((sms) => this.deliver(sms)));
    return batch.length;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let claimed = 0;
      try {
        claimed = await this.sendDue();
      } catch (error) {
        this.deps.logger.error({ err: error }, 'SMS sender could not read the outbox');
      }
      if (claimed < BATCH) await this.sleep(this.deps.pollIntervalMs ?? 1000);
    }
  }

  private async deliver(sms: SmsMessage): Promise<void> {
    const { db, gateway } = this.deps;
    let result: SmsSendResult;
    try {
      result = await gateway.send({ to: sms.toNumber, body: sms.body });
    } catch (error) {
      // A gateway that throws may have sent the text before it failed.
      const message = error instanceof Error ? error.message : String(error);
      result = { outcome: 'unknown', reason: maskPhoneNumbers(message) };
    }
    const now = this.deps.now();
    const log = { smsId: sms.id, attempt: sms.attempts + 1, provider: gateway.name };
    if (result.outcome === 'accepted') {
      await markSmsSent(db, sms.id, {
        provider: gateway.name,
        providerMessageId: result.providerMessageId,
        at: now,
      });
      // Its delivery report may have come first (sms-delivery.service.ts holds it).
      await applyEarlyReport(db, gateway.name, result.providerMessageId);
    } else if (result.outcome === 'unknown') {
      await recordSmsUnknown(db, sms.id, { provider: gateway.name, error: result.reason, at: now });
      this.deps.logger.warn(log, 'SMS outcome unknown: not sent again unless staff do');
    } else {
      const final = result.outcome === 'refused' || sms.attempts + 1 >= MAX_SMS_ATTEMPTS;
      const delayMs = (this.deps.retryDelaySeconds ?? 30) * 1000 * 2 ** sms.attempts;
      await recordSmsFailure(db, sms.id, {
        provider: gateway.name,
        error: result.outcome === 'refused' ? `refused: ${result.reason}` : result.reason,
        retryAt: final ? null : new Date(now.getTime() + delayMs),
        at: now,
      });
      this.deps.logger.warn({ ...log, final }, 'SMS not sent');
    }
    // A report for a text of unknown outcome to this number may be held until this send ended (a text in
    // flight to the same number makes a report ambiguous), or be this text's own.
    await settleUnknownByNumber(db, gateway.name, sms.toNumber, now);
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
