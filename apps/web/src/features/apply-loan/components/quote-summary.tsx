import type { LoanQuote } from '@kwacha/shared/loans/loan-quote';
import { formatKwacha } from '@kwacha/shared/money/money';
import { formatDisplayDate, formatShortDate } from '../../../lib/format-date';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { useT } from '../../../lib/i18n/use-t';
import { quoteMessages as messages } from '../apply-loan.messages';

/** 5853 basis points → '58.53%'; 6000 → '60%'. */
export const formatPercent = (basisPoints: number) =>
  `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

interface QuoteSummaryProps {
  quote: LoanQuote | undefined;
  productName?: string;
}

/**
 * The live quote, computed in the browser with the server's maths, so it follows every keystroke without
 * a network call. Not a live region: re-reading it on each keystroke would drown a screen reader user.
 */
export function QuoteSummary({ quote, productName }: QuoteSummaryProps) {
  const format = useFormatMessage();
  return (
    <section
      aria-labelledby="quote-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="quote-heading" className="text-lg font-semibold text-slate-900">
        {format(messages.title)}
      </h2>
      {quote ? (
        <>
          {productName ? <p className="mt-1 text-sm text-slate-600">{productName}</p> : null}
          <dl className="mt-3 grid gap-1 text-sm">
            <Figure
              label={format(messages.serviceFee, { percent: formatPercent(quote.serviceFeeBasisPoints) })}
              value={formatKwacha(quote.serviceFee)}
            />
            <Figure label={format(messages.youReceive)} value={formatKwacha(quote.amountReceived)} />
            <Figure
              label={format(messages.monthlyInstalment)}
              value={formatKwacha(quote.instalment)}
              strong
            />
            <Figure label={format(messages.totalInterest)} value={formatKwacha(quote.totalInterest)} />
            <Figure label={format(messages.totalRepayable)} value={formatKwacha(quote.totalRepayable)} />
            <Figure label={format(messages.apr)} value={formatPercent(quote.aprBasisPoints)} />
            <Figure label={format(messages.firstPaymentDate)} value={formatDisplayDate(quote.firstDueDate)} />
          </dl>
          <p className="mt-3 text-xs text-slate-600">{format(messages.datesAssume)}</p>
          <ScheduleDisclosure quote={quote} />
        </>
      ) : (
        <p className="mt-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{format(messages.empty)}</p>
      )}
    </section>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-1.5 last:border-b-0">
      <dt className="text-slate-700">{label}</dt>
      <dd className={strong ? 'text-base font-bold text-emerald-900' : 'font-semibold text-slate-900'}>
        {value}
      </dd>
    </div>
  );
}

function ScheduleDisclosure({ quote }: { quote: LoanQuote }) {
  const t = useT();
  return (
    <details className="mt-4 rounded-lg border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 font-semibold text-emerald-800 hover:bg-slate-50">
        {t(messages.showSchedule)}
      </summary>
      <section
        aria-label={t(messages.schedule)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
        tabIndex={0}
        className="overflow-x-auto border-t border-slate-200 focus-visible:outline-offset-0"
      >
        <table className="w-full text-right text-xs sm:text-sm">
          <caption className="sr-only">{t(messages.schedule)}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-2 text-left font-medium">
                {t(messages.number)}
              </th>
              <th scope="col" className="px-2 py-2 text-left font-medium">
                {t(messages.dueDate)}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {t(messages.instalment)}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {t(messages.principal)}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {t(messages.interest)}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {t(messages.balance)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-900">
            {quote.schedule.map((line) => (
              <tr key={line.number}>
                <td className="px-2 py-1.5 text-left">{line.number}</td>
                <td className="whitespace-nowrap px-2 py-1.5 text-left">{formatShortDate(line.dueDate)}</td>
                <td className="px-2 py-1.5">{formatKwacha(line.instalment)}</td>
                <td className="px-2 py-1.5">{formatKwacha(line.principal)}</td>
                <td className="px-2 py-1.5">{formatKwacha(line.interest)}</td>
                <td className="px-2 py-1.5">{formatKwacha(line.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
