import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { type ReactNode, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { ButtonLink } from '../../../components/ui/button';
import { usePayoffQuoteQuery } from '../../../lib/api/payoff-quote';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatAmount } from '../../../lib/loans/loan-format';
import type { MakePaymentState } from '../../../lib/loans/make-payment-state';
import { serverMessage } from '../../../lib/server-message';

export const PAYOFF_PANEL_TEXTS = {
  title: 'Pay off early',
  intro:
    'Close the loan whenever you like, without a penalty: you pay the principal, fees and penalties still owed, and interest only up to the day you pay.',
  loadFailed: 'We could not work out your payoff amount. Please try again.',
  payToday: 'Pay off today',
  otherDay:
    'To pay this amount, come back on that day: the amount to pay today is shown when you choose today.',
  offline: 'You are offline. The payoff amount is worked out for the day you pay: connect to see it.',
} as const;

/**
 * docs/product.md §13.6: "Pay off today" on loan details. The borrower picks a day (today by default) and
 * reads what closes the loan then, as the server prices it; paying opens /make-payment in payoff mode.
 * Offline (§21) the amount cannot be priced, so the panel says so instead of showing a failure.
 */
export function PayoffPanel({ loan, offline = false }: { loan: LoanView; offline?: boolean }) {
  const [on, setOn] = useState<string | undefined>(undefined);
  const todays = usePayoffQuoteQuery(loan.id);
  const today = todays.data?.today;
  const otherDay = on !== undefined && on !== today;
  const days = usePayoffQuoteQuery(loan.id, on, { enabled: otherDay });
  const quote = otherDay ? days : todays;
  const shown = quote.data;
  const dayError = quote.isError ? serverMessage(quote.error, PAYOFF_PANEL_TEXTS.loadFailed) : undefined;
  const paymentState: MakePaymentState = { loan, payoff: true };

  if (offline && !shown) {
    return (
      <PayoffSection>
        <p className="mt-2 text-slate-700">{PAYOFF_PANEL_TEXTS.offline}</p>
      </PayoffSection>
    );
  }

  return (
    <PayoffSection>
      <p className="mt-2 text-slate-700">{PAYOFF_PANEL_TEXTS.intro}</p>
      <TextField
        className="mt-4 max-w-xs"
        label="Pay off on"
        type="date"
        min={today}
        max={shown?.lastDay}
        value={on ?? today ?? ''}
        onChange={(event) => setOn(event.target.value || undefined)}
        error={dayError}
        liveError
      />
      {shown ? (
        <div aria-live="polite" aria-busy={quote.isFetching} className="mt-4">
          <dl className="divide-y divide-slate-200">
            <Row label="Principal still owed" value={formatAmount(shown.principal)} />
            <Row
              label={`Interest up to ${formatDisplayDate(shown.on)}`}
              value={formatAmount(shown.interest)}
            />
            {shown.fees + shown.penalties > 0 ? (
              <Row label="Fees and late fees" value={formatAmount(shown.fees + shown.penalties)} />
            ) : null}
            {shown.interestCredit > 0 ? (
              <Row
                label="Interest you paid ahead, credited"
                value={`− ${formatAmount(shown.interestCredit)}`}
              />
            ) : null}
            <Row label="Interest you save" value={formatAmount(shown.saving)} />
          </dl>
          <p className="mt-3 text-lg font-semibold text-slate-900">
            To close the loan on {formatDisplayDate(shown.on)}: {formatAmount(shown.total)}
          </p>
          {shown.on === shown.today ? (
            <ButtonLink to="/make-payment" state={paymentState} className="mt-4 w-full sm:w-auto">
              {PAYOFF_PANEL_TEXTS.payToday}
            </ButtonLink>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{PAYOFF_PANEL_TEXTS.otherDay}</p>
          )}
        </div>
      ) : quote.isPending ? (
        <p className="mt-4 text-slate-600" aria-busy="true">
          Working out your payoff amount…
        </p>
      ) : null}
    </PayoffSection>
  );
}

/** The panel's frame and heading, online or not. */
function PayoffSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="payoff-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="payoff-title" className="text-xl font-semibold text-slate-900">
        {PAYOFF_PANEL_TEXTS.title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}
