/**
 * What an Airtel answer means for one of our transactions. Airtel's transaction status, when present,
 * decides: TS successful, TF failed, TE expired (failed), TIP in progress (pending), TA ambiguous
 * (unknown: Airtel itself says "do the enquiry later"). Otherwise the response codes decide through the
 * table in airtel-codes.ts, whatever the HTTP status, because business errors arrive as HTTP 200 with
 * `status.success: false`. Where the answer is unclear we lean to `unknown` (reconciliation asks with the
 * same id), never to `failed`: a wrong `failed` lets staff send the money again under a new id.
 */
import type { TransactionOutcome } from '../ports';
import type { AirtelReply } from './airtel-client';
import { type AirtelCode, isDuplicateCode, lookupCode, mentionsDuplicate } from './airtel-codes';
import type { AirtelEnvelope, AirtelProduct } from './airtel-wire';

/** Airtel already holds a transaction with our id: ask its status instead. */
export type RequestOutcome = TransactionOutcome | { state: 'duplicate' };

const AIRTEL_IS_UNSURE = (status: number) => status >= 500 || status === 408 || status === 429;
const REFUSES_ACCESS = (status: number) => status === 401 || status === 403;

function codesOf(body: AirtelEnvelope | null): string[] {
  return [body?.status?.response_code, body?.status?.result_code, body?.status_code].filter(
    (c): c is string => !!c,
  );
}

function messagesOf(body: AirtelEnvelope | null): string[] {
  return [
    body?.data?.transaction?.message,
    body?.status?.message,
    body?.message,
    body?.error_description,
    body?.error,
    body?.status_message,
  ].filter((m): m is string => !!m);
}

function reasonOf(body: AirtelEnvelope | null, fallback: string): string {
  const message = messagesOf(body)[0] ?? fallback;
  const code = codesOf(body)[0];
  return code ? `${message} (${code})` : message;
}

function providerReferenceOf(body: AirtelEnvelope | null): string | null {
  const tx = body?.data?.transaction;
  return tx?.airtel_money_id ?? tx?.reference_id ?? null;
}

const entriesOf = (product: AirtelProduct, body: AirtelEnvelope | null): AirtelCode[] =>
  codesOf(body)
    .map((code) => lookupCode(product.codes, code))
    .filter((entry): entry is AirtelCode => !!entry);

function failed(product: AirtelProduct, body: AirtelEnvelope | null, fallback: string): TransactionOutcome {
  // The flag means the payer's wallet; a short disbursement wallet is ours and a plain failure.
  const insufficientFunds =
    product.kind === 'collection' &&
    entriesOf(product, body).some((entry) => entry.outcome === 'insufficient_funds');
  return {
    state: 'failed',
    providerReference: providerReferenceOf(body),
    reason: reasonOf(body, fallback),
    ...(insufficientFunds && { insufficientFunds: true }),
  };
}

/** Maps Airtel's TS/TF/TE/TIP/TA, or undefined when the answer carries no transaction status. */
export function outcomeFromTransactionStatus(
  product: AirtelProduct,
  body: AirtelEnvelope | null,
): TransactionOutcome | undefined {
  const providerReference = providerReferenceOf(body);
  switch (body?.data?.transaction?.status?.toUpperCase()) {
    case 'TS':
      return { state: 'successful', providerReference };
    case 'TF':
      return failed(product, body, 'Transaction failed');
    case 'TE':
      return failed(product, body, 'Transaction expired');
    case 'TIP':
      return { state: 'pending', providerReference };
    case 'TA':
      return { state: 'unknown', reason: reasonOf(body, 'Airtel reports the transaction as ambiguous (TA)') };
    default:
      return undefined;
  }
}

/**
 * "This transaction id is already here", in any of Airtel's forms: a duplicate code of either product,
 * HTTP 409, or (when the codes are not ones we know) Airtel's wording. Mistaking something else for a
 * duplicate costs one enquiry; missing a duplicate can cost a second payment.
 */
function isDuplicate(reply: Extract<AirtelReply, { kind: 'reply' }>): boolean {
  const { httpStatus, body, text } = reply;
  if (codesOf(body).some(isDuplicateCode)) return true;
  if (httpStatus === 409 || Number(body?.status?.code) === 409) return true;
  if (body?.status?.success === true) return false;
  // The raw text too: a gateway's own error shape may carry the words in fields we do not parse.
  return mentionsDuplicate([...messagesOf(body), text].join(' '));
}

