import { formatKwacha, kwachaToNgwee, type Ngwee, parseKwacha } from '@kwacha/shared/money/money';
import { CHANNEL_OFF_TEXTS } from '@kwacha/shared/payments/payment-channels';
import { amountAboveBalanceMessage, PAYMENT_MESSAGES } from '@kwacha/shared/payments/payment-view';
import type { CollectionRequest } from '@kwacha/shared/payments/payments';
import { type MobileOperator, OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';

// docs/product.md §5, Payment. The rules of the form, kept free of React so each is tested on its own.

/** People type spaces, dashes and brackets in phone numbers; none of them carry meaning. */
const compact = (input: string) => input.replace(/[\s\-()]/g, '');

/** Optional +260, 260 or a leading 0, then 76, 77, 95, 96 or 97, then 7 digits. */
const PAYMENT_PHONE = /^(?:\+260|260|0)?(?:76|77|95|96|97)\d{7}$/;

export function isValidPaymentPhone(input: string): boolean {
  return PAYMENT_PHONE.test(compact(input));
}

/** The digits we send (docs/product.md §3: digits only), always as 260 and the 9-digit subscriber number. */
export function paymentPhoneDigits(input: string): string {
  const national = compact(input).replace(/^\+/, '').replace(/^260/, '').replace(/^0/, '');
  return `260${national}`;
}

/**
 * docs/product.md's local operator fallback, used when the detect call fails: strip spaces, dashes, brackets,
 * the plus sign, a leading 260 and a leading 0; 76 and 96 are MTN, 77 and 97 Airtel. 95 (Zamtel) is
 * deliberately not mapped here: the borrower then picks the operator by hand.
 */
export function localOperator(input: string): MobileOperator | null {
  const prefix = input
    .replace(/[\s\-()+]/g, '')
    .replace(/^260/, '')
    .replace(/^0/, '')
    .slice(0, 2);
  if (prefix === '76' || prefix === '96') return 'mtn';
  if (prefix === '77' || prefix === '97') return 'airtel';
  return null;
}

/** What the amount box holds, in ngwee: a positive number with at most two decimals, else undefined. */
export function parseAmount(text: string): Ngwee | undefined {
  const ngwee = parseKwacha(text);
  return ngwee !== undefined && ngwee > 0 ? ngwee : undefined;
}

/** Ngwee as the amount box and the API want it: 1200.5 kwacha → "1200.50". */
export function amountText(ngwee: Ngwee): string {
  return `${Math.floor(ngwee / 100)}.${String(ngwee % 100).padStart(2, '0')}`;
}

/** A loan's balance (kwacha from the API) as the amount box's starting value. */
export function balanceText(balanceKwacha: number): string {
  return amountText(kwachaToNgwee(balanceKwacha));
}

/** The amount's problem, if any: not a positive amount, or more than is owed. */
export function amountError(text: string, balanceKwacha: number): string | undefined {
  const ngwee = parseAmount(text);
  if (ngwee === undefined) return PAYMENT_MESSAGES.amountPositive;
  const balance = kwachaToNgwee(balanceKwacha);
  // The message names the balance the way amounts are shown everywhere: K1,200.00.
  if (ngwee > balance) return amountAboveBalanceMessage(formatKwacha(balance).slice(1));
  return undefined;
}

export function phoneError(phone: string): string | undefined {
  if (phone.trim() === '') return PAYMENT_MESSAGES.phoneRequired;
  if (!isValidPaymentPhone(phone)) return PAYMENT_MESSAGES.phoneFormat;
  return undefined;
}

/** docs/product.md: Pay Now is disabled while processing, with no loan, a non-positive or too large amount, or no phone. */
export function canSubmit(state: {
  processing: boolean;
  balanceKwacha: number | undefined;
  amount: string;
  phone: string;
}): boolean {
  if (state.processing || state.balanceKwacha === undefined || state.phone.trim() === '') return false;
  return amountError(state.amount, state.balanceKwacha) === undefined;
}

export type OperatorChoice =
  | { mode: 'auto'; detected: MobileOperator | null }
  | { mode: 'manual'; chosen: MobileOperator | '' };

/**
 * The operator's problem, if any: none chosen or detected, or a network repayments cannot come from yet
 * (`open`: GET /api/payment-channels' collections; unknown while it loads, and then nothing is refused here).
 */
export function operatorError(choice: OperatorChoice, open?: readonly MobileOperator[]): string | undefined {
  const operator = choice.mode === 'manual' ? choice.chosen : choice.detected;
  if (!operator) {
    return choice.mode === 'manual' ? PAYMENT_MESSAGES.operatorRequired : PAYMENT_MESSAGES.operatorUndetected;
  }
  if (open && !open.includes(operator)) return CHANNEL_OFF_TEXTS.collections(OPERATOR_LABELS[operator]);
  return undefined;
}

export type PaymentField = 'loanId' | 'amount' | 'phone' | 'operator';
export type PaymentErrors = Partial<Record<PaymentField, string>>;

export interface PaymentInput {
  loan: { id: string; outstandingBalance: number } | undefined;
  profileLoaded: boolean;
  amount: string;
  phone: string;
  operator: OperatorChoice;
  /** The networks repayments can come from today, once known. */
  openOperators?: readonly MobileOperator[];
}

/** Every rule at once: the request to send, or each field's problem in the order the form shows them. */
export function validatePayment(input: PaymentInput): { request?: CollectionRequest; errors: PaymentErrors } {
  const { loan } = input;
  if (!loan || !input.profileLoaded) return { errors: { loanId: PAYMENT_MESSAGES.selectLoan } };
  const errors: PaymentErrors = {};
  const amount = amountError(input.amount, loan.outstandingBalance);
  if (amount) errors.amount = amount;
  const phone = phoneError(input.phone);
  if (phone) errors.phone = phone;
  // Without a valid number there is nothing to detect an operator from; the phone's message says why.
  const operator = phone ? undefined : operatorError(input.operator, input.openOperators);
  if (operator) errors.operator = operator;
  const ngwee = parseAmount(input.amount);
  const chosen = input.operator.mode === 'manual' ? input.operator.chosen : input.operator.detected;
  if (Object.keys(errors).length > 0 || ngwee === undefined || !chosen) return { errors };
  return {
    errors,
    request: {
      loanId: loan.id,
      amount: amountText(ngwee),
      phone: paymentPhoneDigits(input.phone),
      operator: chosen,
    },
  };
}
