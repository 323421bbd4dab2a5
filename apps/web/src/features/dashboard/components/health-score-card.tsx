import { healthBand, healthScoreChange } from '@kwacha/shared/loans/borrower-scores';
import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { useId } from 'react';
import { BAND_FILL, BAND_STROKE, BAND_TEXT, clampScore } from '../band-colours';

export const NO_SCORE_YET = 'Your score appears after your first loan.';
export const NO_REPAYMENTS_YET = 'No repayments yet';

/** What each bar measures and which way is good, so that no bar is read upside down. */
export const BAR_NOTES = {
  paymentHistory: 'Instalments paid on time; higher is better',
  loanUtilisation: 'Share of your limit in use; lower is better',
  creditworthiness: 'Your credit score; higher is better',
} as const;

/**
 * One bar: the value as shown, coloured by how good it is (`goodness`, 0–100, higher is better), so a
 * high utilisation is drawn red although its number is large. `value` null shows `emptyText` instead.
 */
function ProgressBar(props: {
  label: string;
  note: string;
  value: number | null;
  goodness?: number;
  emptyText?: string;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const percent = props.value === null ? null : clampScore(props.value);
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span id={id} className="font-medium text-slate-800">
          {props.label}
        </span>
        <span className="text-slate-700">{percent === null ? props.emptyText : `${percent}%`}</span>
      </div>
      <p id={noteId} className="text-xs text-slate-600">
        {props.note}
      </p>
      {percent === null ? null : (
        // An SVG bar rather than a styled width: no inline styles, so the strict CSP holds.
        <div
          role="progressbar"
          aria-labelledby={id}
          aria-describedby={noteId}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={`${percent}%`}
          className="mt-1"
        >
          <svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" className="block h-2 w-full">
            <rect width={100} height={8} rx={4} className="fill-slate-200" />
            <rect
              width={percent}
              height={8}
              rx={4}
              className={BAND_FILL[healthBand(props.goodness ?? percent).colour]}
            />
          </svg>
        </div>
      )}
    </div>
  );
}

function ScoreGauge({ score, previousScore }: { score: number; previousScore: number | null }) {
  const drawn = clampScore(score);
  const band = healthBand(drawn);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-5">
      <svg
        viewBox="0 0 100 100"
        role="img"
        aria-label={`Financial health score ${score} out of 100`}
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
          strokeDasharray={`${drawn} 100`}
          transform="rotate(-90 50 50)"
          className={BAND_STROKE[band.colour]}
        />
        <text x={50} y={57} textAnchor="middle" className="fill-slate-900 text-2xl font-bold">
          {score}
        </text>
      </svg>
      <div>
        <p className={`text-xl font-bold ${BAND_TEXT[band.colour]}`}>{band.label}</p>
        <p className="text-sm text-slate-700">{healthScoreChange(score, previousScore)}</p>
      </div>
    </div>
  );
}

/**
 * docs/product.md §2.6 Financial Health Score, with the bars computed (§10): the on-time share of paid
 * instalments, the share of the borrower's limit in use (shown as it is, lower is better) and the credit
 * score. Before the first loan there is nothing to score, and the card says so.
 */
export function HealthScoreCard({ health }: { health: Dashboard['health'] }) {
  return (
    <section aria-labelledby="health-score-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="health-score-heading" className="text-lg font-semibold text-slate-900">
        Financial Health Score
      </h2>
      {health.score === null ? (
        <p className="mt-4 text-slate-700">{NO_SCORE_YET}</p>
      ) : (
        <>
          <ScoreGauge score={health.score} previousScore={health.previousScore} />
          <div className="mt-5 space-y-4">
            <ProgressBar
              label="Payment History"
              note={BAR_NOTES.paymentHistory}
              value={health.paymentHistoryPercent}
              emptyText={NO_REPAYMENTS_YET}
            />
            <ProgressBar
              label="Loan Utilization"
              note={BAR_NOTES.loanUtilisation}
              value={health.loanUtilisationPercent}
              goodness={100 - clampScore(health.loanUtilisationPercent)}
            />
            <ProgressBar
              label="Creditworthiness"
              note={BAR_NOTES.creditworthiness}
              value={health.creditworthinessPercent}
            />
          </div>
        </>
      )}
    </section>
  );
}
