/**
 * What an Airtel answer means for one of our transactions. Airtel's transaction status, when present,
 * decides: TS successful, TF failed, TE expired (failed), TIP in progress (pending), TA ambiguous
 * (unknown: Airtel itself says "do the enquiry later"). Otherwise the response code decides, whatever the
 * HTTP status, because business errors arrive as HTTP 200 with `status.success: false`.
 */
import type { TransactionOutcome } from '../ports';
import type { AirtelReply } from './airtel-client';
import type { AirtelEnvelope, AirtelProduct } from './airtel-wire';

/** Airtel already holds a transaction with our id: ask its status instead. */
export type RequestOutcome = TransactionOutcome | { state: 'duplicate' };

const AIRTEL_IS_UNSURE = (status: number) => status >= 500 || status === 408 || status === 429;

function codeOf(body: AirtelEnvelope | null): string {
  return body?.status?.response_code ?? body?.status?.result_code ?? '';
}

function codesOf(body: AirtelEnvelope | null): string[] {
  return [body?.status?.response_code, body?.status?.result_code].filter((c): c is string => !!c);
}

function reasonOf(body: AirtelEnvelope | null, fallback: string): string {
  const message = body?.data?.transaction?.message ?? body?.status?.message ?? fallback;
  const code = codeOf(body);
  return code ? `${message} (${code})` : message;
}

function providerReferenceOf(body: AirtelEnvelope | null): string | null {
  const tx = body?.data?.transaction;
  return tx?.airtel_money_id ?? tx?.reference_id ?? null;
}

function failed(product: AirtelProduct, body: AirtelEnvelope | null, fallback: string): TransactionOutcome {
  const insufficientFunds =
    product.kind === 'collection' && codesOf(body).includes(product.insufficientFunds);
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

/** The answer to a collection push or a disbursement. */
export function requestOutcome(product: AirtelProduct, reply: AirtelReply): RequestOutcome {
  if (reply.kind === 'unreachable') return { state: 'unknown', reason: reply.reason };
  const { httpStatus, body } = reply;
  if (AIRTEL_IS_UNSURE(httpStatus)) return { state: 'unknown', reason: `Airtel answered HTTP ${httpStatus}` };
  const codes = codesOf(body);
  if (codes.some((code) => product.duplicate.includes(code))) return { state: 'duplicate' };
  const fromStatus = outcomeFromTransactionStatus(product, body);
  if (fromStatus) return fromStatus;
  const status = body?.status;
  if (!status) {
    return httpStatus < 300
      ? { state: 'unknown', reason: `Airtel answered HTTP ${httpStatus} without a status` }
      : {
          state: 'failed',
          providerReference: null,
          reason: `Airtel refused the request (HTTP ${httpStatus})`,
        };
  }
  if (httpStatus < 300 && status.success === true) {
    // A collection push answers "in process" once the prompt is on the payer's phone, and only the
    // enquiry or callback says the payer approved; a disbursement that went through at once answers
    // with the success code.
    return product.kind === 'disbursement' && codes.includes(product.success)
      ? { state: 'successful', providerReference: providerReferenceOf(body) }
      : { state: 'pending', providerReference: providerReferenceOf(body) };
  }
  if (AIRTEL_IS_UNSURE(Number(status.code)) || codes.some((code) => product.ambiguous.includes(code))) {
    return { state: 'unknown', reason: reasonOf(body, 'Airtel could not tell the outcome') };
  }
  if (codes.includes(product.inProcess))
    return { state: 'pending', providerReference: providerReferenceOf(body) };
  return failed(product, body, 'Airtel refused the request');
}

/** The answer to a transaction enquiry. */
export function enquiryOutcome(product: AirtelProduct, reply: AirtelReply): TransactionOutcome {
  if (reply.kind === 'unreachable') return { state: 'unknown', reason: reply.reason };
  const { httpStatus, body } = reply;
  if (AIRTEL_IS_UNSURE(httpStatus)) return { state: 'unknown', reason: `Airtel answered HTTP ${httpStatus}` };
  if (codesOf(body).some((code) => product.notFound.includes(code))) return { state: 'not_found' };
  const fromStatus = outcomeFromTransactionStatus(product, body);
  if (fromStatus) return fromStatus;
  return {
    state: 'unknown',
    reason: `Airtel gave no transaction status: ${reasonOf(body, `HTTP ${httpStatus}`)}`,
  };
}
