/** Our values in the shapes Airtel's request bodies take. */
import { detectOperator, subscriberNumber } from '@kwacha/shared/phone/zambian-phone';

/**
 * Ngwee to the amount Airtel reads: a JSON number of kwacha (its samples send `"amount": 1000`). The
 * decimal text is built with integer maths and parsed once, so 1250 ngwee is exactly 12.5 on the wire.
 */
export function airtelAmount(ngwee: number): number {
  if (!Number.isSafeInteger(ngwee) || ngwee <= 0) {
    throw new RangeError(`amount must be a positive whole number of ngwee, got ${ngwee}`);
  }
  const cents = ngwee % 100;
  const kwacha = (ngwee - cents) / 100;
  return Number(`${kwacha}.${String(cents).padStart(2, '0')}`);
}

/** The 9-digit national number Airtel wants ("Do not send country code"), if it is an Airtel number. */
export function airtelMsisdn(e164: string): string | undefined {
  if (detectOperator(e164) !== 'airtel') return undefined;
  return subscriberNumber(e164);
}

/**
 * Airtel's `reference` is a free description, limited on disbursements to 4–64 letters and digits. Other
 * characters become spaces (collections) or go (disbursements); too short a text falls back to ours.
 */
export function airtelDescription(narration: string, fallback: string, allowSpaces: boolean): string {
  const clean = (text: string) =>
    allowSpaces
      ? text
          .replace(/[^A-Za-z0-9 ]+/g, ' ')
          .replace(/ {2,}/g, ' ')
          .trim()
      : text.replace(/[^A-Za-z0-9]+/g, '');
  const described = clean(narration).slice(0, 64);
  return described.length >= 4 ? described : clean(`Kwacha ${fallback}`).slice(0, 64);
}
