import { createHash, createHmac } from 'node:crypto';
import { eventName, type FakeLencoTransaction, transactionJson } from './fake-lenco-transactions';

/** One webhook the fake sent (or would have sent, when no webhook URL is set). */
export interface FakeLencoCallback {
  event: string;
  reference: string;
  /** Exactly what was (or would be) POSTed, so a test can replay it into the app. */
  headers: Record<string, string>;
  rawBody: string;
  url: string | null;
  /** The receiver's HTTP status, null when not delivered. */
  responseStatus: number | null;
  error: string | null;
}

/**
 * Signs as Lenco documents it, written separately from the adapter's verifier so that one cannot hide
 * a mistake in the other: HMAC-SHA512 over the body, keyed with the hex SHA-256 of the API key.
 */
export function signLencoBody(apiKey: string, rawBody: string): string {
  const webhookHashKey = createHash('sha256').update(apiKey).digest('hex');
  return createHmac('sha512', webhookHashKey).update(rawBody).digest('hex');
}

export function buildCallback(
  tx: FakeLencoTransaction,
  apiKey: string,
  wrongSignature: boolean,
  url: string | null,
): FakeLencoCallback {
  const event = eventName(tx);
  const rawBody = JSON.stringify({ event, data: transactionJson(tx) });
  const signature = signLencoBody(wrongSignature ? `${apiKey}-not-really` : apiKey, rawBody);
  return {
    event,
    reference: tx.reference,
    headers: { 'content-type': 'application/json', 'x-lenco-signature': signature },
    rawBody,
    url,
    responseStatus: null,
    error: null,
  };
}

/** POSTs the webhook like Lenco does; only the status code of the answer matters to Lenco. */
export async function deliver(callback: FakeLencoCallback): Promise<void> {
  if (!callback.url) return;
  try {
    const response = await fetch(callback.url, {
      method: 'POST',
      headers: callback.headers,
      body: callback.rawBody,
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    callback.responseStatus = response.status;
  } catch (error) {
    callback.error = error instanceof Error ? error.message : String(error);
  }
}
