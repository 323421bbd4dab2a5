/**
 * The fake Airtel's checks of a push or disbursement body, before anything is recorded: the refusals
 * Airtel answers (HTTP 200, `success: false`) to a malformed request or a wrong PIN.
 */
import type { KeyObject } from 'node:crypto';
import type { WireRequest } from './fake-airtel-http';
import { businessError, type Envelope, type FakeProduct, rsaDecryptPkcs1 } from './fake-airtel-wire';

export interface CheckedRequest {
  id: string;
  msisdn: string;
  amount: number;
  reference: string;
}

export type RequestCheck = { request: CheckedRequest } | { refusal: Envelope };

export function checkRequest(
  product: FakeProduct,
  body: WireRequest | undefined,
  pin: { expected: string; privateKey: KeyObject },
): RequestCheck {
  const msisdn = product === 'collection' ? body?.subscriber?.msisdn : body?.payee?.msisdn;
  const id = body?.transaction?.id;
  const amount = body?.transaction?.amount;
  if (typeof msisdn !== 'string' || !/^\d{9}$/.test(msisdn)) {
    return {
      refusal: businessError('Invalid MSISDN Length. MSISDN Length should be 9', {
        result_code: 'ESB000033',
      }),
    };
  }
  if (typeof id !== 'string' || !id || typeof amount !== 'number' || !(amount > 0)) {
    return { refusal: businessError('Field validation error', { result_code: 'ESB000008' }) };
  }
  if (product === 'disbursement') {
    const refusal = checkDisbursement(body, pin);
    if (refusal) return { refusal };
  }
  const reference = typeof body?.reference === 'string' ? body.reference : '';
  return { request: { id, msisdn, amount, reference } };
}

function checkDisbursement(
  body: WireRequest | undefined,
  pin: { expected: string; privateKey: KeyObject },
): Envelope | undefined {
  if (body?.transaction?.type !== 'B2C') {
    return businessError('Invalid transaction type', {
      response_code: 'DP00900001013',
      result_code: 'ESB000008',
    });
  }
  let decrypted: string | undefined;
  try {
    decrypted = rsaDecryptPkcs1(String(body.pin), pin.privateKey);
  } catch {
    decrypted = undefined;
  }
  if (decrypted !== pin.expected) {
    return businessError('Incorrect Encrypted Pin', {
      response_code: 'DP00900001013',
      result_code: 'ROUTER116',
    });
  }
  return undefined;
}
