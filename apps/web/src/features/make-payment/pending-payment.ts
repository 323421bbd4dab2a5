import type { CollectionRequest } from '@kwacha/shared/payments/payments';
import { USER_ID_STORAGE_KEY } from '../../lib/session/session-storage';
import type { PaymentFormValues } from './use-payment-form';

/**
 * A payment asked for whose answer never arrived (docs/product.md §21): its Idempotency-Key, the exact
 * request sent with it, and the form as the borrower filled it. Kept in sessionStorage (this tab only,
 * gone when it closes) until the server answers, so pressing Pay Now again — even after a reload —
 * sends the same key and the server recognises the retry instead of charging twice.
 */
export interface PendingPayment {
  /** The borrower who asked (their id): the next person on a shared phone never resumes it. */
  owner?: string;
  key: string;
  /** The request's JSON, as compared by useIdempotencyKey. */
  request: string;
  values: PaymentFormValues;
}

export const PENDING_PAYMENT_STORAGE_KEY = 'kwacha.pendingPayment';

const currentOwner = (): string => {
  try {
    return localStorage.getItem(USER_ID_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
};

export function readPendingPayment(): PendingPayment | undefined {
  try {
    const raw = sessionStorage.getItem(PENDING_PAYMENT_STORAGE_KEY);
    if (!raw) return undefined;
    const pending = JSON.parse(raw) as Partial<PendingPayment>;
    if (typeof pending.key !== 'string' || typeof pending.request !== 'string' || !pending.values) {
      return undefined;
    }
    if (pending.owner !== currentOwner()) return undefined;
    return pending as PendingPayment;
  } catch {
    return undefined;
  }
}

export function storePendingPayment(pending: PendingPayment): void {
  try {
    sessionStorage.setItem(
      PENDING_PAYMENT_STORAGE_KEY,
      JSON.stringify({ ...pending, owner: currentOwner() }),
    );
  } catch {
    // No storage: the key still lives in memory for retries on this page.
  }
}

export function clearPendingPayment(): void {
  try {
    sessionStorage.removeItem(PENDING_PAYMENT_STORAGE_KEY);
  } catch {
    // Nothing was stored either.
  }
}

/** The text the key is compared by: the request's own JSON. */
export const requestText = (request: CollectionRequest): string => JSON.stringify(request);
