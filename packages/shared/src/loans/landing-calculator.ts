import { mulDivRound, type Ngwee } from '../money/money';
import { addMonths } from './calendar';

/**
 * The landing-page calculator exactly as docs/product.md §9 defines it. It is marketing, labelled as an
 * estimate: 15% a year simple interest and a 5% service fee. Real quotes use the product's rate
 * (docs/product.md §11).
 */
export const CALCULATOR = {
  minAmountNgwee: 1_000, // K10
  maxAmountNgwee: 5_000_000, // K50,000
  minMonths: 1,
  maxMonths: 24,
  /** The apply button stays disabled below K100. */
  applyFromNgwee: 10_000,
  serviceFeePercent: 5,
  annualInterestPercent: 15,
} as const;

export const CALCULATOR_MESSAGES = {
  amountInvalid: 'Please enter a valid loan amount',
  amountTooSmall: 'Minimum loan amount is K10',
  amountTooLarge: 'Maximum loan amount is K50,000',
  durationInvalid: 'Please enter a valid duration',
  durationOutOfRange: 'Duration must be between 1 and 24 months',
} as const;

export interface CalculatorErrors {
  amount?: string;
  duration?: string;
}

export interface CalculatorInput {
  amountNgwee: Ngwee;
  months: number;
}

// A number as people type it: an optional sign and K, grouped or plain digits, any number of decimals.
const TYPED_NUMBER = /^(-)?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * The amount typed, in ngwee (decimals past the ngwee rounded half-up), or undefined when it is not a
 * number at all. Negative and huge numbers are still numbers: docs/product.md §5.6 answers them with
 * the minimum and maximum, and only what is not a number is "not a valid loan amount".
 */
function typedAmountNgwee(amountText: string): number | undefined {
  const match = TYPED_NUMBER.exec(amountText.trim().replace(/^K\s*/i, ''));
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (!/\d/.test(whole + fraction)) return undefined;
  const cents = Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = Number(fraction[2] ?? '0') >= 5 ? 1 : 0;
  const size = Number(whole.replace(/,/g, '') || '0') * 100 + cents + roundUp;
  const ngwee = Number.isSafeInteger(size) ? size : Number.POSITIVE_INFINITY;
  return sign ? -ngwee : ngwee;
}

/** Checks what was typed; returns the parsed input when both fields are valid. */
export function validateCalculator(
  amountText: string,
  durationText: string,
): { errors: CalculatorErrors; input?: CalculatorInput } {
  const errors: CalculatorErrors = {};
  const amount = typedAmountNgwee(amountText);
  if (amount === undefined) errors.amount = CALCULATOR_MESSAGES.amountInvalid;
  else if (amount < CALCULATOR.minAmountNgwee) errors.amount = CALCULATOR_MESSAGES.amountTooSmall;
  else if (amount > CALCULATOR.maxAmountNgwee) errors.amount = CALCULATOR_MESSAGES.amountTooLarge;

  const months = /^\s*\d+\s*$/.test(durationText) ? Number(durationText) : Number.NaN;
  if (Number.isNaN(months)) errors.duration = CALCULATOR_MESSAGES.durationInvalid;
  else if (months < CALCULATOR.minMonths || months > CALCULATOR.maxMonths) {
    errors.duration = CALCULATOR_MESSAGES.durationOutOfRange;
  }
  if (errors.amount || errors.duration || amount === undefined) return { errors };
  return { errors, input: { amountNgwee: amount, months } };
}

/** SPEC: apply is disabled when the amount is under 100, the duration under 1, errors exist or a field is empty. */
export function canApplyFromCalculator(amountText: string, durationText: string): boolean {
  const { errors, input } = validateCalculator(amountText, durationText);
  if (!input || errors.amount || errors.duration) return false;
  return input.amountNgwee >= CALCULATOR.applyFromNgwee && input.months >= 1;
}

export interface CalculatorEstimate {
  serviceFee: Ngwee;
  amountReceived: Ngwee;
  monthlyRepayment: Ngwee;
  totalRepayment: Ngwee;
  /** YYYY-MM-DD, one month after `today`. */
  nextPaymentDate: string;
}

/**
 * fee = 5% of the amount; received = amount − fee;
 * monthly = (amount + amount × 0.15 × months/12) / months = amount × (80 + months) / (80 × months),
 * rounded half-up to the ngwee; total = amount × (80 + months) / 80.
 */
export function estimateFromCalculator(input: CalculatorInput, today: string): CalculatorEstimate {
  const { amountNgwee: amount, months } = input;
  const serviceFee = mulDivRound(amount, CALCULATOR.serviceFeePercent, 100);
  // 0.15 × months / 12 = months / 80, so the whole formula stays in whole numbers.
  const monthlyRepayment = mulDivRound(amount, 80 + months, 80 * months);
  const totalRepayment = mulDivRound(amount, 80 + months, 80);
  return {
    serviceFee,
    amountReceived: amount - serviceFee,
    monthlyRepayment,
    totalRepayment,
    nextPaymentDate: addMonths(today, 1),
  };
}
