import { formatKwacha } from '@kwacha/shared/money/money';
import { useId, useState } from 'react';
import { controlClasses, labelClasses } from '../../../components/form/field-parts';
import { useT } from '../../../lib/i18n/use-t';
import { formatWholeKwacha } from '../../../lib/loans/product-format';
import { fillText } from '../fill-message';
import { sampleCalculatorMessages as messages } from './loan-products.messages';

const SAMPLE_AMOUNTS_NGWEE = [500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000] as const;
const SAMPLE_PERIODS = [3, 6, 9, 12] as const;
/** docs/product.md §2: the display is fixed; it is an illustration, not a quote. */
const SAMPLE_MONTHLY_PAYMENT_NGWEE = 175_000;

/**
 * docs/product.md's static calculator on the products page. The choices do not change the figure, so the text
 * says plainly that it is an example; real figures come from the quote when applying.
 */
export function SampleCalculator() {
  const [amount, setAmount] = useState<string>(String(SAMPLE_AMOUNTS_NGWEE[0]));
  const [months, setMonths] = useState<number>(SAMPLE_PERIODS[0]);
  const selectId = useId();
  const t = useT();

  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2 sm:p-6">
      <div className="grid gap-4">
        <div>
          <label htmlFor={selectId} className={labelClasses}>
            {t(messages.amount)}
          </label>
          <select
            id={selectId}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={controlClasses(false)}
          >
            {SAMPLE_AMOUNTS_NGWEE.map((ngwee) => (
              <option key={ngwee} value={String(ngwee)}>
                {formatWholeKwacha(ngwee)}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className={labelClasses}>{t(messages.period)}</legend>
          <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {SAMPLE_PERIODS.map((period) => (
              <button
                key={period}
                type="button"
                aria-pressed={months === period}
                onClick={() => setMonths(period)}
                className={`min-h-11 rounded-lg border px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
                  months === period
                    ? 'border-emerald-700 bg-emerald-700 text-white'
                    : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                {fillText(t(messages.months), { count: period })}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="flex flex-col justify-center rounded-xl bg-emerald-50 p-4 text-center">
        <p className="text-sm text-slate-700">{t(messages.monthlyPayment)}</p>
        <p className="text-3xl font-bold text-emerald-900">{formatKwacha(SAMPLE_MONTHLY_PAYMENT_NGWEE)}</p>
        <p className="mt-2 text-xs text-slate-600">{t(messages.illustrative)}</p>
      </div>
    </div>
  );
}
