/**
 * The fake Airtel's side of the wire: its answers (shaped like Airtel's documented samples) and its
 * checks of what our adapter signs and encrypts.
 */
import { constants, createDecipheriv, type KeyObject, privateDecrypt } from 'node:crypto';

export type FakeProduct = 'collection' | 'disbursement';
export type FakeResult = 'success' | 'insufficient_funds' | 'declined';

const CODES = {
  collection: {
    success: 'DP00800001001',
    inProcess: 'DP00800001006',
    insufficient: 'DP00800001007',
    declined: 'DP00800001008',
    notFound: 'DP00800001025',
    signature: 'DP00800001026',
  },
  disbursement: {
    success: 'DP00900001001',
    inProcess: 'DP00900001006',
    insufficient: 'DP00900001007',
    declined: 'DP00900001013',
    notFound: 'DP00900001015',
    signature: 'DP00900001016',
  },
} as const;

const FAILURE_TEXT: Record<Exclude<FakeResult, 'success'>, string> = {
  insufficient_funds: 'Not enough balance',
  declined: 'The transaction was refused',
};

export type Envelope = Record<string, unknown>;

/** A business error: HTTP 200, `success: false`, as Airtel sends it. */
export function businessError(
  message: string,
  codes: { response_code?: string; result_code?: string; code?: string },
): Envelope {
  return { status: { code: codes.code ?? '400', message, success: false, ...codes } };
}

export const pushAccepted = (id: string): Envelope => ({
  data: { transaction: { id, status: 'SUCCESS' } },
  status: {
    code: '200',
    message: 'SUCCESS',
    result_code: 'ESB000010',
    response_code: CODES.collection.inProcess,
    success: true,
  },
});

export function refusedAtOnce(product: FakeProduct, result: Exclude<FakeResult, 'success'>, id: string) {
  const code = result === 'insufficient_funds' ? CODES[product].insufficient : CODES[product].declined;
  return {
    data: { transaction: { id, status: 'TF', message: FAILURE_TEXT[result] } },
    status: {
      code: '200',
      message: FAILURE_TEXT[result],
      result_code: 'ESB000011',
      response_code: code,
      success: false,
    },
  };
}

export const duplicate = (product: FakeProduct): Envelope =>
  product === 'collection'
    ? businessError('External Transaction ID already exists', { result_code: 'ESB000041' })
    : businessError('Duplicate Transaction Id. Please do transaction enquiry', {
        response_code: 'DP00900001017',
        result_code: 'ESB000041',
      });

export const notFound = (product: FakeProduct): Envelope =>
  businessError('Transaction Not Found', {
    code: '404',
    response_code: CODES[product].notFound,
    result_code: 'ESB000045',
  });

export const signatureMismatch = (product: FakeProduct): Envelope =>
  businessError('Forbidden: X-signature and payload did not match', {
    code: '403',
    response_code: CODES[product].signature,
  });

export interface EnquiryState {
  id: string;
  status: 'TIP' | 'TS' | 'TF';
  result: FakeResult;
  airtelMoneyId: string;
}

/** The answer to an enquiry (collections v1, disbursements v2 share the shape). */
export function enquiry(product: FakeProduct, tx: EnquiryState): Envelope {
  const codes = CODES[product];
  if (tx.status === 'TIP') {
    return {
      data: { transaction: { id: tx.id, status: 'TIP', message: 'In process', airtel_money_id: null } },
      status: {
        code: '200',
        message: 'In process',
        result_code: 'ESB000010',
        response_code: codes.inProcess,
        success: true,
      },
    };
  }
  if (tx.status === 'TS') {
    return {
      data: {
        transaction: {
          id: tx.id,
          status: 'TS',
          message: 'Success',
          airtel_money_id: tx.airtelMoneyId,
          ...(product === 'disbursement' && { reference_id: tx.airtelMoneyId }),
        },
      },
      status: {
        code: '200',
        message: 'Success',
        result_code: 'ESB000010',
        response_code: codes.success,
        success: true,
      },
    };
  }
  return refusedAtOnce(product, tx.result === 'success' ? 'declined' : tx.result, tx.id);
}

/** Node refuses PKCS#1 v1.5 private decryption (CVE-2023-46809); a test fake strips the padding itself. */
export function rsaDecryptPkcs1(ciphertextBase64: string, key: KeyObject): string {
  const block = privateDecrypt(
    { key, padding: constants.RSA_NO_PADDING },
    Buffer.from(ciphertextBase64, 'base64'),
  );
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || separator < 10) throw new Error('not PKCS#1 v1.5');
  return block.subarray(separator + 1).toString('utf8');
}

/** True when x-signature decrypts, with the key and IV inside x-key, to exactly the body sent. */
export function signatureMatches(body: string, xSignature: unknown, xKey: unknown, key: KeyObject): boolean {
  if (typeof xSignature !== 'string' || typeof xKey !== 'string') return false;
  try {
    const [aesKey, iv] = rsaDecryptPkcs1(xKey, key).split(':');
    if (!aesKey || !iv) return false;
    const decipher = createDecipheriv(
      'aes-256-cbc',
      Buffer.from(aesKey, 'base64'),
      Buffer.from(iv, 'base64'),
    );
    const plain = Buffer.concat([decipher.update(Buffer.from(xSignature, 'base64')), decipher.final()]);
    return plain.toString('utf8') === body;
  } catch {
    return false;
  }
}

/** Airtel's `valid_upto` format: "12-08-2024 21:29:26". */
export function formatValidUpto(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}-${two(date.getUTCMonth() + 1)}-${date.getUTCFullYear()} ${two(
    date.getUTCHours(),
  )}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}
