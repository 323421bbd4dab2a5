import { parseKwacha } from '@kwacha/shared/money/money';
import { subscriberNumber } from '@kwacha/shared/phone/zambian-phone';
import { z } from 'zod';
import type { TransactionOutcome } from '../ports';

/** The two MoMo products we use; each has its own paths, token and subscription key. */
export type MtnProduct = 'collection' | 'disbursement';

/** Ngwee to MoMo's amount string: 1250 → "12.50". Integer maths only, never a float. */
export function formatMtnAmount(ngwee: number): string {
  if (!Number.isSafeInteger(ngwee) || ngwee <= 0)
    throw new RangeError(`not a positive ngwee amount: ${ngwee}`);
  return `${Math.floor(ngwee / 100)}.${String(ngwee % 100).padStart(2, '0')}`;
}

/** MoMo's amount ("12.50", "12", or a JSON number) to ngwee; null when it is not a plain amount. */
export function parseMtnAmount(amount: unknown): number | null {
  if (typeof amount !== 'string' && typeof amount !== 'number') return null;
  const text = String(amount).trim();
  if (!/^\d+(?:\.\d{1,2})?$/.test(text)) return null;
  return parseKwacha(text) ?? null;
}

/** E.164 +260977123456 → MoMo's MSISDN 260977123456 (country code, no plus). */
export function toMtnMsisdn(phone: string): string {
  const national = subscriberNumber(phone);
  if (!national) throw new RangeError('not a Zambian mobile number');
  return `260${national}`;
}

/**
 * payerMessage and payeeNote: MoMo refuses (400) notes over 160 characters and some punctuation such as
 * the apostrophe, so we keep letters, digits and plain separators only.
 */
export function toMtnNote(narration: string): string {
  return narration
    .replace(/[^\p{L}\p{N} .,:/#-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
}

const partySchema = z.object({ partyIdType: z.string(), partyId: z.string() });

/**
 * A request-to-pay or transfer as MoMo's status call returns it, which is also the body of its callback.
 * `reason` is a bare code in practice ("NOT_ENOUGH_FUNDS") and `{ code, message }` in the published
 * OpenAPI document: both are read.
 */
export const mtnTransactionSchema = z.object({
  status: z.string(),
  reason: z
    .union([z.string(), z.object({ code: z.string().optional(), message: z.string().optional() })])
    .nullish(),
  financialTransactionId: z.string().nullish(),
  externalId: z.string().nullish(),
  amount: z.union([z.string(), z.number()]).nullish(),
  currency: z.string().nullish(),
  payer: partySchema.nullish(),
  payee: partySchema.nullish(),
});

export type MtnTransaction = z.infer<typeof mtnTransactionSchema>;

/** The failure code, normalised: MTN's own pages also spell it "NOT ENOUGH_FUNDS". */
export function mtnReasonCode(reason: MtnTransaction['reason']): string {
  const raw = typeof reason === 'string' ? reason : (reason?.code ?? reason?.message);
  const code = raw?.trim().toUpperCase().replace(/\s+/g, '_');
  return code || 'NO_REASON_GIVEN';
}

/** MoMo's financial statuses mapped exactly; anything else is not a verdict, so it is `unknown`. */
export function toOutcome(transaction: MtnTransaction, product: MtnProduct): TransactionOutcome {
  const providerReference = transaction.financialTransactionId || null;
  switch (transaction.status.toUpperCase()) {
    case 'SUCCESSFUL':
      return { state: 'successful', providerReference };
    case 'PENDING':
      return { state: 'pending', providerReference };
    case 'FAILED': {
      const reason = mtnReasonCode(transaction.reason);
      // On a transfer NOT_ENOUGH_FUNDS is our own float (or the payee's limit), not a payer's wallet.
      const insufficientFunds = product === 'collection' && reason === 'NOT_ENOUGH_FUNDS';
      return { state: 'failed', providerReference, reason, ...(insufficientFunds && { insufficientFunds }) };
    }
    default:
      return { state: 'unknown', reason: `unexpected MTN status ${JSON.stringify(transaction.status)}` };
  }
}
