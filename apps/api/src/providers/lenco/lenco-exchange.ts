import type { TransactionOutcome } from '../ports';
import type { LencoClient, LencoReply } from './lenco-client';
import {
  LENCO_ERROR,
  type LencoEnvelope,
  lencoEnvelopeSchema,
  lencoTransactionSchema,
  outcomeFromLenco,
} from './lenco-wire';

/**
 * The two exchanges collections and transfers share: start a transaction under our reference, and look
 * one up by that reference (GET /collections/status/:reference, GET /transfers/status/:reference).
 */

/**
 * POSTs a collection or transfer. Lenco answers 200 whenever it made the request, with the outcome in
 * `data.status`; a 4xx means it did not (nothing was charged or paid). "Duplicate reference" means an
 * earlier attempt with our reference did arrive (say, one that timed out): its status is the answer, and
 * no second transaction is created.
 */
export async function initiateTransaction(
  client: LencoClient,
  path: string,
  body: Record<string, unknown>,
  lookup: () => Promise<TransactionOutcome>,
): Promise<TransactionOutcome> {
  const reply = await client.post(path, body);
  if (reply.kind === 'unreachable') return { state: 'unknown', reason: reply.reason };
  const { httpStatus } = reply;
  const envelope = readEnvelope(reply);
  if (httpStatus >= 200 && httpStatus < 300) return outcomeFromData(envelope, String(body.reference));
  if (httpStatus >= 500 || httpStatus === 408 || httpStatus === 429) {
    return { state: 'unknown', reason: `Lenco answered HTTP ${httpStatus}` };
  }
  const message = envelope?.message?.trim() || `Lenco refused the request (HTTP ${httpStatus})`;
  if (
    envelope?.errorCode === LENCO_ERROR.invalidOrDuplicateReference ||
    /duplicate reference/i.test(message)
  ) {
    const existing = await lookup();
    // Code 04 also covers a malformed reference: then there is nothing under it, and nothing happened.
    return existing.state === 'not_found'
      ? { state: 'failed', providerReference: null, reason: message }
      : existing;
  }
  if (envelope?.errorCode === LENCO_ERROR.insufficientFunds) {
    return { state: 'failed', providerReference: null, reason: message, insufficientFunds: true };
  }
  return { state: 'failed', providerReference: null, reason: message };
}

/** GET by our reference: 200 → Lenco's status, a Lenco 404 → `not_found`, anything else → `unknown`. */
export async function lookupTransaction(
  client: LencoClient,
  path: string,
  reference: string,
): Promise<TransactionOutcome> {
  const reply = await client.get(path);
  if (reply.kind === 'unreachable') return { state: 'unknown', reason: reply.reason };
  const envelope = readEnvelope(reply);
  if (reply.httpStatus === 200) return outcomeFromData(envelope, reference);
  // Only Lenco's own "not found" envelope counts: a proxy's or a wrong base URL's 404 proves nothing.
  if (reply.httpStatus === 404 && envelope?.status === false) return { state: 'not_found' };
  if (envelope?.errorCode === LENCO_ERROR.resourceNotFound) return { state: 'not_found' };
  return { state: 'unknown', reason: `Lenco answered HTTP ${reply.httpStatus} to a status request` };
}

function readEnvelope(reply: Extract<LencoReply, { kind: 'answered' }>): LencoEnvelope | undefined {
  const parsed = lencoEnvelopeSchema.safeParse(reply.body);
  return parsed.success ? parsed.data : undefined;
}

/** A 200 without a transaction in `data` tells us nothing certain: `unknown`, so the status is asked later. */
function outcomeFromData(envelope: LencoEnvelope | undefined, reference: string): TransactionOutcome {
  const tx = lencoTransactionSchema.safeParse(envelope?.data);
  if (!tx.success) return { state: 'unknown', reason: 'Lenco answered without a readable transaction' };
  if (tx.data.reference != null && tx.data.reference !== reference) {
    return { state: 'unknown', reason: 'Lenco answered about a different reference' };
  }
  return outcomeFromLenco(tx.data);
}
