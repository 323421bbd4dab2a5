import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { WarningIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast-context';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { useT } from '../../../lib/i18n/use-t';
import { formatAmount } from '../../../lib/loans/loan-format';
import { useProductText } from '../../../lib/loans/use-product-text';
import { shortLoanId } from '../../../lib/payments/payment-format';
import { isAuthFailure, serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session/session-context';
import { useInitiatePayment } from '../api/initiate-payment';
import { useIdempotencyKey } from '../idempotency-key';
import { paymentFormMessages as messages } from '../make-payment.messages';
import { paymentErrorMessage } from '../payment-error-message';
import { balanceText, canSubmit, type PaymentErrors, type PaymentField } from '../payment-rules';
import type { PaymentForm as PaymentFormState } from '../use-payment-form';
import { OperatorField } from './operator-field';
import { PaymentFailedBanner } from './payment-failed';
import { PrepaymentChoice } from './prepayment-choice';
import { RadioChoices } from './radio-choices';

const FIELD_ORDER: readonly PaymentField[] = ['loanId', 'amount', 'phone', 'operator'];

interface PaymentFormProps {
  form: PaymentFormState;
  loans: readonly { id: string; productId: string; productName: string; outstandingBalance: number }[];
  onSent: (payment: PaymentView) => void;
  /** A refusal's words, for the full-screen error and then the banner (docs/product.md §8). */
  onFailed: (message: string) => void;
  /** The last refusal, over the form until it is closed or the borrower pays again. */
  failure: string | null;
  onDismissFailure: () => void;
}

/** docs/product.md §2, Make Payment: loan, amount, phone and operator, then Pay Now. */
export function PaymentForm({ form, loans, onSent, onFailed, failure, onDismissFailure }: PaymentFormProps) {
  const format = useFormatMessage();
  const productText = useProductText();
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
    onDismissFailure();
    initiate.mutate(
      { request, idempotencyKey: keys.keyFor(request, form.values) },
      {
        onSuccess: (response) => {
          keys.settled();
          toast({
            type: 'success',
            title: format(messages.initiatedTitle),
            message: format(messages.initiatedDetail),
          });
          onSent(response.data);
        },
        onError: (error) => {
          keys.settled(error);
          // The server's own words (in the reader's language); the text for no answer at all is ours.
          const message = paymentErrorMessage(error, format(messages.noAnswer));
          // SPEC's 'Payment failed' toast (docs/product.md §7), and the full-screen error and banner (§8).
          toast({ type: 'error', title: format(messages.failedTitle), message });
          if (isAuthFailure(error)) signOut();
          else onFailed(message);
        },
      },
    );
  };

  const { values, loan } = form;
  const payingOff = values.purpose === 'payoff';
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={format(messages.formLabel)}
      className="space-y-5"
    >
      {failure ? <PaymentFailedBanner message={failure} onDismiss={onDismissFailure} /> : null}
      <SelectField
        label={format(messages.loan)}
        data-field="loanId"
        options={loans.map((option) => ({
          value: option.id,
          // The balance before the product's name: a 360 px phone cuts the end of a long choice off.
          label: format(messages.loanOption, {
            loan: shortLoanId(option.id),
            balance: formatAmount(option.outstandingBalance),
            product: productText.name({ id: option.productId, name: option.productName }),
          }),
        }))}
        value={loan?.id ?? ''}
        onChange={(event) => form.selectLoan(event.target.value)}
        error={form.errorFor('loanId')}
        hint={
          loan
            ? format(messages.loanChosen, {
                product: productText.name({ id: loan.productId, name: loan.productName }),
                loan: shortLoanId(loan.id),
                balance: formatAmount(loan.outstandingBalance),
              })
            : undefined
        }
      />
      <PurposeField form={form} />
      <TextField
        label={format(messages.amount)}
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
            ? payoffHint(form, format)
            : loan
              ? format(messages.outstandingBalance, { balance: formatAmount(loan.outstandingBalance) })
              : undefined
        }
        error={form.errorFor('amount')}
        liveError
      />
      {form.coversPayoff && form.payoff.data ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          {format(messages.coversPayoff, {
            payoff: formatAmount(form.payoff.data.total),
            typed: formatAmount(Number(form.amount)),
          })}
        </p>
      ) : null}
      {values.purpose === 'prepayment' ? <PrepaymentChoice form={form} /> : null}
      <TextField
        label={format(messages.phone)}
        data-field="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0977123456"
        value={values.phone}
        onChange={(event) => form.setPhone(event.target.value)}
        onBlur={() => form.touch('phone')}
        hint={format(messages.phoneHint)}
        error={form.errorFor('phone')}
        liveError
      />
      <OperatorField form={form} />
      <p
        role="note"
        className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <WarningIcon className="size-5 shrink-0" />
        <span>{format(messages.fundsWarning)}</span>
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
        {processing ? format(messages.processing) : format(messages.payNow)}
      </Button>
    </form>
  );
}

/** docs/product.md §13.6: pay an amount of one's choice, or pay the loan off today at its quote. */
function PurposeField({ form }: { form: PaymentFormState }) {
  const t = useT();
  return (
    <RadioChoices
      legend={t(messages.purpose)}
      name="purpose"
      choices={[
        { value: 'repayment', label: t(messages.purposeRepayment) },
        { value: 'prepayment', label: t(messages.purposePrepayment) },
        { value: 'payoff', label: t(messages.purposePayoff) },
      ]}
      value={form.values.purpose}
      onChange={form.setPurpose}
    />
  );
}

function payoffHint(form: PaymentFormState, format: FormatMessage): string {
  if (form.payoff.isError) return serverMessage(form.payoff.error, format(messages.payoffFailed));
  const quote = form.payoff.data;
  if (!quote) return format(messages.payoffWorking);
  return format(messages.payoffHint, { saving: formatAmount(quote.saving) });
}