/** The answer to a collection push or a disbursement. */
export function requestOutcome(product: AirtelProduct, reply: AirtelReply): RequestOutcome {
  if (reply.kind === 'unreachable') return { state: 'unknown', reason: reply.reason };
  if (isDuplicate(reply)) return { state: 'duplicate' };
  const { httpStatus, body } = reply;
  if (AIRTEL_IS_UNSURE(httpStatus)) return { state: 'unknown', reason: `Airtel answered HTTP ${httpStatus}` };
  const fromStatus = outcomeFromTransactionStatus(product, body);
  if (fromStatus) return fromStatus;
  const entries = entriesOf(product, body);
  if (httpStatus < 300 && body?.status?.success === true) {
    // A collection push answers "in process" once the prompt is on the payer's phone, and only the
    // enquiry or callback says the payer approved; a disbursement that went through at once answers
    // with the success code.
    return product.kind === 'disbursement' && entries.some((entry) => entry.outcome === 'successful')
      ? { state: 'successful', providerReference: providerReferenceOf(body) }
      : { state: 'pending', providerReference: providerReferenceOf(body) };
  }
  const statusCode = Number(body?.status?.code);
  if (AIRTEL_IS_UNSURE(statusCode)) {
    return { state: 'unknown', reason: reasonOf(body, 'Airtel could not tell the outcome') };
  }
  if (entries.length > 0) return outcomeOfCodes(product, body, entries);
  if (REFUSES_ACCESS(httpStatus) || REFUSES_ACCESS(statusCode)) {
    // Our token was refused even after a fresh one (airtel-client.ts resends once). Most likely nothing
    // was processed, but "most likely" is not enough to let anyone send the money again: the enquiry
    // with the same id settles it.
    return {
      state: 'unknown',
      reason: `Airtel refused our access (HTTP ${REFUSES_ACCESS(httpStatus) ? httpStatus : statusCode}): ${reasonOf(body, 'no detail')}`,
    };
  }
  if (codesOf(body).length > 0) {
    return { state: 'unknown', reason: `Airtel answered a code we do not know: ${reasonOf(body, '')}` };
  }
  if (httpStatus >= 400 || statusCode >= 400) {
    // A request refused as such (bad request, wrong path), before any transaction existed.
    return failed(product, body, `Airtel refused the request (HTTP ${httpStatus})`);
  }
  return { state: 'unknown', reason: `Airtel answered HTTP ${httpStatus} without a code or a status` };
}

/** Several codes can come at once (`response_code` and `result_code`): the safest reading wins. */
function outcomeOfCodes(product: AirtelProduct, body: AirtelEnvelope | null, entries: AirtelCode[]) {
  const says = new Set(entries.map((entry) => entry.outcome));
  const providerReference = providerReferenceOf(body);
  if (says.has('unknown') || says.has('not_found') || says.has('signature')) {
    // A signature still refused after a fresh key, or "not found" in answer to a request, are no
    // refusal of the transaction we can trust: the enquiry decides.
    return { state: 'unknown' as const, reason: reasonOf(body, 'Airtel could not tell the outcome') };
  }
  const refused = says.has('failed') || says.has('insufficient_funds');
  if (refused && (says.has('successful') || says.has('pending'))) {
    return {
      state: 'unknown' as const,
      reason: `Airtel's codes contradict each other: ${reasonOf(body, '')}`,
    };
  }
  if (refused) return failed(product, body, 'Airtel refused the request');
  if (says.has('successful') && product.kind === 'disbursement') {
    return { state: 'successful' as const, providerReference };
  }
  return { state: 'pending' as const, providerReference };
}

/** The answer to a transaction enquiry. */
export function enquiryOutcome(product: AirtelProduct, reply: AirtelReply): TransactionOutcome {
  if (reply.kind === 'unreachable') return { state: 'unknown', reason: reply.reason };
  const { httpStatus, body } = reply;
  if (AIRTEL_IS_UNSURE(httpStatus)) return { state: 'unknown', reason: `Airtel answered HTTP ${httpStatus}` };
  if (entriesOf(product, body).some((entry) => entry.outcome === 'not_found')) return { state: 'not_found' };
  const fromStatus = outcomeFromTransactionStatus(product, body);
  if (fromStatus) return fromStatus;
  return {
    state: 'unknown',
    reason: `Airtel gave no transaction status: ${reasonOf(body, `HTTP ${httpStatus}`)}`,
  };
}
