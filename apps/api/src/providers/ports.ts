/**
 * The two ports money moves through (docs/product.md §12 and §13). Services speak only these types; each
 * provider (simulator, MTN MoMo, Airtel Money, Lenco) has an adapter in its own folder that speaks the
 * provider's wire format. Amounts are integer ngwee, currency ZMW; phone numbers are E.164 (+260…) and
 * each adapter converts to what its provider wants.
 */
import type { ClearingProvider } from '@kwacha/db';
import type { Bank } from '@kwacha/shared/loans/banks';
import type { MobileOperator } from '@kwacha/shared/phone/zambian-phone';

/** Each provider has its own clearing accounts in the ledger (packages/db/src/schema/ledger.ts). */
export type ProviderName = ClearingProvider;

/**
 * What a provider says about one of our transactions.
 * - `pending`: accepted, not settled yet; ask again later (or wait for the callback).
 * - `unknown`: we could not find out (timeout, 5xx, network). The same reference is asked again later;
 *   never retried with a new reference.
 * - `not_found`: the provider has no record of the reference, so a request with it never arrived.
 */
export type TransactionOutcome =
  | {
      state: 'successful';
      providerReference: string | null;
      /**
       * What the provider's own status answer says was paid, when it says (a hosted checkout): believed
       * only when it is the amount and currency we asked for (collection-outcome.ts).
       */
      paid?: { amountNgwee: number | null; currency: string | null };
    }
  | { state: 'pending'; providerReference: string | null }
  | {
      state: 'failed';
      providerReference: string | null;
      reason: string;
      /** The payer's wallet lacks funds (collections): our API answers 422 with docs/product.md's message. */
      insufficientFunds?: boolean;
    }
  | { state: 'unknown'; reason: string }
  | { state: 'not_found' };

export type DisbursementDestination =
  | { method: 'mobile_money'; operator: MobileOperator; msisdn: string; accountName: string }
  | {
      method: 'bank_account';
      bankName: string;
      bankCode: string | null;
      accountName: string;
      accountNumber: string;
    };

export interface TransferRequest {
  /** Our reference, created and stored before the call; the provider's idempotency key. */
  reference: string;
  amountNgwee: number;
  destination: DisbursementDestination;
  narration: string;
}

export interface DisbursementPort {
  readonly provider: ProviderName;
  transfer(request: TransferRequest): Promise<TransactionOutcome>;
  transferStatus(reference: string): Promise<TransactionOutcome>;
}

export interface CollectionRequest {
  reference: string;
  amountNgwee: number;
  msisdn: string;
  operator: MobileOperator;
  narration: string;
}

/** A webhook as it arrived: raw body (signatures are over the exact bytes) and headers. */
export interface IncomingCallback {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/**
 * What a verified callback claims. When the provider does not sign its callbacks (MTN), `confirmed` is
 * false and the service asks the provider's status call before it believes the outcome.
 */
export interface CallbackEvent {
  kind: 'collection' | 'disbursement';
  reference: string;
  outcome: TransactionOutcome;
  amountNgwee: number | null;
  currency: string | null;
  confirmed: boolean;
}

/** Thrown by `parseCallback` when a signature is missing or wrong: the webhook answers 401, nothing changes. */
export class CallbackRejectedError extends Error {
  override name = 'CallbackRejectedError';
}

export interface CollectionsPort {
  readonly provider: ProviderName;
  requestPayment(request: CollectionRequest): Promise<TransactionOutcome>;
  paymentStatus(reference: string): Promise<TransactionOutcome>;
  parseCallback(callback: IncomingCallback): CallbackEvent[];
}

/** A card repayment to be paid at the provider's hosted checkout (docs/decisions/055). */
export interface CheckoutRequest {
  /** Our reference (PAY-…), created and stored before the call: the provider's `tx_ref`. */
  reference: string;
  amountNgwee: number;
  /** Where the provider sends the borrower back; it adds its own query (status, tx_ref, transaction_id). */
  redirectUrl: string;
  customer: { email: string; name: string; phoneNumber: string | null };
  title: string;
}

/**
 * Starts card payments at a provider's hosted page: no card number ever reaches our servers or pages.
 * `startCheckout` answers the page's address, or throws CheckoutUnavailableError (timeout, 5xx, a refusal):
 * the borrower reads "Payment gateway not ready…". The outcome is learnt only from `paymentStatus` and the
 * signed webhook of the same adapter's CollectionsPort.
 */
export interface CardCheckoutPort {
  readonly provider: ProviderName;
  startCheckout(request: CheckoutRequest): Promise<{ link: string }>;
}

/** The provider could not open a checkout now; nothing was charged. */
export class CheckoutUnavailableError extends Error {
  override name = 'CheckoutUnavailableError';
}

/**
 * The banks in Zambia that the bank-transfer provider can pay into, under that provider's own ids. The
 * borrower chooses a bank from this list and its id is what the transfer sends (Lenco's `bankId`), so a
 * branch sort code or a typed name can never reach the provider.
 */
export interface BankDirectory {
  readonly provider: ProviderName;
  /** Throws BankDirectoryUnavailableError when the provider cannot be asked and nothing is cached. */
  banks(): Promise<readonly Bank[]>;
}

/** No list of banks can be had right now (the provider is down and none was cached). */
export class BankDirectoryUnavailableError extends Error {
  override name = 'BankDirectoryUnavailableError';
}
