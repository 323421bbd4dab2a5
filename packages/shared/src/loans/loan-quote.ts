import { mulDivRound, type Ngwee } from '../money/money';
import { addMonths } from './calendar';

/**
 * An honest quote (docs/product.md §11): a service fee deducted at disbursement, interest at the product's
 * monthly rate on the declining balance, equal monthly instalments (annuity). The fee is a run-time setting
 * (docs/product.md §14.5): callers pass the one in force, so this stays pure maths the browser shares.
 *
 * Exactness: rates are whole basis points, so (1 + r)^n is the ratio of two big integers and the
 * instalment is computed exactly as a fraction, then rounded half-up to the ngwee. Each month's interest
 * is rounded half-up to the ngwee; the last instalment takes whatever principal is left, so the principal
 * parts always sum to the amount exactly.
 */
export interface QuoteInput {
  amount: Ngwee;
  months: number;
  /** Monthly interest rate in basis points: 250 = 2.5% a month. */
  monthlyRateBasisPoints: number;
  /** The service fee in basis points of the amount: 500 = 5%. */
  serviceFeeBasisPoints: number;
  /** YYYY-MM-DD the money arrives; instalments fall due monthly from then. */
  startDate: string;
}

export interface ScheduleLine {
  number: number;
  dueDate: string;
  instalment: Ngwee;
  principal: Ngwee;
  interest: Ngwee;
  /** Principal still owed after this instalment is paid. */
  balanceAfter: Ngwee;
  /**
   * When this instalment's interest starts to run, if not the previous due date (or the day the money
   * arrived): set on the first instalment after a prepayment, which starts that day (docs/product.md §13.7).
   */
  periodStart?: string;
  /**
   * Fees and late fees a restructure carried into this instalment from missed ones (docs/decisions/
   * 044-restructuring.md), part of `instalment`; absent on every other line.
   */
  fee?: Ngwee;
  penalty?: Ngwee;
  /**
   * The day a restructure moved what was still owed on this instalment into its new plan: the line keeps
   * its amounts (what was owed reads the same) and reads "moved into the new plan", not "paid".
   */
  restructuredOn?: string;
}

export interface LoanQuote {
  amount: Ngwee;
  months: number;
  monthlyRateBasisPoints: number;
  serviceFeeBasisPoints: number;
  serviceFee: Ngwee;
  amountReceived: Ngwee;
  /** The regular instalment; the last one may differ by a few ngwee. */
  instalment: Ngwee;
  totalInterest: Ngwee;
  totalRepayable: Ngwee;
  /** Annual percentage rate including the fee, in basis points (12 × the monthly internal rate of return). */
  aprBasisPoints: number;
  firstDueDate: string;
  schedule: ScheduleLine[];
}

const BP = 10_000n;

/** The exact annuity instalment P·r·(1+r)^n / ((1+r)^n − 1), rounded half-up to the ngwee. */
export function annuityInstalment(amount: Ngwee, months: number, monthlyRateBasisPoints: number): Ngwee {
  if (monthlyRateBasisPoints === 0) return mulDivRound(amount, 1, months);
  const b = BigInt(monthlyRateBasisPoints);
  const growth = (BP + b) ** BigInt(months); // (1 + r)^n × 10000^n
  const scale = BP ** BigInt(months);
  const numerator = BigInt(amount) * b * growth;
  const denominator = BP * (growth - scale);
  return Number((numerator * 2n + denominator) / (2n * denominator));
}

export function quoteLoan(input: QuoteInput): LoanQuote {
  const { amount, months, monthlyRateBasisPoints: rate, serviceFeeBasisPoints: feeRate, startDate } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError('amount must be a positive number of ngwee');
  if (!Number.isInteger(months) || months < 1 || months > 120)
    throw new RangeError('months must be 1 to 120');
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000)
    throw new RangeError('rate must be 0 to 10000 basis points');
  if (!Number.isInteger(feeRate) || feeRate < 0 || feeRate > 10_000)
    throw new RangeError('service fee must be 0 to 10000 basis points');

  const instalment = annuityInstalment(amount, months, rate);
  const schedule: ScheduleLine[] = [];
  let balance = amount;
  for (let k = 1; k <= months; k++) {
    const interest = mulDivRound(balance, rate, 10_000);
    const last = k === months;
    const principal = last ? balance : Math.min(instalment - interest, balance);
    balance -= principal;
    schedule.push({
      number: k,
      dueDate: addMonths(startDate, k),
      instalment: principal + interest,
      principal,
      interest,
      balanceAfter: balance,
    });
  }
  const totalInterest = schedule.reduce((sum, line) => sum + line.interest, 0);
  const serviceFee = mulDivRound(amount, feeRate, 10_000);
  const amountReceived = amount - serviceFee;
  return {
    amount,
    months,
    monthlyRateBasisPoints: rate,
    serviceFeeBasisPoints: feeRate,
    serviceFee,
    amountReceived,
    instalment,
    totalInterest,
    totalRepayable: amount + totalInterest,
    aprBasisPoints: aprBasisPoints(amountReceived, schedule),
    firstDueDate: schedule[0]?.dueDate ?? startDate,
    schedule,
  };
}

/**
 * The monthly rate i at which the money received equals the present value of the instalments, found by
 * bisection, times 12. A displayed rate, so floating point is fine here; no stored amount depends on it.
 */
function aprBasisPoints(received: Ngwee, schedule: ScheduleLine[]): number {
  const presentValue = (i: number) =>
    schedule.reduce((pv, line) => pv + line.instalment / (1 + i) ** line.number, 0);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > received) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 12 * 10_000);
}
