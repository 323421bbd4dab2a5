/**
 * Airtel's JSON envelope (README.md cites the sources). Every answer, good or bad, comes as
 * `{ data?: { transaction }, status: { code, message, result_code, response_code, success } }`, often
 * with HTTP 200 even when `success` is false. Gateway refusals come in other shapes (`{ error,
 * error_description }`, `{ status_code, status_message }`); their fields are kept so no code or message
 * is lost.
 */
import { z } from 'zod';
import {
  type AirtelCodeTable,
  COLLECTION_CODES,
  DISBURSEMENT_CODES,
  SIGNATURE_MISMATCH_CODES,
} from './airtel-codes';

const text = z.union([z.string(), z.number()]).transform(String);

/**
 * A field that is dropped, not fatal, when Airtel sends it in an unexpected type: one odd field must not
 * cost us the codes and message beside it (a lost duplicate code is a double payment).
 */
const lenient = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);

export const airtelEnvelope = z.object({
  data: lenient(
    z.object({
      transaction: lenient(
        z.object({
          // Airtel's own samples put `false` here on the push answer; we never rely on it.
          id: lenient(z.union([z.string(), z.number(), z.boolean()])),
          status: lenient(z.string()),
          message: lenient(z.string()),
          airtel_money_id: lenient(z.string()),
          reference_id: lenient(z.string()),
        }),
      ),
    }),
  ),
  status: lenient(
    z.object({
      code: lenient(text),
      message: lenient(z.string()),
      result_code: lenient(z.string()),
      response_code: lenient(z.string()),
      success: lenient(z.boolean()),
    }),
  ),
  message: lenient(z.string()),
  error: lenient(z.string()),
  error_description: lenient(z.string()),
  status_code: lenient(text),
  status_message: lenient(z.string()),
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

/** A product and its own code table (airtel-codes.ts); ESB/ROUTER codes are shared. */
export interface AirtelProduct {
  kind: 'collection' | 'disbursement';
  codes: AirtelCodeTable;
}

export const COLLECTION: AirtelProduct = { kind: 'collection', codes: COLLECTION_CODES };
export const DISBURSEMENT: AirtelProduct = { kind: 'disbursement', codes: DISBURSEMENT_CODES };

export { SIGNATURE_MISMATCH_CODES };

/**
 * Airtel's answer to a missing, expired or revoked access token: HTTP 401, or HTTP 403 with an
 * `invalid_token` body (both are seen). A 403 for anything else (a signature, a barred IP) is not a
 * token problem, and a new token would not help.
 */
export function refusesToken(httpStatus: number, text: string): boolean {
  if (httpStatus === 401) return true;
  return httpStatus === 403 && TOKEN_REFUSAL.test(text);
}

const TOKEN_REFUSAL = /invalid[_ ]token|token[^"]*\b(invalid|expired)\b|\b(invalid|expired)\b[^"]*token/i;
