/**
 * Lenco's wire formats for money and phone numbers. Requests carry the amount as a JSON number in
 * kwacha ("amount": 12.5, OpenAPI type number/double); responses and webhooks carry it as a decimal
 * string ("12.50"). Phones are the local 10-digit form the docs use everywhere ("0977433571").
 */

/**
 * Integer ngwee to the kwacha number Lenco's request bodies take. Built from the exact decimal text
 * (integer division and remainder), so the JSON written is always the two-decimal amount: 1250 → 12.5.
 */
export function ngweeToLencoAmount(ngwee: number): number {
  if (!Number.isSafeInteger(ngwee) || ngwee <= 0)
    throw new RangeError('amount must be a positive whole number of ngwee');
  const kwacha = Math.floor(ngwee / 100);
  const cents = ngwee % 100;
  return Number(`${kwacha}.${String(cents).padStart(2, '0')}`);
}

/** "12.50" / "12.5" / "12" → 1250 ngwee; null for anything else (never a float multiplication). */
export function lencoAmountToNgwee(amount: string | number | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const ngwee = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(ngwee) ? ngwee : null;
}

/** +260977123456 → 0977123456; null when the number is not a Zambian E.164 mobile number. */
export function e164ToLencoPhone(msisdn: string): string | null {
  const match = /^\+260(\d{9})$/.exec(msisdn.trim());
  return match ? `0${match[1]}` : null;
}
