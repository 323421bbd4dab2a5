import { healthBand, healthScoreChange } from '@kwacha/shared/loans/borrower-scores';
import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { useId } from 'react';
import { BAND_FILL, BAND_STROKE, BAND_TEXT, clampScore } from '../band-colours';

function ProgressBar({ label, value }: { label: string; value: number }) {
  const id = useId();
  const percent = clampScore(value);
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span id={id} className="font-medium text-slate-800">
          {label}
        </span>
        <span className="text-slate-700">{`${percent}%`}</span>
      </div>
      {/* An SVG bar rather than a styled width: no inline styles, so the strict CSP holds. */}
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${percent}%`}
        className="mt-1"
      >
        <svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" className="block h-2 w-full">
          <rect width={100} height={8} rx={4} className="fill-slate-200" />
          <rect width={percent} height={8} rx={4} className={BAND_FILL[healthBand(percent).colour]} />
        </svg>
      </div>
    </div>
  );
}

/**
 * docs/product.md §2, Financial Health Score, with the bars computed (docs/product.md §10): on-time share
 * of paid instalments, 100 − utilisation, and the credit score.
 */
export function HealthScoreCard({ health }: { health: Dashboard['health'] }) {
  const score = clampScore(health.score);
  const band = healthBand(score);
  return (
    <section aria-labelledby="health-score-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="health-score-heading" className="text-lg font-semibold text-slate-900">
        Financial Health Score
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-5">
        <svg
          viewBox="0 0 100 100"
          role="img"
          aria-label={`Financial health score ${health.score} out of 100`}
          className="size-28 shrink-0"
        >
          <circle cx={50} cy={50} r={42} fill="none" strokeWidth={10} className="stroke-slate-200" />
          <circle
            cx={50}
            cy={50}
            r={42}
            fill="none"
            strokeWidth={10}
            strokeLinecap="round"
            pathLength={100}
            strokeDasharray={`${score} 100`}
            transform="rotate(-90 50 50)"
            className={BAND_STROKE[band.colour]}
          />
          <text x={50} y={57} textAnchor="middle" className="fill-slate-900 text-2xl font-bold">
            {health.score}
          </text>
        </svg>
        <div>
          <p className={`text-xl font-bold ${BAND_TEXT[band.colour]}`}>{band.label}</p>
          <p className="text-sm text-slate-700">{healthScoreChange(health.score, health.previousScore)}</p>
        </div>
      </div>
      <div className="mt-5 space-y-4">
        <ProgressBar label="Payment History" value={health.paymentHistoryPercent} />
        <ProgressBar label="Loan Utilization" value={100 - health.loanUtilisationPercent} />
        <ProgressBar label="Creditworthiness" value={health.creditworthinessPercent} />
      </div>
    </section>
  );
}
