import { useT } from '../../../lib/i18n/use-t';
import { lusakaToday } from '@kwacha/shared/identity/age';
import {
  CALCULATOR,
  canApplyFromCalculator,
  estimateFromCalculator,
  validateCalculator,
} from '@kwacha/shared/loans/landing-calculator';
import { formatKwacha } from '@kwacha/shared/money/money';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { formatDisplayDate } from '../../../lib/format-date';
import { useSession } from '../../../lib/session/session-context';
import { useClientValue } from '../../../lib/hydration';
import { calculatorErrorMessages, landingMessages as messages } from './landing.messages';

const APPLY_FROM_TEXT = formatKwacha(CALCULATOR.applyFromNgwee);

// `{name}` values in a translated sentence; fill-message.ts does the same for the other public pages,
// but its chunk would be one more for the landing page, whose budget is full (docs/performance.md;
// `npm run size` guards it).
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * The marketing calculator of docs/product.md §9 (5% fee, 15% a year simple interest). It is an
 * estimate: the real quote uses the product's own rate (docs/product.md §11), and the page says so.
 */
export function LandingCalculator() {
  const t = useT();
  const [amount, setAmount] = useState('5000');
  const [duration, setDuration] = useState('6');
  const { status } = useSession();
  const navigate = useNavigate();
  const disclaimerId = useId();
  const applyHintId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // What a visitor typed into the pre-rendered page before its JavaScript arrived, on a slow network, is
  // what the calculator starts from once it has hydrated (docs/product.md §21).
  useLayoutEffect(() => {
    const typed = (name: string) =>
      (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value;
    setAmount((value) => typed('amount') ?? value);
    setDuration((value) => typed('duration') ?? value);
  }, []);

  // Undefined in the pre-rendered page, built on another day (docs/performance.md): the amounts do
  // not depend on the date, so only the payment date waits for the browser.
  const today = useClientValue(lusakaToday, undefined);
  const { errors, input } = validateCalculator(amount, duration);
  const estimate = input ? estimateFromCalculator(input, today ?? '2000-01-01') : undefined;
  const canApply = canApplyFromCalculator(amount, duration);
  // The shared rules write English; the reader sees it in their language.
  const errorText = (english: string | undefined) => {
    const descriptor = Object.values(calculatorErrorMessages).find((d) => d.message === english);
    return descriptor ? t(descriptor) : english;
  };
  // Valid figures that are simply too small to apply for get a word of explanation by the button.
  const belowApplyMinimum = input !== undefined && !canApply;

  const apply = () => {
    // Guests register first; the session guard would send them away from /apply-loan anyway.
    void navigate(status === 'authenticated' ? '/apply-loan' : '/register');
  };

  return (
    <section
      aria-labelledby="calculator-heading"
      className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="calculator-heading" className="text-xl font-bold text-slate-900">
        {t(messages.calculator)}
      </h2>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canApply) apply();
        }}
      >
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t(messages.loanAmount)}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errorText(errors.amount)}
            liveError
          />
          <TextField
            label={t(messages.duration)}
            name="duration"
            inputMode="numeric"
            autoComplete="off"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            error={errorText(errors.duration)}
            liveError
          />
        </div>

        {estimate ? (
          <dl className="mt-5 grid grid-cols-1 gap-x-4 gap-y-2 rounded-xl bg-emerald-50 p-4 text-sm sm:grid-cols-2">
            <Result
              label={`${t(messages.serviceFee)} (${CALCULATOR.serviceFeePercent}%)`}
              value={formatKwacha(estimate.serviceFee)}
            />
            <Result label={t(messages.amountYouReceive)} value={formatKwacha(estimate.amountReceived)} />
            <Result
              label={t(messages.monthlyRepayment)}
              value={formatKwacha(estimate.monthlyRepayment)}
              strong
            />
            <Result label={t(messages.totalRepayment)} value={formatKwacha(estimate.totalRepayment)} />
            <Result
              label={t(messages.nextPaymentDate)}
              value={today ? formatDisplayDate(estimate.nextPaymentDate) : '…'}
            />
          </dl>
        ) : (
          <p className="mt-5 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            {t(messages.enterToEstimate)}
          </p>
        )}

        <p id={disclaimerId} className="mt-3 text-xs text-slate-600">
          {fill(t(messages.disclaimer), {
            interest: CALCULATOR.annualInterestPercent,
            fee: CALCULATOR.serviceFeePercent,
          })}
        </p>

        <Button
          type="submit"
          className="mt-4 w-full"
          disabled={!canApply}
          aria-describedby={belowApplyMinimum ? `${applyHintId} ${disclaimerId}` : disclaimerId}
        >
          {t(messages.applyForThisLoan)}
        </Button>
        {belowApplyMinimum ? (
          <p id={applyHintId} className="mt-2 text-center text-xs text-slate-600">
            {fill(t(messages.applyFrom), { amount: APPLY_FROM_TEXT })}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function Result({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-emerald-100 py-1 last:border-b-0">
      <dt className="text-slate-700">{label}</dt>
      <dd className={strong ? 'text-base font-bold text-emerald-900' : 'font-semibold text-slate-900'}>
        {value}
      </dd>
    </div>
  );
}
