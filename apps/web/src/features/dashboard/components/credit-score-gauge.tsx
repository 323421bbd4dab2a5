import { healthBand } from '@kwacha/shared/loans/borrower-scores';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { BAND_STROKE, BAND_TEXT, clampScore } from '../band-colours';
import { bandMessages, creditScoreMessages as messages } from '../scores.messages';

// A semicircle from the left end to the right end; pathLength 100 lets the dash be the score itself.
const ARC = 'M 12 62 A 48 48 0 0 1 108 62';

/** docs/product.md §4, "Dashboard credit score", as a half-circle gauge out of 100. */
export function CreditScoreGauge({ score }: { score: number }) {
  const format = useFormatMessage();
  const value = clampScore(score);
  const band = healthBand(value);
  return (
    <section aria-labelledby="credit-score-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="credit-score-heading" className="text-lg font-semibold text-slate-900">
        {format(messages.heading)}
      </h2>
      <svg
        viewBox="0 0 120 72"
        role="img"
        aria-label={format(messages.gauge, { score })}
        className="mx-auto mt-3 block w-full max-w-60"
      >
        <path d={ARC} fill="none" strokeWidth={12} strokeLinecap="round" className="stroke-slate-200" />
        <path
          d={ARC}
          fill="none"
          strokeWidth={12}
          strokeLinecap="round"
          pathLength={100}
          strokeDasharray={`${value} 100`}
          className={BAND_STROKE[band.colour]}
        />
        <text x={60} y={58} textAnchor="middle" className="fill-slate-900 text-2xl font-bold">
          {score}
        </text>
      </svg>
      <p className="text-center text-sm text-slate-700">
        {format(messages.outOf100)} ·{' '}
        <span className={`font-semibold ${BAND_TEXT[band.colour]}`}>{format(bandMessages[band.colour])}</span>
      </p>
    </section>
  );
}
