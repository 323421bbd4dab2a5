import type { LoanView } from '@kwacha/shared/loans/loan-view';
import type { PaymentPurpose, PrepaymentOption } from '@kwacha/shared/payments/payment-view';
import type { MobileOperator } from '@kwacha/shared/phone/zambian-phone';
import { useEffect, useState } from 'react';
import { usePaymentChannels } from '../../lib/api/payment-channels';
import { usePayoffQuoteQuery, usePrepaymentPreviewQuery } from '../../lib/api/payoff-quote';
import { useRuleMessage } from '../../lib/forms/rule-message';
import {
  amountText,
  balanceText,
  type OperatorChoice,
  type PaymentField,
  parseAmount,
  validatePayment,
} from './payment-rules';
import { readPendingPayment } from './pending-payment';
import { type Detection, useOperatorDetection } from './use-operator-detection';

export interface PaymentFormValues {
  loanId: string;
  amount: string;
  phone: string;
  operatorMode: 'auto' | 'manual';
  chosenOperator: MobileOperator | '';
  /**
   * `payoff`: the amount is today's payoff quote, which closes the loan; `prepayment`: what is due, then
   * the rest off the principal, as `prepaymentOption` says (docs/product.md §13.6).
   */
  purpose: PaymentPurpose;
  prepaymentOption: PrepaymentOption;
}

/** A prepayment's preview waits for the amount to settle: one request per pause, not per keystroke. */
const PREVIEW_DELAY_MS = 400;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const ALL_FIELDS: readonly PaymentField[] = ['loanId', 'amount', 'phone', 'operator'];

/**
 * What the amount box starts from: the next instalment due, never the whole balance, which holds the interest
 * of months not yet borrowed for (docs/product.md §13.6; decision 037). Paying that much would be the payoff.
 */
export function suggestedAmount(loan: Pick<LoanView, 'nextPaymentAmount' | 'outstandingBalance'>): string {
  const next = loan.nextPaymentAmount;
  return balanceText(
    next !== null && next > 0 ? Math.min(next, loan.outstandingBalance) : loan.outstandingBalance,
  );
}

function startingValues(
  loan: LoanView | undefined,
  purpose: PaymentPurpose = 'repayment',
): PaymentFormValues {
  return {
    loanId: loan?.id ?? '',
    amount: loan ? suggestedAmount(loan) : '',
    phone: '',
    operatorMode: 'auto',
    chosenOperator: '',
    purpose,
    prepaymentOption: 'shorter_term',
  };
}

function choiceOf(values: PaymentFormValues, detection: Detection): OperatorChoice {
  if (values.operatorMode === 'manual') return { mode: 'manual', chosen: values.chosenOperator };
  return { mode: 'auto', detected: detection.status === 'done' ? detection.operator : null };
}

/**
 * The payment form's state. Problems show for the fields the borrower has been to (or all after a submit);
 * the amount's show as it is typed, since they are also why Pay Now is disabled.
 */
