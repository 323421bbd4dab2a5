/**
 * Every response code Airtel's documentation lists (README.md, "Code tables", cites each source), its
 * meaning, and what it means for our transaction. Business errors come as HTTP 200 with
 * `success: false`, so these codes decide, not the HTTP status. The rule behind the outcomes, because
 * money leaves on a `failed` that was wrong (staff re-initiate under a new id and the borrower is paid
 * twice):
 * - `failed` only where Airtel clearly refused, so nothing moved;
 * - `unknown` where Airtel says it may have processed it or cannot tell: reconciliation asks later;
 * - `duplicate` for every "that transaction id is already here" answer: the caller asks its status.
 */

export type CodeOutcome =
  /** Money moved. A collection push still says `pending`: only the enquiry or callback is believed. */
  | 'successful'
  | 'pending'
  /** The request was taken (ESB000010); says nothing about the money on its own. */
  | 'accepted'
  | 'failed'
  /** The payer's wallet is short: a failed collection with `insufficientFunds`. */
  | 'insufficient_funds'
  | 'unknown'
  | 'duplicate'
  /** On an enquiry `not_found`; on a request it makes no sense, so `unknown`. */
  | 'not_found'
  /** x-signature refused: a fresh key and one resend (airtel-client.ts), then `unknown`. */
  | 'signature';

export interface AirtelCode {
  meaning: string;
  outcome: CodeOutcome;
}

export type AirtelCodeTable = Readonly<Record<string, AirtelCode>>;

const code = (meaning: string, outcome: CodeOutcome): AirtelCode => ({ meaning, outcome });

/** Collection (USSD push) codes, DP008… */
export const COLLECTION_CODES: AirtelCodeTable = {
  DP00800001000: code('Ambiguous: still processing, do the transaction enquiry', 'unknown'),
  DP00800001001: code('Transaction is successful', 'successful'),
  DP00800001002: code('Incorrect PIN entered', 'failed'),
  DP00800001003: code("Exceeds the payer's allowed transaction limit", 'failed'),
  DP00800001004: code('Invalid amount: below the minimum allowed', 'failed'),
  DP00800001005: code("Transaction ID is invalid: the payer didn't enter the PIN", 'failed'),
  DP00800001006: code('In process: pending, check after some time', 'pending'),
  // Most sources: not enough balance; one Zambia write-up: declined by the payer. Either way the payer's
  // wallet was not debited; the insufficient-funds reading wins (README.md explains).
  DP00800001007: code("Not enough balance in the payer's wallet", 'insufficient_funds'),
  DP00800001008: code('Refused', 'failed'),
  DP00800001009: code('Do not honor: a generic refusal', 'failed'),
  DP00800001010: code('Not permitted to payee: barred, churned or not on Airtel Money', 'failed'),
  // "Timed out" without saying whose timer: the payer may have approved as it ran out.
  DP00800001024: code('Transaction timed out', 'unknown'),
  DP00800001025: code('Transaction not found', 'not_found'),
  DP00800001026: code('Forbidden: x-signature and payload did not match', 'signature'),
  DP00800001029: code('Transaction expired', 'failed'),
};

/** Disbursement codes, DP009… */
export const DISBURSEMENT_CODES: AirtelCodeTable = {
  DP00900001000: code('Ambiguous: still processing, do the transaction enquiry', 'unknown'),
  DP00900001001: code('Transaction is successful', 'successful'),
  DP00900001003: code('Maximum transaction limit reached for the day', 'failed'),
  DP00900001004: code('Amount out of range of the defined limits', 'failed'),
  DP00900001005: code('Transaction failed', 'failed'),
  DP00900001006: code('Transaction is in process', 'pending'),
  // Our disbursement wallet is short, not the payee's: a plain failure, no insufficient-funds flag.
  DP00900001007: code('Not enough funds in the disbursement account', 'failed'),
  DP00900001009: code('Initiatee of the transaction is invalid', 'failed'),
  DP00900001010: code('Payer is not an allowed user', 'failed'),
  // "Transaction with similar information already exists" / "Duplicate exttRID": a resend of a
  // transfer Airtel already has. Treating it as failed is how a borrower gets paid twice.
  DP00900001011: code('Transaction with similar information already exists (duplicate exttRID)', 'duplicate'),
  DP00900001012: code('Mobile number entered is incorrect', 'failed'),
  DP00900001013: code('The transaction was refused', 'failed'),
  DP00900001014: code('Timed out: may be processed or failed, do the transaction enquiry', 'unknown'),
  DP00900001015: code('Transaction not found', 'not_found'),
  DP00900001016: code('Forbidden: x-signature and payload did not match', 'signature'),
  DP00900001017: code('Duplicate transaction id: do the transaction enquiry', 'duplicate'),
  DP00900001018: code('Forbidden: x-signature and payload did not match', 'signature'),
  DP00900001019: code('Sender is barred', 'failed'),
};

