import { lusakaToday } from '@kwacha/shared/identity/age';
import { type ApplyRequest, applyRequestSchema } from '@kwacha/shared/loans/apply-request';
import type { LoanProductView, LoanTermsView } from '@kwacha/shared/loans/loan-product-view';
import { type LoanQuote, quoteLoan } from '@kwacha/shared/loans/loan-quote';
import {
  formatKwacha,
  kwachaToNgwee,
  type Ngwee,
  ngweeToKwacha,
  parseKwacha,
} from '@kwacha/shared/money/money';
import { CHANNEL_OFF_TEXTS, type PayoutChannel } from '@kwacha/shared/payments/payment-channels';
import { type MobileOperator, OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import { type LateFeeRule, percentToBasisPoints } from '@kwacha/shared/staff/settings';
import { z } from 'zod';

export type DisbursementMethod = 'mobile_money' | 'bank_account';

/**
 * What the borrower typed, exactly as typed: failures and retries never lose a character. In the order of
 * the page, as APPLY_FIELDS.
 */
export interface ApplyFormValues {
  productId: string;
  amount: string;
  duration: string;
  purpose: string;
  /**
   * The terms (termsKeyFor) the key facts were accepted for, '' while not ticked: the tick belongs to the
   * terms shown, so new terms ask for a new tick, and going back to the ticked ones finds it again.
   */
  acceptKeyFacts: string;
  disbursementMethod: DisbursementMethod;
  mobileMoneyNumber: string;
  mobileMoneyProvider: MobileOperator | '';
  /** The chosen bank's name, as GET /api/banks shows it ('' before a choice). */
  bankName: string;
  /**
   * That bank's id in the payment provider's list, sent as bankCode: the transfer names the bank by it,
   * so it is only ever set from the list, never typed (and never a branch sort code).
   */
  bankCode: string;
  bankAccountName: string;
  bankAccountNumber: string;
}

/** The fields of the apply request, named as the server names them in its error details. */
export const APPLY_FIELDS = [
  'productId',
  'amount',
  'duration',
  'purpose',
  'acceptKeyFacts',
  'disbursementMethod',
  'mobileMoneyNumber',
  'mobileMoneyProvider',
  'bankName',
  'bankCode',
  'bankAccountName',
  'bankAccountNumber',
] as const;
export type ApplyField = (typeof APPLY_FIELDS)[number];
export type FieldErrors = Partial<Record<ApplyField, string>>;

export const CHOOSE_PRODUCT_MESSAGE = 'Please choose a loan product.';

export function isApplyField(field: string): field is ApplyField {
  return (APPLY_FIELDS as readonly string[]).includes(field);
}

export function emptyApplyForm(productId = ''): ApplyFormValues {
  return {
    productId,
    amount: '',
    duration: '',
    purpose: '',
    acceptKeyFacts: '',
    disbursementMethod: 'mobile_money',
    mobileMoneyNumber: '',
    mobileMoneyProvider: '',
    bankName: '',
    bankCode: '',
    bankAccountName: '',
    bankAccountNumber: '',
  };
}

export interface ProductLimits {
  minAmount: Ngwee;
  maxAmount: Ngwee;
  minMonths: number;
  maxMonths: number;
  monthlyRateBasisPoints: number;
}

export function productLimits(product: LoanProductView): ProductLimits {
  return {
    minAmount: kwachaToNgwee(product.minAmount),
    maxAmount: kwachaToNgwee(product.maxAmount),
    minMonths: product.minMonths,
    maxMonths: product.maxMonths,
    monthlyRateBasisPoints: Math.round(product.monthlyRatePercent * 100),
  };
}

// The server's own wording (loan-products.service.ts), so a borrower reads one message wherever it comes from.
export function amountLimitMessage(product: LoanProductView): string {
  const { minAmount, maxAmount } = productLimits(product);
  return `${product.name} amounts are from ${formatKwacha(minAmount)} to ${formatKwacha(maxAmount)}.`;
}

export function termLimitMessage(product: LoanProductView): string {
  return `${product.name} terms are from ${product.minMonths} to ${product.maxMonths} months.`;
}

/** Whole months as typed ('6'); NaN for anything else, which the schema refuses with its own message. */
function parseMonths(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function parseAmount(text: string): number {
  const ngwee = parseKwacha(text);
  return ngwee === undefined ? Number.NaN : ngweeToKwacha(ngwee);
}

const present = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length > 0 ? trimmed : undefined;
};

/**
 * The request as the server receives it. The mobile money number goes as typed (trimmed): the server
 * normalises it with the same shared rules.
 */
export function toApplyRequest(values: ApplyFormValues, acceptKeyFacts: boolean): Record<string, unknown> {
  const common = {
    productId: values.productId,
    amount: parseAmount(values.amount),
    duration: parseMonths(values.duration),
    purpose: values.purpose,
    disbursementMethod: values.disbursementMethod,
    acceptKeyFacts,
  };
  if (values.disbursementMethod === 'mobile_money') {
    return {
      ...common,
      mobileMoneyNumber: present(values.mobileMoneyNumber),
      mobileMoneyProvider: values.mobileMoneyProvider || undefined,
    };
  }
  return {
    ...common,
    bankName: present(values.bankName),
    bankCode: present(values.bankCode),
    bankAccountName: present(values.bankAccountName),
    bankAccountNumber: present(values.bankAccountNumber),
  };
}

/** Problems with the amount and term: the schema's first, then the chosen product's limits. */
export function termsErrors(values: ApplyFormValues, product: LoanProductView | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const amount = parseAmount(values.amount);
  const months = parseMonths(values.duration);
  const parsed = applyRequestSchema.in.shape.amount.safeParse(amount);
  if (!parsed.success) errors.amount = parsed.error.issues[0]?.message;
  const parsedMonths = applyRequestSchema.in.shape.duration.safeParse(months);
  if (!parsedMonths.success) errors.duration = parsedMonths.error.issues[0]?.message;
  if (!product) return errors;
  const limits = productLimits(product);
  if (!errors.amount) {
    const ngwee = kwachaToNgwee(amount);
    if (ngwee < limits.minAmount || ngwee > limits.maxAmount) errors.amount = amountLimitMessage(product);
  }
  if (!errors.duration && (months < limits.minMonths || months > limits.maxMonths)) {
    errors.duration = termLimitMessage(product);
  }
  return errors;
}

// Stand-ins that satisfy the schema's own field rules: its cross-field (disbursement) rules only run
// once every field is valid, and a borrower should see every problem at once.
const VALID_STAND_INS = { productId: 'x', amount: 1, duration: 1, purpose: 'abc', acceptKeyFacts: true };
const DISBURSEMENT_FIELDS: readonly ApplyField[] = [
  'mobileMoneyNumber',
  'mobileMoneyProvider',
  'bankName',
  'bankCode',
  'bankAccountName',
  'bankAccountNumber',
];

function schemaErrors(request: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const collect = (candidate: Record<string, unknown>, only?: readonly ApplyField[]) => {
    const result = applyRequestSchema.safeParse(candidate);
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      if (!isApplyField(field) || errors[field] || (only && !only.includes(field))) continue;
      errors[field] = issue.message;
    }
  };
  collect(request);
  collect({ ...request, ...VALID_STAND_INS }, DISBURSEMENT_FIELDS);
  return errors;
}

