import type { PaymentView } from '@kwacha/shared/payments/payments';
import { PAYMENT_MESSAGES } from '@kwacha/shared/payments/payments';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { WarningIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast-context';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatAmount } from '../../../lib/loans/loan-format';
import { shortLoanId } from '../../../lib/payments/payment-format';
import { isAuthFailure, serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session/session-context';
import { useInitiatePayment } from '../api/initiate-payment';
import { useIdempotencyKey } from '../idempotency-key';
import { paymentErrorMessage } from '../payment-error-message';
import { balanceText, canSubmit, type PaymentErrors, type PaymentField } from '../payment-rules';
import type { PaymentForm as PaymentFormState } from '../use-payment-form';
import { OperatorField } from './operator-field';

const PAYOFF_QUOTE_FAILED = 'We could not work out your payoff amount. Please try again.';

const FIELD_ORDER: readonly PaymentField[] = ['loanId', 'amount', 'phone', 'operator'];

interface PaymentFormProps {
  form: PaymentFormState;
  loans: readonly { id: string; productName: string; outstandingBalance: number }[];
  onSent: (payment: PaymentView) => void;
}

/** docs/product.md §2, Make Payment: loan, amount, phone and operator, then Pay Now. */
export function PaymentForm({ form, loans, onSent }: PaymentFormProps) {
  const initiate = useInitiatePayment();
  const keys = useIdempotencyKey();
  const { toast } = useToast();
  const { signOut } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [checking, setChecking] = useState(false);
  // Focus moves after the render that shows the errors, so the field is read with its message.
  const [focusRequest, setFocusRequest] = useState<{ field: PaymentField } | null>(null);
  const processing = checking || initiate.isPending;

  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLElement>(`[data-field="${focusRequest.field}"]`)?.focus();
  }, [focusRequest]);

  const focusFirst = (errors: PaymentErrors) => {
    const field = FIELD_ORDER.find((name) => errors[name]);
    if (field) setFocusRequest({ field });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    form.touchAll();
    setChecking(true);
    const { request, errors } = await form.finalValidation();
    setChecking(false);
    if (!request) {
      focusFirst(errors);
      return;
    }
    initiate.mutate(
      { request, idempotencyKey: keys.keyFor(request, form.values) },
      {
        onSuccess: (response) => {
          keys.settled();
          toast({
            type: 'success',
            title: PAYMENT_MESSAGES.initiatedTitle,
            message: PAYMENT_MESSAGES.initiatedDetail,
          });
          onSent(response.data);
        },
        onError: (error) => {
          keys.settled(error);
          // Said once, in SPEC's 'Payment failed' toast (docs/product.md §7), not again in the form.
          toast({ type: 'error', title: PAYMENT_MESSAGES.failedTitle, message: paymentErrorMessage(error) });
          if (isAuthFailure(error)) signOut();
        },
      },
    );
  };

  const { values, loan } = form;
  const payingOff = values.purpose === 'payoff';
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Make a payment" className="space-y-5">
      <SelectField
        label="Loan"
        data-field="loanId"
        options={loans.map((option) => ({
          value: option.id,
          // The balance before the product's name: a 360 px phone cuts the end of a long choice off.
          label: `${shortLoanId(option.id)} — Balance ${formatAmount(option.outstandingBalance)} — ${option.productName}`,
        }))}
        value={loan?.id ?? ''}
        onChange={(event) => form.selectLoan(event.target.value)}
        error={form.errorFor('loanId')}
      />
      <PurposeField form={form} />
      <TextField
        label="Amount (K)"
        data-field="amount"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        max={loan ? balanceText(loan.outstandingBalance) : undefined}
        value={form.amount}
        readOnly={payingOff}
        onChange={(event) => form.setAmount(event.target.value)}
        onBlur={() => form.touch('amount')}
        hint={
          payingOff
            ? payoffHint(form)
            : loan
              ? `Outstanding balance: ${formatAmount(loan.outstandingBalance)}`
              : undefined
        }
        error={form.errorFor('amount')}
        liveError
      />
      {values.purpose === 'prepayment' ? <PrepaymentChoice form={form} /> : null}
      <TextField
        label="Phone number"
        data-field="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0977123456"
        value={values.phone}
        onChange={(event) => form.setPhone(event.target.value)}
        onBlur={() => form.touch('phone')}
        hint="The mobile money number that pays. You approve the payment on this phone."
        error={form.errorFor('phone')}
        liveError
      />
      <OperatorField form={form} />
      <p
        role="note"
        className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <WarningIcon className="size-5 shrink-0" />
        <span>{PAYMENT_MESSAGES.insufficientFundsWarning}</span>
      </p>
      <Button
        type="submit"
        className="w-full"
        disabled={
          !canSubmit({
            processing,
            balanceKwacha: loan?.outstandingBalance,
            amount: form.amount,
            phone: values.phone,
          }) ||
          (payingOff && !form.payoff.data) ||
          !form.previewShown
        }
      >
        {processing ? 'Processing...' : 'Pay Now'}
      </Button>
    </form>
  );
}

