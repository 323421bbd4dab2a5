/**
 * Airtel's JSON envelope and the codes we act on (README.md cites the sources). Every answer, good or
 * bad, comes as `{ data?: { transaction }, status: { code, message, result_code, response_code, success } }`,
 * often with HTTP 200 even when `success` is false.
 */
import { z } from 'zod';

const text = z.union([z.string(), z.number()]).transform(String);

export const airtelEnvelope = z.object({
  data: z
    .object({
      transaction: z
        .object({
          // Airtel's own samples put `false` here on the push answer; we never rely on it.
          id: z.union([z.string(), z.number(), z.boolean()]).nullish(),
          status: z.string().nullish(),
          message: z.string().nullish(),
          airtel_money_id: z.string().nullish(),
          reference_id: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
  status: z
    .object({
      code: text.nullish(),
      message: z.string().nullish(),
      result_code: z.string().nullish(),
      response_code: z.string().nullish(),
      success: z.boolean().nullish(),
    })
    .nullish(),
});
export type AirtelEnvelope = z.infer<typeof airtelEnvelope>;

export const tokenResponse = z.object({
  access_token: z.string().min(1),
  // Documented as the string "180"; some gateways send a number.
  expires_in: z.coerce.number().positive(),
});

export const encryptionKeyResponse = z.object({
  data: z.object({ key: z.string().min(1), valid_upto: z.string().nullish() }),
});

/** The callback body (Collection and Disbursement "Callbacks"); `hash` only with callback authentication. */
export const callbackBody = z.object({
  transaction: z.looseObject({
    id: text,
    message: z.string().nullish(),
    status_code: z.string(),
    airtel_money_id: z.string().nullish(),
  }),
  hash: z.string().optional(),
});

/** Per-product codes: collections are DP008…, disbursements DP009…; ESB/ROUTER codes are common. */
export interface AirtelProduct {
  kind: 'collection' | 'disbursement';
  success: string;
  inProcess: string;
  insufficientFunds: string;
  notFound: string[];
  signatureMismatch: string;
  duplicate: string[];
  ambiguous: string[];
}

// "Something went wrong", "Error initiating payment", "Error fetching status", "Request timeout —
// do the transaction enquiry": Airtel itself does not know yet.
const COMMON_AMBIGUOUS = ['ESB000001', 'ESB000004', 'ESB000014', 'ROUTER117'];

export const COLLECTION: AirtelProduct = {
  kind: 'collection',
  success: 'DP00800001001',
  inProcess: 'DP00800001006',
  insufficientFunds: 'DP00800001007',
  notFound: ['DP00800001025', 'ESB000045'],
  signatureMismatch: 'DP00800001026',
  // "External Transaction ID already exists".
  duplicate: ['ESB000041'],
  ambiguous: ['DP00800001000', ...COMMON_AMBIGUOUS],
};

export const DISBURSEMENT: AirtelProduct = {
  kind: 'disbursement',
  success: 'DP00900001001',
  inProcess: 'DP00900001006',
  insufficientFunds: 'DP00900001007',
  notFound: ['DP00900001015', 'ESB000045'],
  signatureMismatch: 'DP00900001016',
  duplicate: ['DP00900001017', 'ESB000041'],
  // 014: "Transaction Timed Out … may be processed or failed … do the transaction enquiry".
  ambiguous: ['DP00900001000', 'DP00900001014', ...COMMON_AMBIGUOUS],
};

export const SIGNATURE_MISMATCH_CODES = [COLLECTION.signatureMismatch, DISBURSEMENT.signatureMismatch];