export function usePaymentForm(
  loans: readonly LoanView[],
  initialLoanId: string | undefined,
  profileLoaded: boolean,
  initialPurpose: PaymentPurpose = 'repayment',
) {
  // A payment whose answer never arrived comes back as it was typed (docs/product.md §21), while its
  // loan can still be paid; Pay Now then resends it with the same Idempotency-Key.
  const [values, setValues] = useState(() => {
    const pending = readPendingPayment()?.values;
    if (pending && loans.some((loan) => loan.id === pending.loanId)) return pending;
    return startingValues(loans.find((loan) => loan.id === initialLoanId) ?? loans[0], initialPurpose);
  });
  const [touched, setTouched] = useState<ReadonlySet<PaymentField>>(() => new Set());
  const { detection, resolve } = useOperatorDetection(values.phone);
  const openOperators = usePaymentChannels()?.collections;

  // The chosen loan may have been paid off meanwhile (the list refreshes when a payment settles).
  const loan = loans.find((candidate) => candidate.id === values.loanId) ?? loans[0];
  const payingOff = values.purpose === 'payoff';
  // Asked for a plain repayment too: an amount that covers it is the payoff (docs/product.md §13.6).
  const payoff = usePayoffQuoteQuery(loan?.id, undefined, { enabled: values.purpose !== 'prepayment' });
  // Paying off, the amount is the server's quote for today, never typed.
  const amount = payingOff ? (payoff.data ? balanceText(payoff.data.total) : '') : values.amount;
  const payingAhead = values.purpose === 'prepayment';
  const typed = parseAmount(amount);
  /** A repayment of at least today's payoff amount: it is sent, and charged, as the payoff. */
  const coversPayoff =
    values.purpose === 'repayment' &&
    payoff.data !== undefined &&
    payoff.data.total > 0 &&
    typed !== undefined &&
    typed >= Math.round(payoff.data.total * 100);
  const previewAmount = useSettled(
    payingAhead && typed !== undefined ? amountText(typed) : undefined,
    PREVIEW_DELAY_MS,
  );
  const prepayment = usePrepaymentPreviewQuery(
    loan?.id,
    payingAhead ? previewAmount : undefined,
    values.prepaymentOption,
  );
  // Pay Now waits until the borrower has the new plan of exactly this amount and choice on screen.
  const previewShown =
    !payingAhead ||
    (prepayment.data !== undefined &&
      !prepayment.isError &&
      Math.round(prepayment.data.amount * 100) === typed &&
      prepayment.data.option === values.prepaymentOption);
  const validate = (choice: OperatorChoice) => {
    const result = validatePayment({
      loan,
      profileLoaded,
      amount,
      phone: values.phone,
      operator: choice,
      openOperators,
    });
    if (result.request && coversPayoff && payoff.data) {
      const total = balanceText(payoff.data.total);
      return { ...result, request: { ...result.request, purpose: 'payoff' as const, amount: total } };
    }
    if (!result.request || values.purpose === 'repayment') return result;
    const purpose = { purpose: values.purpose };
    return {
      ...result,
      request: payingAhead
        ? { ...result.request, ...purpose, prepaymentOption: values.prepaymentOption }
        : { ...result.request, ...purpose },
    };
  };
  const validation = validate(choiceOf(values, detection));

  const touch = (field: PaymentField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const set = <K extends keyof PaymentFormValues>(name: K, value: PaymentFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  // The shared rules' messages in the reader's language (decision 030).
  const ruleMessage = useRuleMessage();
  const errorFor = (field: PaymentField): string | undefined => {
    if (field === 'operator' && values.operatorMode === 'auto') {
      // Detection answers live, so its failure is said live too, once there is an answer.
      return detection.status === 'done' ? ruleMessage(validation.errors.operator) : undefined;
    }
    return touched.has(field) ? ruleMessage(validation.errors[field]) : undefined;
  };

  return {
    values,
    /** The amount that will be asked: typed, or the payoff quote. */
    amount,
    payoff,
    coversPayoff,
    prepayment,
    previewShown,
    loan,
    detection,
    validation,
    errorFor,
    touch,
    touchAll: () => setTouched(new Set(ALL_FIELDS)),
    selectLoan: (loanId: string) => {
      const next = loans.find((candidate) => candidate.id === loanId);
      // A new loan starts from its own next instalment.
      setValues((current) => ({
        ...current,
        loanId,
        amount: next ? suggestedAmount(next) : current.amount,
      }));
    },
    setAmount: (amount: string) => {
      set('amount', amount);
      touch('amount');
    },
    setPhone: (phone: string) => set('phone', phone),
    setPurpose: (purpose: PaymentPurpose) =>
      // Paying ahead starts from an empty amount: the balance it starts from otherwise would close the loan.
      setValues((current) => ({ ...current, purpose, ...(purpose === 'prepayment' && { amount: '' }) })),
    setPrepaymentOption: (option: PrepaymentOption) => set('prepaymentOption', option),
    setOperatorMode: (mode: PaymentFormValues['operatorMode']) => set('operatorMode', mode),
    chooseOperator: (operator: MobileOperator | '') => {
      set('chosenOperator', operator);
      touch('operator');
    },
    /** The request with the operator known for sure: a submit may come before detection has answered. */
    async finalValidation(): Promise<ReturnType<typeof validatePayment>> {
      if (validation.request || values.operatorMode === 'manual') return validation;
      const { amount, phone, loanId } = validation.errors;
      if (amount || phone || loanId) return validation;
      return validate({ mode: 'auto', detected: await resolve(values.phone) });
    },
    /** Make Another Payment: the same loan from its next instalment, and a blank phone. */
    restart: () => {
      setValues((current) =>
        startingValues(loans.find((candidate) => candidate.id === current.loanId) ?? loans[0]),
      );
      setTouched(new Set());
    },
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
