import { z } from 'zod';
import type { TransactionOutcome } from '../ports';

/**
 * The parts of Lenco's v2 bodies the adapter reads. Every answer is an envelope
 * `{ status: boolean, message: string, data, errorCode? }`; collections and transfers share the fields
 * below (https://lenco-api.readme.io/v2.0/reference/get-started). Unknown fields are ignored.
 */
export const lencoEnvelopeSchema = z.object({
  status: z.boolean().optional(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
  errorCode: z
    .union([z.string(), z.number()])
    .transform((code) => String(code).padStart(2, '0'))
    .nullish(),
});
export type LencoEnvelope = z.infer<typeof lencoEnvelopeSchema>;

export const lencoTransactionSchema = z.object({
  id: z.string().nullish(),
  reference: z.string().nullish(),
  lencoReference: z.string().nullish(),
  amount: z.union([z.string(), z.number()]).nullish(),
  currency: z.string().nullish(),
  status: z.string(),
  reasonForFailure: z.string().nullish(),
});
export type LencoTransaction = z.infer<typeof lencoTransactionSchema>;

/** Lenco's error codes we act on (the "Errors" table of the get-started page). */
export const LENCO_ERROR = {
  insufficientFunds: '02',
  invalidOrDuplicateReference: '04',
  resourceNotFound: '11',
} as const;

/**
 * Operators word a wallet without funds differently; Lenco passes their text through in
 * `reasonForFailure` (the sandbox's is "Not enough funds"). Matching the text is the only signal there is.
 */
const INSUFFICIENT_FUNDS = /insufficient|not enough (funds|balance|money)|low balance|balance is (too )?low/i;

export function isInsufficientFunds(text: string | null | undefined): boolean {
  return typeof text === 'string' && INSUFFICIENT_FUNDS.test(text);
}

/**
 * Lenco's status to ours.
 * - `pay-offline`: the operator pushed the authorisation prompt to the customer's handset and is waiting
 *   for their PIN: the money has not moved yet, so it is `pending` (a webhook or a status call settles it).
 * - `otp-required`: Lenco wants the customer to confirm their number with an OTP it sent them, submitted
 *   through /collections/mobile-money/submit-otp, before it even prompts for payment. Nothing is charged
 *   yet, so it is `pending`; our payment flow has no OTP step, so such a payment stays pending until Lenco
 *   fails it or reconciliation expires it.
 * - anything we do not know (e.g. the card-only `3ds-auth-required`) is `unknown`: ask again later rather
 *   than guess about money.
 */
export function outcomeFromLenco(tx: LencoTransaction): TransactionOutcome {
  const providerReference = tx.lencoReference ?? tx.id ?? null;
  switch (tx.status) {
    case 'successful':
      return { state: 'successful', providerReference };
    case 'pending':
    case 'pay-offline':
    case 'otp-required':
      return { state: 'pending', providerReference };
    case 'failed': {
      const reason = tx.reasonForFailure?.trim() || 'Lenco reported the transaction as failed';
      return isInsufficientFunds(reason)
        ? { state: 'failed', providerReference, reason, insufficientFunds: true }
        : { state: 'failed', providerReference, reason };
    }
    default:
      return { state: 'unknown', reason: `Lenco answered with an unrecognised status "${tx.status}"` };
  }
}