export interface ApplyValidation {
  errors: FieldErrors;
  /** The body to send, when nothing is wrong. */
  request?: ApplyRequest;
}

/** Every check the form makes: the shared schema plus the chosen product's limits. */
/**
 * A payout channel no provider serves today (GET /api/payment-channels' payouts; unknown while it loads,
 * and then the server is left to say so): the same words as the server's refusal.
 */
function payoutChannelErrors(values: ApplyFormValues, payouts?: readonly PayoutChannel[]): FieldErrors {
  if (!payouts) return {};
  if (values.disbursementMethod === 'bank_account') {
    return payouts.includes('bank') ? {} : { disbursementMethod: CHANNEL_OFF_TEXTS.payoutToBank };
  }
  const operator = values.mobileMoneyProvider;
  if (!operator || payouts.includes(operator)) return {};
  return { mobileMoneyProvider: CHANNEL_OFF_TEXTS.payoutToWallet(OPERATOR_LABELS[operator]) };
}

export function validateApplication(
  values: ApplyFormValues,
  acceptKeyFacts: boolean,
  product: LoanProductView | undefined,
  payouts?: readonly PayoutChannel[],
): ApplyValidation {
  const request = toApplyRequest(values, acceptKeyFacts);
  const errors: FieldErrors = {
    ...schemaErrors(request),
    ...termsErrors(values, product),
    ...payoutChannelErrors(values, payouts),
  };
  if (!product) errors.productId = CHOOSE_PRODUCT_MESSAGE;
  const valid = Object.keys(errors).length === 0;
  return valid ? { errors, request: request as ApplyRequest } : { errors };
}

