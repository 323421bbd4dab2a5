import { mulDivRound, type Ngwee, parseKwacha } from '../money/money';
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

/** Checks what was typed; returns the parsed input when both fields are valid. */
export function validateCalculator(
  amountText: string,
  durationText: string,
): { errors: CalculatorErrors; input?: CalculatorInput } {
  const errors: CalculatorErrors = {};
  const amount = amountText.trim() === '' ? undefined : parseKwacha(amountText);
  if (amount === undefined || amount < 0) errors.amount = CALCULATOR_MESSAGES.amountInvalid;
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