/** docs/product.md §13.6: pay an amount of one's choice, or pay the loan off today at its quote. */
const PURPOSES = [
  { value: 'repayment', label: 'An amount I choose' },
  { value: 'prepayment', label: 'Pay extra to reduce my loan' },
  { value: 'payoff', label: 'Pay off the whole loan today' },
] as const;

function PurposeField({ form }: { form: PaymentFormState }) {
  return (
    <RadioChoices
      legend="What do you want to pay?"
      name="purpose"
      choices={PURPOSES}
      value={form.values.purpose}
      onChange={form.setPurpose}
    />
  );
}

/** A fieldset of radio buttons, each a whole row to tap on a phone. */
function RadioChoices<T extends string>(props: {
  legend: string;
  name: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 block font-medium text-slate-800">{props.legend}</legend>
      <div className="flex flex-col gap-1">
        {props.choices.map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={props.name}
              value={choice.value}
              checked={props.value === choice.value}
              onChange={() => props.onChange(choice.value)}
              className="size-5"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function payoffHint(form: PaymentFormState): string {
  if (form.payoff.isError) return serverMessage(form.payoff.error, PAYOFF_QUOTE_FAILED);
  const quote = form.payoff.data;
  if (!quote) return 'Working out your payoff amount…';
  return `This closes the loan today: principal, interest up to today, fees and late fees. You save ${formatAmount(quote.saving)} of interest.`;
}

const OPTIONS = [
  { value: 'shorter_term', label: 'Finish sooner (same instalment)' },
  { value: 'lower_instalment', label: 'Smaller instalments (same end date)' },
] as const;

/**
 * docs/product.md §13.6: how to use the extra, and the new plan before paying — what is due first, what
 * comes off the principal, the new instalment and end date, the interest saved and the new schedule.
 */
function PrepaymentChoice({ form }: { form: PaymentFormState }) {
  const preview = form.prepayment;
  const plan = preview.data;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <RadioChoices
        legend="How should we use the extra?"
        name="prepaymentOption"
        choices={OPTIONS}
        value={form.values.prepaymentOption}
        onChange={form.setPrepaymentOption}
      />
      <section aria-label="Your new plan" aria-live="polite" aria-busy={preview.isFetching}>
        {preview.isError ? (
          <p role="alert" className="text-red-800">
            {serverMessage(preview.error, 'We could not work out your new plan. Please try again.')}
          </p>
        ) : plan ? (
          <>
            <dl className="divide-y divide-slate-200">
              <PlanRow label="Due now, paid first" value={formatAmount(plan.dueNow)} />
              <PlanRow label="Off the principal" value={formatAmount(plan.towardsPrincipal)} />
              <PlanRow
                label="Instalments"
                value={`${formatAmount(plan.instalmentAfter)} × ${plan.monthsAfter} (was ${formatAmount(plan.instalmentBefore)} × ${plan.monthsBefore})`}
              />
              <PlanRow label="Last due date" value={formatDisplayDate(plan.lastDueDateAfter)} />
              <PlanRow label="Interest you save" value={formatAmount(plan.interestSaved)} />
            </dl>
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-800">
                New schedule
              </summary>
              <ol className="space-y-1 text-sm text-slate-700">
                {plan.lines.map((line) => (
                  <li key={line.number}>
                    {formatDisplayDate(line.dueDate)}: {formatAmount(line.instalment)}
                  </li>
                ))}
              </ol>
            </details>
          </>
        ) : (
          <p className="text-slate-600">Enter an amount to see your new plan.</p>
        )}
      </section>
    </div>
  );
}

function PlanRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}
