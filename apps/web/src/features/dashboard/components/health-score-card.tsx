import { healthBand, healthScoreMove } from '@kwacha/shared/loans/borrower-scores';
import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { useId } from 'react';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { BAND_FILL, BAND_STROKE, BAND_TEXT, clampScore } from '../band-colours';
import { bandMessages, healthMessages as messages } from '../scores.messages';

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

/** docs/product.md §4.7: 'No previous data', '+N.N points', 'N.N points' or 'No change', translated. */
function changeText(format: FormatMessage, score: number, previousScore: number | null): string {
  const move = healthScoreMove(score, previousScore);
  if (move.kind === 'no_previous') return format(messages.noPrevious);
  if (move.kind === 'no_change') return format(messages.noChange);
  return format(move.kind === 'rise' ? messages.rise : messages.fall, { points: move.points });
}

function ScoreGauge({ score, previousScore }: { score: number; previousScore: number | null }) {
  const format = useFormatMessage();
  const drawn = clampScore(score);
  const band = healthBand(drawn);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-5">
      <svg
        viewBox="0 0 100 100"
        role="img"
        aria-label={format(messages.gauge, { score })}
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
        <p className={`text-xl font-bold ${BAND_TEXT[band.colour]}`}>{format(bandMessages[band.colour])}</p>
        <p className="text-sm text-slate-700">{changeText(format, score, previousScore)}</p>
      </div>
    </div>
  );
}

/**
 * Not rated yet (docs/product.md §4.7): loans, but no instalment repaid in full or fallen due. Neutral
 * grey, no number and no bars: a new borrower who owes the whole of a loan just paid out has done
 * nothing to be judged on.
 */
function NotRated() {
  const format = useFormatMessage();
  return (
    <div className="mt-4">
      <p className="text-xl font-bold text-slate-700">{format(messages.notRated)}</p>
      <p className="mt-1 text-sm text-slate-700">{format(messages.notRatedNote)}</p>
    </div>
  );
}

function Bars({ health }: { health: Dashboard['health'] }) {
  const format = useFormatMessage();
  return (
    <div className="mt-5 space-y-4">
      <ProgressBar
        label={format(messages.paymentHistory)}
        note={format(messages.paymentHistoryNote)}
        value={health.paymentHistoryPercent}
        emptyText={format(messages.noRepaymentsYet)}
      />
      <ProgressBar
        label={format(messages.loanUtilisation)}
        note={format(messages.loanUtilisationNote)}
        value={health.loanUtilisationPercent}
        goodness={100 - clampScore(health.loanUtilisationPercent)}
      />
      <ProgressBar
        label={format(messages.creditworthiness)}
        note={format(messages.creditworthinessNote)}
        value={health.creditworthinessPercent}
      />
    </div>
  );
}

/**
 * docs/product.md §2.6 Financial Health Score, with the bars computed (§10): the on-time share of paid
 * instalments, the share of the borrower's limit in use (shown as it is, lower is better) and the credit
 * score. Before the first loan there is nothing to score, and before any repayment history nothing is
 * rated yet; the card says so.
 */
export function HealthScoreCard({ health }: { health: Dashboard['health'] }) {
  const format = useFormatMessage();
  return (
    <section aria-labelledby="health-score-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="health-score-heading" className="text-lg font-semibold text-slate-900">
        {format(messages.heading)}
      </h2>
      {health.state === 'rated' && health.score !== null ? (
        <>
          <ScoreGauge score={health.score} previousScore={health.previousScore} />
          <Bars health={health} />
        </>
      ) : health.state === 'not_rated' ? (
        <NotRated />
      ) : (
        <p className="mt-4 text-slate-700">{format(messages.noScoreYet)}</p>
      )}
    </section>
  );
}
