/**
 * Any Airtel response code as the fake's answer to a push or a disbursement (`scenario.answer`): the
 * body Airtel sends with it, and what Airtel did with the transaction. The message is the code's
 * documented meaning (the adapter's table, which only lends the words); what Airtel did is this file's
 * own reading of the documentation, so a wrong outcome in the adapter's table is not mirrored here.
 */
import { COLLECTION_CODES, COMMON_CODES, DISBURSEMENT_CODES } from '../airtel-codes';
import type { Envelope, FakeProduct } from './fake-airtel-wire';

/** What Airtel did with the transaction it answered this code to. */
export type AirtelDid =
  /** Nothing: a refusal, a duplicate, a signature or "not found" answer; no transaction is recorded. */
  | 'nothing'
  /** Took it and settled it (its success code). */
  | 'settled'
  /** Took it; it is in process (TIP until `settleAfterMs`). */
  | 'in_process'
  /** Cannot tell the caller, but holds it: it settles as the scenario's `result` says. */
  | 'held';

const SETTLED = new Set(['DP00800001001', 'DP00900001001']);
const IN_PROCESS = new Set(['DP00800001006', 'DP00900001006', 'ESB000010']);
// "Ambiguous", "timed out", "something went wrong", "error initiating", "request timeout — do the
// enquiry", "error validating the PIN": Airtel may already hold the transaction.
const HELD = new Set([
  'DP00800001000',
  'DP00800001024',
  'DP00900001000',
  'DP00900001014',
  'ESB000001',
  'ESB000004',
  'ESB000014',
  'ROUTER114',
  'ROUTER117',
]);

export function whatAirtelDid(code: string): AirtelDid {
  if (SETTLED.has(code)) return 'settled';
  if (IN_PROCESS.has(code)) return 'in_process';
  return HELD.has(code) ? 'held' : 'nothing';
}

const MEANINGS = { collection: COLLECTION_CODES, disbursement: DISBURSEMENT_CODES };

/** Airtel's documented meaning of a code, or a neutral text for a code not in any table. */
export function messageOf(product: FakeProduct, code: string): string {
  return (
    MEANINGS[product][code]?.meaning ?? COMMON_CODES[code]?.meaning ?? 'Transaction could not be processed'
  );
}

/**
 * The body Airtel answers with `code`: DP… codes in `response_code`, gateway (ESB/ROUTER) codes in
 * `result_code`, and `success` true only when Airtel took the transaction.
 */
export function codeAnswer(product: FakeProduct, id: string, code: string, message?: string): Envelope {
  const did = whatAirtelDid(code);
  const taken = did === 'settled' || did === 'in_process';
  return {
    ...(taken && { data: { transaction: { id, status: 'SUCCESS' } } }),
    status: {
      code: taken ? '200' : '400',
      message: message ?? messageOf(product, code),
      [code.startsWith('DP') ? 'response_code' : 'result_code']: code,
      success: taken,
    },
  };
}