/** Gateway (ESB) and router codes, shared by both products (usually in `result_code`). */
export const COMMON_CODES: AirtelCodeTable = {
  ESB000001: code('Something went wrong', 'unknown'),
  ESB000004: code('An error occurred while initiating the payment', 'unknown'),
  ESB000008: code('Field validation error', 'failed'),
  ESB000010: code('Success: the request was taken', 'accepted'),
  ESB000011: code('Failed', 'failed'),
  ESB000014: code('An error occurred while fetching the transaction status', 'unknown'),
  ESB000033: code('Invalid MSISDN length', 'failed'),
  ESB000034: code('Invalid country name', 'failed'),
  ESB000035: code('Invalid currency code', 'failed'),
  ESB000036: code('Invalid MSISDN length or it does not start with 0', 'failed'),
  ESB000039: code('Vendor is not configured to transact in the country', 'failed'),
  ESB000041: code('External transaction ID already exists', 'duplicate'),
  ESB000045: code('No transaction found with the provided transaction id', 'not_found'),
  ROUTER001: code('The wallet is not configured', 'failed'),
  ROUTER003: code('Mandatory parameters are missing in the header or body', 'failed'),
  ROUTER005: code('Country route is not configured', 'failed'),
  ROUTER006: code('Invalid country code', 'failed'),
  ROUTER007: code('Not authorized to operate in the country', 'failed'),
  ROUTER110: code('Partner not found (no X-Country)', 'failed'),
  ROUTER112: code('Invalid currency', 'failed'),
  // An error while checking the PIN is not a refusal of it: we cannot tell how far it got.
  ROUTER114: code('An error occurred while validating the PIN', 'unknown'),
  ROUTER115: code('The PIN entered is incorrect', 'failed'),
  ROUTER116: code('The encrypted PIN is incorrect', 'failed'),
  ROUTER117: code('Request timeout: do the transaction enquiry', 'unknown'),
  ROUTER119: code('Invalid or missing currency', 'failed'),
};

/** The entry for `responseCode` as seen by one product (its own codes, then the shared ones). */
export function lookupCode(own: AirtelCodeTable, responseCode: string): AirtelCode | undefined {
  return own[responseCode] ?? COMMON_CODES[responseCode];
}

const ALL_TABLES = [COLLECTION_CODES, DISBURSEMENT_CODES, COMMON_CODES];

/** A duplicate code of either product: the other product's duplicate still means "this id exists". */
export const isDuplicateCode = (responseCode: string) =>
  ALL_TABLES.some((table) => table[responseCode]?.outcome === 'duplicate');

export const SIGNATURE_MISMATCH_CODES: readonly string[] = ALL_TABLES.flatMap((table) =>
  Object.keys(table).filter((key) => table[key]?.outcome === 'signature'),
);

/**
 * Airtel's words for "that id is already here", looked for in any answer that is not a success: the
 * wording is what the sources agree on more than the codes ("Duplicate exttRID", "External Transaction
 * ID already exists", "Transaction with similar information already exists"). A false match costs one
 * enquiry; a miss can cost a second payment.
 */
export const mentionsDuplicate = (text: string) => /duplicate|already exists/i.test(text);
