/**
 * Airtel's callback: `{ transaction: { id, message, status_code: "TS" | "TF", airtel_money_id }, hash? }`.
 * With callback authentication switched on in the application settings, `hash` is the base64
 * HMAC-SHA256 of the `transaction` object under the application's private key; we then require it and
 * believe the outcome. Without it anyone could post this shape, so the event stays unconfirmed and the
 * service checks it with a status enquiry. The body carries no amount or currency.
 */
import { type CallbackEvent, CallbackRejectedError, type IncomingCallback } from '../ports';
import { callbackHashMatches } from './airtel-crypto';
import { outcomeFromTransactionStatus } from './airtel-outcomes';
import { COLLECTION, callbackBody, DISBURSEMENT } from './airtel-wire';

export interface AirtelCallbackOptions {
  /** Airtel's body does not say; the application (and so the callback URL) it came to does. */
  kind: 'collection' | 'disbursement';
  /** AIRTEL_CALLBACK_SECRET; unset → callbacks are accepted unconfirmed. */
  secret: string | undefined;
}

export function parseAirtelCallback(
  callback: IncomingCallback,
  options: AirtelCallbackOptions,
): CallbackEvent {
  let json: unknown;
  try {
    json = JSON.parse(callback.rawBody);
  } catch {
    throw new CallbackRejectedError('Airtel callback is not JSON');
  }
  const parsed = callbackBody.safeParse(json);
  if (!parsed.success) throw new CallbackRejectedError('Airtel callback has no transaction');
  const { transaction, hash } = parsed.data;
  if (options.secret !== undefined) {
    if (!hash) throw new CallbackRejectedError('Airtel callback is not signed');
    // The hash covers the object as Airtel sent it, not our parsed copy.
    const sent = (json as { transaction: unknown }).transaction;
    if (!callbackHashMatches(sent, hash, options.secret)) {
      throw new CallbackRejectedError('Airtel callback signature does not match');
    }
  }
  const product = options.kind === 'collection' ? COLLECTION : DISBURSEMENT;
  const outcome = outcomeFromTransactionStatus(product, {
    data: {
      transaction: {
        status: transaction.status_code,
        message: transaction.message ?? null,
        airtel_money_id: transaction.airtel_money_id ?? null,
      },
    },
    status: null,
  }) ?? {
    state: 'unknown',
    reason: `Airtel callback with unexpected status_code ${transaction.status_code}`,
  };
  return {
    kind: options.kind,
    reference: transaction.id,
    outcome,
    amountNgwee: null,
    currency: null,
    confirmed: options.secret !== undefined,
  };
}
