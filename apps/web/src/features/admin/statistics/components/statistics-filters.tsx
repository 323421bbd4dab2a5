import type { LoanProductView } from '@kwacha/shared/loans/loan-product-view';
import type { StatisticsPeriod } from '@kwacha/shared/staff/statistics';
import { useState } from 'react';
import { SelectField, withCurrentOption } from '../../../../components/form/select-field';
import { formatShortDate } from '../../../../lib/format-date';
import type { DayRange } from '../drill-down-links';
import {
  PERIOD_OPTIONS,
  type PeriodErrors,
  type StatisticsParams,
  statisticsSearch,
} from '../statistics-params';
import { CustomPeriodForm } from './custom-period-form';

export const ALL_PRODUCTS = 'All products';

interface StatisticsFiltersProps {
  params: StatisticsParams;
  onChange: (next: StatisticsParams) => void;
  products: LoanProductView[] | undefined;
  /** The days the figures on screen cover, as the server worked them out. */
  shownPeriod: DayRange | undefined;
  errors: PeriodErrors;
}

/** The period and product of the figures; every choice goes to the URL. */
export function StatisticsFilters({
  params,
  onChange,
  products,
  shownPeriod,
  errors,
}: StatisticsFiltersProps) {
  // "Custom" only changes the URL once its days are applied; until then it is chosen for this view only.
  const view = statisticsSearch(params).toString();
  const [customChosenOn, setCustomChosenOn] = useState<string | null>(null);
  const custom = params.period === 'custom' || customChosenOn === view;

  const choosePeriod = (period: StatisticsPeriod) => {
    if (period === 'custom') {
      setCustomChosenOn(view);
      return;
    }
    setCustomChosenOn(null);
    onChange({ ...params, period, from: '', to: '' });
  };

  // A bookmarked product shows before the list of products arrives (or if it is no longer offered).
  const productOptions = withCurrentOption(
    [{ value: '', label: ALL_PRODUCTS }, ...(products ?? []).map((p) => ({ value: p.id, label: p.name }))],
    params.product,
  );

  return (
    <div className="space-y-2">
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <legend className="sr-only">Figures to show</legend>
        <SelectField
          label="Period"
          options={PERIOD_OPTIONS}
          value={custom ? 'custom' : params.period}
          onChange={(event) => choosePeriod(event.target.value as StatisticsPeriod)}
        />
        <SelectField
          label="Product"
          options={productOptions}
          value={params.product}
          error={errors.product}
          onChange={(event) => onChange({ ...params, product: event.target.value })}
        />
        {custom ? (
          <CustomPeriodForm
            key={`${params.from}|${params.to}`}
            initialFrom={params.from || shownPeriod?.from || ''}
            initialTo={params.to || shownPeriod?.to || ''}
            appliedFrom={params.from}
            appliedTo={params.to}
            serverErrors={errors}
            onApply={(from, to) => onChange({ ...params, period: 'custom', from, to })}
          />
        ) : null}
      </fieldset>
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {shownPeriod
          ? `Showing ${formatShortDate(shownPeriod.from)} – ${formatShortDate(shownPeriod.to)}`
          : null}
      </p>
    </div>
  );
}
