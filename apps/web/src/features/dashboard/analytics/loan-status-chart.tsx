import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { loanStatusMessages } from '../../../components/loans/loan-badges.messages';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { loansText } from '../../../lib/loans/loan-count';
import { analyticsMessages as messages } from '../analytics.messages';
import { donutSegments, STATUS_COLOURS } from './chart-data';

/** Loans by status as a ring, with a legend that states every count in words. */
export function LoanStatusChart({ byStatus }: { byStatus: Dashboard['loansByStatus'] }) {
  const format = useFormatMessage();
  const segments = donutSegments(byStatus);
  const label = (status: keyof typeof loanStatusMessages) => format(loanStatusMessages[status]);
  const total = segments.reduce((sum, segment) => sum + segment.count, 0);
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm">
      <figcaption className="text-lg font-semibold text-slate-900">{format(messages.statusTitle)}</figcaption>
      {segments.length === 0 ? (
        <p className="mt-3 text-slate-700">{format(messages.noLoans)}</p>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-6">
          <svg
            viewBox="0 0 100 100"
            role="img"
            aria-label={format(messages.statusLabel, {
              statuses: segments.map((segment) => `${label(segment.status)} ${segment.count}`).join(', '),
            })}
            className="size-36 shrink-0"
          >
            <g transform="rotate(-90 50 50)">
              {segments.map((segment) => (
                <circle
                  key={segment.status}
                  cx={50}
                  cy={50}
                  r={38}
                  fill="none"
                  strokeWidth={16}
                  pathLength={100}
                  strokeDasharray={`${segment.percent} ${100 - segment.percent}`}
                  strokeDashoffset={-segment.start}
                  className={STATUS_COLOURS[segment.status].stroke}
                >
                  <title>{`${label(segment.status)}: ${loansText(segment.count, format)}`}</title>
                </circle>
              ))}
            </g>
            <text x={50} y={56} textAnchor="middle" className="fill-slate-900 text-lg font-bold">
              {total}
            </text>
          </svg>
          <ul aria-label={format(messages.statusLegend)} className="space-y-1 text-sm text-slate-800">
            {segments.map((segment) => (
              <li key={segment.status} className="flex items-center gap-2">
                <svg viewBox="0 0 10 10" aria-hidden="true" className="size-3">
                  <rect width={10} height={10} rx={2} className={STATUS_COLOURS[segment.status].fill} />
                </svg>
                {`${label(segment.status)}: ${segment.count}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </figure>
  );
}
