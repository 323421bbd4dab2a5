/**
 * Money is integer ngwee (1 kwacha = 100 ngwee) everywhere inside the system; kwacha with at most two
 * decimals only at the edges (JSON, forms). Never a binary float for a stored amount.
 */
export type Ngwee = number;

/** Amounts beyond this cannot be represented exactly as JS numbers of ngwee. */
export const MAX_SAFE_NGWEE = Number.MAX_SAFE_INTEGER;

export class MoneyError extends Error {
  override name = 'MoneyError';
}

export function assertNgwee(value: number): Ngwee {
  if (!Number.isSafeInteger(value)) throw new MoneyError(`not a whole, safe number of ngwee: ${value}`);
  return value;
}

/** True when a number is exactly what JSON would carry for an amount with at most two decimals. */
export function hasAtMostTwoDecimals(kwacha: number): boolean {
  return Number.isFinite(kwacha) && Number(kwacha.toFixed(2)) === kwacha;
}

/**
 * Kwacha (a number with at most two decimals, e.g. 1234.5) to ngwee. The two-decimal text is parsed
 * rather than multiplied, so 0.29 becomes 29 ngwee, not 28.999…; anything finer is refused.
 */
export function kwachaToNgwee(kwacha: number): Ngwee {
  if (!hasAtMostTwoDecimals(kwacha))
    throw new MoneyError(`not an amount with at most two decimals: ${kwacha}`);
  const parsed = parseKwacha(kwacha.toFixed(2));
  if (parsed === undefined) throw new MoneyError(`amount out of range: ${kwacha}`);
  return parsed;
}

/** Ngwee to kwacha for JSON: 123450 → 1234.5. Exact, because two decimals of a safe integer are. */
export function ngweeToKwacha(ngwee: Ngwee): number {
  assertNgwee(ngwee);
  return ngwee / 100;
}

/**
 * Parses what people type: "1234.5", "1,234.50", "K1,234.50", " k 50 ". Undefined for anything else
 * (letters, more than two decimals, several dots, misplaced commas).
 */
export function parseKwacha(input: string): Ngwee | undefined {
  const text = input.trim().replace(/^K\s*/i, '');
  const match = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const whole = (match[2] ?? '').replace(/,/g, '');
  const fraction = (match[3] ?? '').padEnd(2, '0');
  const ngwee = Number(whole) * 100 + Number(fraction);
  if (!Number.isSafeInteger(ngwee)) return undefined;
  return match[1] ? -ngwee : ngwee;
}

/**
 * Digits in groups of three with commas: 1234567 → '1,234,567'. Written out rather than through
 * Intl.NumberFormat: the browser's first number format sets up its locale data, a long task in a slow
 * phone's load of the landing page (docs/performance.md), for separators the regular expression adds alike (money.test.ts
 * checks the two agree).
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** K1,234.50 — the one way amounts are shown to people. */
export function formatKwacha(ngwee: Ngwee): string {
  assertNgwee(ngwee);
  const sign = ngwee < 0 ? '-' : '';
  const abs = Math.abs(ngwee);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  // Integer arithmetic for the digits, then the thousands separators.
  return `${sign}K${groupThousands(whole)}.${String(cents).padStart(2, '0')}`;
}

/** amount × numerator ÷ denominator in ngwee, rounded half-up (away from zero) at the ngwee. */
export function mulDivRound(amount: Ngwee, numerator: number, denominator: number): Ngwee {
  assertNgwee(amount);
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new MoneyError('ratio must be whole numbers with a positive denominator');
  }
  const product = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs * 2n + d) / (2n * d);
  const result = Number(negative ? -rounded : rounded);
  return assertNgwee(result);
}
