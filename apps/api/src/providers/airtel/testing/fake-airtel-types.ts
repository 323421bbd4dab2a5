/** What tests tell the fake Airtel and what it reports back. */
import type { IncomingMessage } from 'node:http';
import type { FakeProduct, FakeResult } from './fake-airtel-wire';

export interface AirtelScenario {
  /** How the payer (collection) or Airtel (disbursement) ends it. Default success. */
  result?: FakeResult;
  /** Stay in progress (TIP) this long before the result; 0 = at once. Default 0. */
  settleAfterMs?: number;
  /** Answer the request this late (the transaction is recorded at once), e.g. past the client's timeout. */
  holdResponseMs?: number;
  /** HTTP 500 without recording anything. */
  serverError?: boolean;
  /** Post the callback once when settled, once `callbackDelayMs` after that ('late'), twice, or mis-signed. */
  callback?: 'none' | 'once' | 'late' | 'twice' | 'wrong_signature';
  /** Extra delay of a 'late' callback. Default 200 ms. */
  callbackDelayMs?: number;
  /**
   * Answer with this Airtel code (any in ../airtel-codes.ts, or one Airtel never documented), whether or
   * not the id exists: Airtel's documented message, HTTP 200 unless `httpStatus`. What Airtel did
   * follows the code (fake-airtel-codes.ts): a refusal or a duplicate records nothing; an "ambiguous"
   * or "timed out" answer records the transaction, which settles as `result` says.
   */
  answer?: string;
  /** Airtel's message with `answer` instead of the documented one (e.g. 'Duplicate exttRID'). */
  message?: string;
  /** The HTTP status of an `answer` (default 200). */
  httpStatus?: number;
}

export interface FakeAirtelOptions {
  clientId?: string;
  clientSecret?: string;
  tokenLifetimeSeconds?: number;
  pin?: string;
  /** Require x-signature/x-key on POSTs (default true, as for Zambia). */
  messageSigning?: boolean;
  callbackUrl?: string;
  /** Hash callbacks with this key (Airtel's callback authentication); unset → unsigned callbacks. */
  callbackSecret?: string;
  /** How a missing, expired or revoked token is refused: 401 (default) or 403, both `invalid_token`. */
  invalidTokenStatus?: 401 | 403;
  now?: () => Date;
}

export interface FakeAirtelTransaction {
  product: FakeProduct;
  id: string;
  msisdn: string;
  amount: number;
  reference: string;
  result: FakeResult;
  airtelMoneyId: string;
  settleAt: number;
}

export interface SentCallback {
  url: string;
  body: string;
  /** The receiver's HTTP status, or 'error' when it could not be reached. */
  answer: number | 'error';
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
