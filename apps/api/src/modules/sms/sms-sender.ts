import type { Database, SmsMessage } from '@kwacha/db';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhoneNumbers } from '../../lib/log-redaction/mask-phone-numbers';
import { OutboxWorker, type SendOutcome } from '../../lib/outbox/outbox-worker';
import { claimDueSms, markSmsSent, recordSmsFailure, recordSmsUnknown } from './sms.repository';
import { applyEarlyReport } from './sms-delivery.service';
import type { SmsGateway } from './sms-gateway';
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
 * Sends the SMS outbox through the outbox worker (lib/outbox/outbox-worker.ts), as the mail sender does
 * e-mail: claims due texts, hands each to the gateway, records the outcome. A text certainly not sent is
 * retried after 30 s, 1 min, 2 min, 4 min; a refusal, or the fifth failure, marks the text failed. A text
 * the provider may have taken is marked unknown and never sent again by itself (docs/product.md §19.3).
 * `sendDue()` is one pass over the due texts (tests call it directly).
 */
export class SmsSender extends OutboxWorker<SmsMessage, string> {
  constructor(deps: SmsSenderDeps) {
    const { db, gateway } = deps;
    const provider = gateway.name;
    super({
      name: 'SMS sender',
      lanes: [
        {
          batch: BATCH,
          claim: (claim) => claimDueSms(db, claim),
          send: (sms) => sendThrough(gateway, sms),
          async recordSent(sms, providerMessageId, at) {
            await markSmsSent(db, sms.id, { provider, providerMessageId, at });
            // Its delivery report may have come first (sms-delivery.service.ts holds it).
            await applyEarlyReport(db, provider, providerMessageId);
          },
          async recordFailure(sms, { error, retryAt, at }) {
            await recordSmsFailure(db, sms.id, { provider, error, retryAt, at });
          },
          async recordUnknown(sms, { error, at }) {
            await recordSmsUnknown(db, sms.id, { provider, error, at });
          },
          // A report for a text of unknown outcome to this number may be held until this send ended (a text
          // in flight to the same number makes a report ambiguous), or be this text's own.
          async afterSend(sms, at) {
            await settleUnknownByNumber(db, provider, sms.toNumber, at);
          },
        },
      ],
      logger: deps.logger,
      now: deps.now,
      maxAttempts: MAX_SMS_ATTEMPTS,
      leaseMs: LEASE_MS,
      ...(deps.retryDelaySeconds !== undefined && { retryDelaySeconds: deps.retryDelaySeconds }),
      ...(deps.pollIntervalMs !== undefined && { pollIntervalMs: deps.pollIntervalMs }),
      logFields: (sms) => ({ smsId: sms.id, provider }),
      messages: { failed: 'SMS not sent', unknown: 'SMS outcome unknown: not sent again unless staff do' },
    });
  }
}

/** The gateway's answer in the worker's terms; the receipt is the provider's message id. */
async function sendThrough(gateway: SmsGateway, sms: SmsMessage): Promise<SendOutcome<string>> {
  try {
    const result = await gateway.send({ to: sms.toNumber, body: sms.body });
    if (result.outcome === 'accepted') return { outcome: 'sent', receipt: result.providerMessageId };
    if (result.outcome === 'refused') return { outcome: 'refused', error: `refused: ${result.reason}` };
    return { outcome: result.outcome, error: result.reason };
  } catch (error) {
    // A gateway that throws may have sent the text before it failed.
    const message = error instanceof Error ? error.message : String(error);
    return { outcome: 'unknown', error: maskPhoneNumbers(message) };
  }
}
