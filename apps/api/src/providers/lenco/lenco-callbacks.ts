import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type CallbackEvent,
  CallbackRejectedError,
  type IncomingCallback,
  type TransactionOutcome,
} from '../ports';
import { lencoAmountToNgwee } from './lenco-format';
import { type LencoTransaction, lencoTransactionSchema, outcomeFromLenco } from './lenco-wire';

/**
 * Lenco webhooks (https://lenco-api.readme.io/v2.0/reference/webhooks): `{ event, data }` where `data`
 * is the same collection or transfer object the API returns. Each is signed in `X-Lenco-Signature`:
 * hex(HMAC-SHA512(raw body)) keyed with the `webhook_hash_key`, which is hex(SHA-256(API key)) used as
 * text (the docs' Node and PHP samples both key the HMAC with the hex digest string).
 */

const SIGNATURE_HEADER = 'x-lenco-signature';

export function lencoWebhookHashKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

export function expectedLencoSignature(apiKey: string, rawBody: string): string {
  return createHmac('sha512', lencoWebhookHashKey(apiKey)).update(rawBody, 'utf8').digest('hex');
}

const eventSchema = z.object({ event: z.string(), data: z.unknown() });

/** Events that settle one of our transactions; `collection.settled` repeats a success (with settlement). */
const KIND_BY_EVENT: Readonly<Record<string, CallbackEvent['kind']>> = {
  'collection.successful': 'collection',
  'collection.failed': 'collection',
  'collection.settled': 'collection',
  'transfer.successful': 'disbursement',
  'transfer.failed': 'disbursement',
};

/**
 * Verifies the signature over the exact bytes received, then reads the event. A missing or wrong
 * signature throws CallbackRejectedError. A genuine event about something else (account debits and
 * credits, transactions started outside our API with no reference) yields no events.
 */
export function parseLencoCallback(callback: IncomingCallback, apiKey: string): CallbackEvent[] {
  verifySignature(callback, apiKey);
  let json: unknown;
  try {
    json = JSON.parse(callback.rawBody);
  } catch {
    return [];
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return [];
  const kind = KIND_BY_EVENT[parsed.data.event];
  const tx = lencoTransactionSchema.safeParse(parsed.data.data);
  if (!kind || !tx.success || !tx.data.reference) return [];
  return [
    {
      kind,
      reference: tx.data.reference,
      outcome: outcomeOfEvent(parsed.data.event, tx.data),
      amountNgwee: lencoAmountToNgwee(tx.data.amount),
      currency: tx.data.currency ?? null,
      // Signed with a key only Lenco and we hold: the claim is Lenco's own.
      confirmed: true,
    },
  ];
}

/** `data.status` decides; the event name is the fallback when Lenco sends a status we do not know. */
function outcomeOfEvent(event: string, tx: LencoTransaction): TransactionOutcome {
  const outcome = outcomeFromLenco(tx);
  if (outcome.state !== 'unknown') return outcome;
  const providerReference = tx.lencoReference ?? tx.id ?? null;
  if (event.endsWith('.failed')) {
    return outcomeFromLenco({ ...tx, status: 'failed', reasonForFailure: tx.reasonForFailure ?? null });
  }
  if (event.endsWith('.successful') || event === 'collection.settled') {
    return { state: 'successful', providerReference };
  }
  return outcome;
}

function verifySignature(callback: IncomingCallback, apiKey: string): void {
  const header = headerValue(callback.headers, SIGNATURE_HEADER);
  if (!header) throw new CallbackRejectedError('Lenco webhook without an X-Lenco-Signature header');
  const received = Buffer.from(header.trim().toLowerCase(), 'utf8');
  const expected = Buffer.from(expectedLencoSignature(apiKey, callback.rawBody), 'utf8');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    throw new CallbackRejectedError('Lenco webhook signature does not match');
  }
}

function headerValue(headers: IncomingCallback['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    // Several signature headers are ambiguous: refuse rather than pick one.
    if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
    return value;
  }
  return undefined;
}
