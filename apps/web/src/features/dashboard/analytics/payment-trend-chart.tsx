import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { formatAmount } from '../../../lib/loans/loan-format';
import { analyticsMessages as messages } from '../analytics.messages';
import { linePoints, monthLabel } from './chart-data';

const WIDTH = 300;
const HEIGHT = 140;
const PAD = { top: 16, right: 12, bottom: 28, left: 12 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

type TrendPoint = Dashboard['paymentTrend'][number];

/** 'December 2026 K181.55 in 1 payment', in the reader's language; `message` says how it is joined. */
const pointText = (format: FormatMessage, point: TrendPoint, message: typeof messages.monthPoint) =>
  format(message, {
    month: monthLabel(point.month).long,
    amount: formatAmount(point.amount),
    payments: format(messages.payments, { count: point.count }),
  });

/**
 * Amount (solid) and number of payments (dashed) per month, each scaled to its own maximum. The server
 * sends every month of the window, empty ones as zeros: only a window without any payment is "No payments
 * yet.".
 */
export function PaymentTrendChart({ trend }: { trend: Dashboard['paymentTrend'] }) {
  const format = useFormatMessage();
  const hasPayments = trend.some((point) => point.count > 0 || point.amount > 0);
  const amounts = linePoints(
    trend.map((point) => point.amount),
    PLOT_W,
    PLOT_H,
  );
  const counts = linePoints(
    trend.map((point) => point.count),
    PLOT_W,
    PLOT_H,
  );
  const asPath = (points: typeof amounts) =>
    points.map((p) => `${(p.x + PAD.left).toFixed(1)},${(p.y + PAD.top).toFixed(1)}`).join(' ');
  const maxAmount = Math.max(0, ...trend.map((point) => point.amount));

  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm">
      <figcaption className="text-lg font-semibold text-slate-900">{format(messages.trendTitle)}</figcaption>
      {!hasPayments ? (
        <p className="mt-3 text-slate-700">{format(messages.noPayments)}</p>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={format(messages.trendLabel, {
              months: trend.map((point) => pointText(format, point, messages.monthPoint)).join('; '),
            })}
            className="mt-3 block w-full"
          >
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={PAD.top + PLOT_H}
              y2={PAD.top + PLOT_H}
              className="stroke-slate-300"
            />
            <text x={PAD.left} y={11} className="fill-slate-600 text-[9px]">
              {formatAmount(maxAmount)}
            </text>
            <polyline
              points={asPath(counts)}
              fill="none"
              strokeWidth={2}
              strokeDasharray="4 3"
              className="stroke-sky-600"
            />
            <polyline points={asPath(amounts)} fill="none" strokeWidth={2.5} className="stroke-emerald-700" />
            {trend.map((point, index) => {
              const p = amounts[index];
              if (!p) return null;
              const label = monthLabel(point.month);
              return (
                <g key={point.month}>
                  <circle cx={p.x + PAD.left} cy={p.y + PAD.top} r={4} className="fill-emerald-700">
                    <title>{pointText(format, point, messages.monthTitle)}</title>
                  </circle>
                  <text
                    x={p.x + PAD.left}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    className="fill-slate-700 text-[9px]"
                  >
                    {label.short}
                  </text>
                </g>
              );
            })}
          </svg>
          <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-emerald-700" />
              {format(messages.amountLegend)}
            </li>
            <li className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-0.5 w-5 border-t-2 border-dashed border-sky-600"
              />
              {format(messages.countLegend)}
            </li>
          </ul>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-emerald-800">
              {format(messages.viewTable)}
            </summary>
            <table className="mt-2 w-full text-left">
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {format(messages.month)}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {format(messages.amount)}
                  </th>
                  <th scope="col" className="py-1">
                    {format(messages.paymentsColumn)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {trend.map((point) => (
                  <tr key={point.month}>
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {monthLabel(point.month).long}
                    </th>
                    <td className="py-1 pr-3">{formatAmount(point.amount)}</td>
                    <td className="py-1">{point.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}