/** The late-fee rule of GET /api/loan-products/terms, as the key facts take it. */
export const lateFeeRuleOf = (terms: LoanTermsView): LateFeeRule => ({
  lateFeeBasisPoints: percentToBasisPoints(terms.lateFeePercent),
  graceDays: terms.lateFeeGraceDays,
});

/**
 * The key facts' terms: product, amount in ngwee and months, with the rate, fee and late-fee rule they were
 * shown with (new settings ask for a new tick); null until the terms are valid.
 */
export function termsKeyFor(
  values: Pick<ApplyFormValues, 'amount' | 'duration'>,
  product: LoanProductView | undefined,
  terms: LoanTermsView,
): string | null {
  if (!product) return null;
  const errors = termsErrors({ ...emptyApplyForm(product.id), ...values }, product);
  if (errors.amount || errors.duration) return null;
  const money = `${product.monthlyRatePercent}|${terms.serviceFeePercent}|${terms.lateFeePercent}|${terms.lateFeeGraceDays}`;
  return `${product.id}|${kwachaToNgwee(parseAmount(values.amount))}|${parseMonths(values.duration)}|${money}`;
}

/**
 * The quote for what was typed, the same maths and the same fee as the server's; undefined until the terms
 * are valid.
 */
export function quoteFor(
  values: Pick<ApplyFormValues, 'amount' | 'duration'>,
  product: LoanProductView | undefined,
  terms: LoanTermsView,
  today: string = lusakaToday(),
): LoanQuote | undefined {
  if (!product) return undefined;
  const errors = termsErrors({ ...emptyApplyForm(product.id), ...values }, product);
  if (errors.amount || errors.duration) return undefined;
  return quoteLoan({
    amount: kwachaToNgwee(parseAmount(values.amount)),
    months: parseMonths(values.duration),
    monthlyRateBasisPoints: productLimits(product).monthlyRateBasisPoints,
    serviceFeeBasisPoints: percentToBasisPoints(terms.serviceFeePercent),
    startDate: today,
  });
}

/**
 * The form's schema for react-hook-form: every check of validateApplication, each problem on its field, and
 * the request to send when there is none.
 */
export function applyFormSchema(
  products: readonly LoanProductView[],
  terms: LoanTermsView,
  payouts?: readonly PayoutChannel[],
) {
  return z.custom<ApplyFormValues>().transform((values, ctx): ApplyRequest => {
    const product = products.find((candidate) => candidate.id === values.productId);
    const accepted =
      values.acceptKeyFacts !== '' && values.acceptKeyFacts === termsKeyFor(values, product, terms);
    const { errors, request } = validateApplication(values, accepted, product, payouts);
    for (const field of APPLY_FIELDS) {
      const message = errors[field];
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return request ?? z.NEVER;
  });
}
