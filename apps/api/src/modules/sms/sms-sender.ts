import type { Database, SmsMessage } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhoneNumbers } from '../webhooks/mask-phone-numbers';
import { claimDueSms, markSmsSent, recordSmsFailure } from './sms.repository';
import { applyEarlyReport } from './sms-delivery.service';
import type { SmsGateway } from './sms-gateway';

/** Attempts before a text is marked failed (docs/product.md "SMS"). */
export const MAX_SMS_ATTEMPTS = 5;
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
 * records the outcome. A temporary failure is retried after 30 s, 1 min, 2 min, 4 min; a refusal, or
 * the fifth failure, marks the text failed.
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
    const { gateway } = this.deps;
    let failure: { error: string; final: boolean };
    try {
      const result = await gateway.send({ to: sms.toNumber, body: sms.body });
      if (result.outcome === 'accepted') {
        await markSmsSent(this.deps.db, sms.id, {
          provider: gateway.name,
          providerMessageId: result.providerMessageId,
          at: this.deps.now(),
        });
        // Its delivery report may have come first (sms-delivery.service.ts holds it).
        await applyEarlyReport(this.deps.db, gateway.name, result.providerMessageId);
        return;
      }
      failure = { error: `refused: ${result.reason}`, final: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failure = { error: maskPhoneNumbers(message), final: sms.attempts + 1 >= MAX_SMS_ATTEMPTS };
    }
    const now = this.deps.now();
    const delayMs = (this.deps.retryDelaySeconds ?? 30) * 1000 * 2 ** sms.attempts;
    await recordSmsFailure(this.deps.db, sms.id, {
      provider: gateway.name,
      error: failure.error,
      retryAt: failure.final ? null : new Date(now.getTime() + delayMs),
      at: now,
    });
    this.deps.logger.warn(
      { smsId: sms.id, attempt: sms.attempts + 1, final: failure.final, provider: gateway.name },
      'SMS not sent',
    );
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
