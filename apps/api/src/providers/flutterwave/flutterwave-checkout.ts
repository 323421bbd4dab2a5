import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type CallbackEvent,
  CallbackRejectedError,
  type CardCheckoutPort,
  type CheckoutRequest,
  CheckoutUnavailableError,
  type CollectionsPort,
  type DisbursementPort,
  type IncomingCallback,
  type TransactionOutcome,
} from '../ports';
import type { FlutterwaveClient } from './flutterwave-client';

/** The checkout closes after this long; reconciliation expires an unpaid payment after as long (30 min). */
export const CHECKOUT_SESSION_MINUTES = 30;
export const DECLINED_REASON = 'The card payment was declined.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Kwacha with two decimals, as Flutterwave's `amount` takes it, from integer ngwee. */
export const kwachaOf = (ngwee: number) => Number((ngwee / 100).toFixed(2));
const ngweeOf = (amount: unknown) => (typeof amount === 'number' ? Math.round(amount * 100) : null);

/**
 * A transaction object (`data` of verify_by_reference and of the charge.completed webhook) as our outcome:
 * `successful` → successful, `pending` → pending, anything else (`failed`, `cancelled`) → failed.
 */
function outcomeOfTransaction(data: Record<string, unknown>): TransactionOutcome {
  const providerReference = data.id === undefined || data.id === null ? null : String(data.id);
  switch (data.status) {
    case 'successful':
      // The amount and currency paid at the checkout, which must be ours (Flutterwave asks merchants to
      // check both): a page that took another amount is flagged for staff, never booked.
      return {
        state: 'successful',
        providerReference,
        paid: {
          amountNgwee: ngweeOf(data.amount),
          currency: typeof data.currency === 'string' ? data.currency : null,
        },
      };
    case 'pending':
      return { state: 'pending', providerReference };
    default:
      return {
        state: 'failed',
        providerReference,
        reason:
          typeof data.processor_response === 'string' && data.processor_response.length <= 200
            ? `${DECLINED_REASON} (${data.processor_response})`
            : DECLINED_REASON,
      };
  }
}

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/**
 * Flutterwave Standard (https://developer.flutterwave.com/docs/collecting-payments/standard): the card
 * checkout, the status of a payment by our reference, and the webhook. It moves card repayments only:
 * no wallet is asked for money through it and it pays nothing out (docs/decisions/055).
 */
export class FlutterwaveCheckout implements CardCheckoutPort, CollectionsPort {
  readonly provider = 'flutterwave' as const;

  constructor(
    private readonly client: FlutterwaveClient,
    private readonly webhookHash: string | undefined,
  ) {}

  /**
   * POST /v3/payments with `tx_ref`, `amount`, `currency`, `redirect_url`, `customer`, `payment_options:
   * card`, `session_duration`; answered `{ status: 'success', message: 'Hosted Link', data: { link } }`.
   */
  async startCheckout(request: CheckoutRequest): Promise<{ link: string }> {
    const reply = await this.client.post('/payments', {
      tx_ref: request.reference,
      amount: kwachaOf(request.amountNgwee),
      currency: 'ZMW',
      redirect_url: request.redirectUrl,
      payment_options: 'card',
      session_duration: CHECKOUT_SESSION_MINUTES,
      max_retry_attempt: 3,
      customer: {
        email: request.customer.email,
        name: request.customer.name,
        ...(request.customer.phoneNumber ? { phonenumber: request.customer.phoneNumber } : {}),
      },
      customizations: { title: request.title },
    });
    if (reply.kind === 'unreachable') throw new CheckoutUnavailableError(reply.reason);
    const data = isRecord(reply.body) && isRecord(reply.body.data) ? reply.body.data : undefined;
    const link = typeof data?.link === 'string' ? data.link : undefined;
    if (reply.httpStatus >= 200 && reply.httpStatus < 300 && link && /^https?:\/\//.test(link)) {
      return { link };
    }
    throw new CheckoutUnavailableError(
      `Flutterwave answered HTTP ${reply.httpStatus} without a checkout link`,
    );
  }

  requestPayment(): Promise<TransactionOutcome> {
    return Promise.reject(new Error('Flutterwave takes card repayments at its checkout only'));
  }

  /**
   * GET /v3/transactions/verify_by_reference?tx_ref=: the transaction made at the checkout, if the
   * borrower got that far. None (HTTP 400/404 "No transaction was found") is `not_found`: the checkout was
   * not paid (yet, or abandoned); reconciliation expires it after 30 minutes, when the checkout has closed.
   */
  async paymentStatus(reference: string): Promise<TransactionOutcome> {
    const reply = await this.client.get(
      `/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
    );
    if (reply.kind === 'unreachable') return { state: 'unknown', reason: reply.reason };
    if (reply.httpStatus === 400 || reply.httpStatus === 404) return { state: 'not_found' };
    const data = isRecord(reply.body) && isRecord(reply.body.data) ? reply.body.data : undefined;
    if (reply.httpStatus !== 200 || !data) {
      return { state: 'unknown', reason: `Flutterwave answered HTTP ${reply.httpStatus}` };
    }
    if (data.tx_ref !== reference) return { state: 'unknown', reason: 'the answer names another tx_ref' };
    return outcomeOfTransaction(data);
  }

  /**
   * The webhook (https://developer.flutterwave.com/docs/webhooks): the `verif-hash` header must equal the
   * secret hash set on the dashboard (FLUTTERWAVE_WEBHOOK_HASH), compared in constant time; anything else
   * is refused. A `charge.completed` event names our `tx_ref`. As Flutterwave asks, it is believed only
   * after verify_by_reference says the same (`confirmed: false`): the hash is a static secret over no
   * particular body, so a replayed or altered body can only make us ask again.
   */
  parseCallback(callback: IncomingCallback): CallbackEvent[] {
    const header = callback.headers['verif-hash'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!this.webhookHash) throw new CallbackRejectedError('FLUTTERWAVE_WEBHOOK_HASH is not set');
    if (!given || !sameSecret(given, this.webhookHash)) {
      throw new CallbackRejectedError('verif-hash missing or wrong');
    }
    let body: unknown;
    try {
      body = JSON.parse(callback.rawBody);
    } catch {
      throw new CallbackRejectedError('the body is not JSON');
    }
    if (!isRecord(body) || !isRecord(body.data)) throw new CallbackRejectedError('no event data');
    if (body.event !== 'charge.completed' || typeof body.data.tx_ref !== 'string') return [];
    return [
      {
        kind: 'collection',
        reference: body.data.tx_ref,
        outcome: outcomeOfTransaction(body.data),
        amountNgwee: ngweeOf(body.data.amount),
        currency: typeof body.data.currency === 'string' ? body.data.currency : null,
        confirmed: false,
      },
    ];
  }
}

/** Flutterwave pays no loan out here: no channel routes payouts to it (providers/routing.ts). */
export const flutterwaveNoPayouts: DisbursementPort = {
  provider: 'flutterwave',
  transfer: () => Promise.reject(new Error('Flutterwave pays no loans out in this product')),
  transferStatus: () => Promise.resolve({ state: 'not_found' }),
};
