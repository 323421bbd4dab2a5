import type { CollectionRequest } from '@kwacha/shared/payments/payments';
import { useCallback, useRef } from 'react';
import { isApiError } from '../../lib/api-client';
import { clearPendingPayment, readPendingPayment, requestText, storePendingPayment } from './pending-payment';
import type { PaymentFormValues } from './use-payment-form';

/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); a phone on the
 * office network over plain HTTP still has `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The server answered and refused: the payment was not made, so asking again is a new attempt. Anything
 * else (no answer, a timeout, a 5xx, 409 "still working on it", 429) leaves the first request's fate
 * unknown, and only the same key lets the server recognise a retry instead of charging twice.
 */
function isDefinitiveRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return false;
  return ![408, 409, 425, 429].includes(error.status);
}

/**
 * One Idempotency-Key per intended payment. Sending the same request again (a retry after a network
 * error, also after a reload: the key is kept in sessionStorage with the form until the server answers,
 * docs/product.md §21) reuses its key; a different loan, amount or phone, a success or a refusal starts
 * a new one.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; request: string } | null>(null);
  if (current.current === null) {
    const pending = readPendingPayment();
    if (pending) current.current = { key: pending.key, request: pending.request };
  }

  const keyFor = useCallback((request: CollectionRequest, values: PaymentFormValues): string => {
    const body = requestText(request);
    if (current.current?.request !== body) current.current = { key: newIdempotencyKey(), request: body };
    storePendingPayment({ ...current.current, values });
    return current.current.key;
  }, []);

  const settled = useCallback((error?: unknown) => {
    if (error === undefined || isDefinitiveRefusal(error)) {
      current.current = null;
      clearPendingPayment();
    }
  }, []);

  return { keyFor, settled };
}
