import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { type ReactNode, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { ButtonLink } from '../../../components/ui/button';
import { usePayoffQuoteQuery } from '../../../lib/api/payoff-quote';
import { formatDisplayDate } from '../../../lib/format-date';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { useT } from '../../../lib/i18n/use-t';
import { formatAmount } from '../../../lib/loans/loan-format';
import type { MakePaymentState } from '../../../lib/loans/make-payment-state';
import { serverMessage } from '../../../lib/server-message';
import { payoffMessages as messages } from './payoff-panel.messages';

/** The panel's English texts (docs/product.md §13.6), as tests read them. */
export const PAYOFF_PANEL_TEXTS = {
  title: messages.title.message,
  intro: messages.intro.message,
  loadFailed: messages.loadFailed.message,
  payToday: messages.payToday.message,
  otherDay: messages.otherDay.message,
  offline: messages.offline.message,
} as const;

/**
 * docs/product.md §13.6: "Pay off today" on loan details. The borrower picks a day (today by default) and
 * reads what closes the loan then, as the server prices it; paying opens /make-payment in payoff mode.
 * Offline (§21) the amount cannot be priced, so the panel says so instead of showing a failure.
 */
export function PayoffPanel({ loan, offline = false }: { loan: LoanView; offline?: boolean }) {
  const t = useT();
  const format = useFormatMessage();
  const [on, setOn] = useState<string | undefined>(undefined);
  const todays = usePayoffQuoteQuery(loan.id);
  const today = todays.data?.today;
  const otherDay = on !== undefined && on !== today;
  const days = usePayoffQuoteQuery(loan.id, on, { enabled: otherDay });
  const quote = otherDay ? days : todays;
  const shown = quote.data;
  const dayError = quote.isError ? serverMessage(quote.error, t(messages.loadFailed)) : undefined;
  const paymentState: MakePaymentState = { loan, payoff: true };

  if (offline && !shown) {
    return (
      <PayoffSection>
        <p className="mt-2 text-slate-700">{t(messages.offline)}</p>
      </PayoffSection>
    );
  }

  return (
    <PayoffSection>
      <p className="mt-2 text-slate-700">{t(messages.intro)}</p>
      <TextField
        className="mt-4 max-w-xs"
        label={t(messages.payOffOn)}
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
            <Row label={t(messages.principal)} value={formatAmount(shown.principal)} />
            <Row
              label={format(messages.interestUpTo, { date: formatDisplayDate(shown.on) })}
              value={formatAmount(shown.interest)}
            />
            {shown.fees + shown.penalties > 0 ? (
              <Row label={t(messages.feesAndLateFees)} value={formatAmount(shown.fees + shown.penalties)} />
            ) : null}
            {shown.interestCredit > 0 ? (
              <Row label={t(messages.interestCredit)} value={`− ${formatAmount(shown.interestCredit)}`} />
            ) : null}
            <Row label={t(messages.interestSaved)} value={formatAmount(shown.saving)} />
          </dl>
          <p className="mt-3 text-lg font-semibold text-slate-900">
            {format(messages.total, { date: formatDisplayDate(shown.on), total: formatAmount(shown.total) })}
          </p>
          {shown.on === shown.today ? (
            <ButtonLink to="/make-payment" state={paymentState} className="mt-4 w-full sm:w-auto">
              {t(messages.payToday)}
            </ButtonLink>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{t(messages.otherDay)}</p>
          )}
        </div>
      ) : quote.isPending ? (
        <p className="mt-4 text-slate-600" aria-busy="true">
          {t(messages.working)}
        </p>
      ) : null}
    </PayoffSection>
  );
}

/** The panel's frame and heading, online or not. */
function PayoffSection({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="payoff-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="payoff-title" className="text-xl font-semibold text-slate-900">
        {t(messages.title)}
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
