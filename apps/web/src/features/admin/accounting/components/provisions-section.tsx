import type { MonthProvisions } from '@kwacha/shared/staff/provisions';
import { provisionsQuerySchema } from '@kwacha/shared/staff/provisions';
import { useState } from 'react';
import { z } from 'zod';
import { TextField } from '../../../../components/form/text-field';
import { FilterBar } from '../../../../components/staff-list/filter-bar';
import { Button } from '../../../../components/ui/button';
import { EmptyResults } from '../../../../components/ui/empty-results';
import { QueryStates } from '../../../../components/ui/query-states';
import {
  captionClass,
  cellClass,
  headClass,
  ScrollingTable,
  stickyRowHeadClass,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { formatDateTime, formatMonth } from '../../../../lib/format-date';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { AUTH_FAILED_MESSAGE } from '../../../../lib/load-error-message';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { useAuthFailureToast } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useProvisionsQuery } from '../api/get-provisions';

export const PROVISIONS_FAILED_MESSAGE = 'Failed to load the provisions. Please try again.';
export const NO_PROVISIONS_YET =
  'No month-end has been measured yet: provisions are worked out on the first day of each month.';
export const notMeasured = (month: string) =>
  `${formatMonth(month).long} has not been measured: provisions are worked out on the first day of the month after.`;

// An empty month asks for the latest month measured.
const monthForm = z
  .object({ month: z.string() })
  .transform((v) => (v.month.trim() ? { month: v.month.trim() } : {}))
  .pipe(provisionsQuerySchema);

/**
 * docs/decisions/050: a month-end's loan-loss provisions by delinquency bucket, as the month-end job
 * measured them (the latest unless a month is asked for). The job posts them; the rates are a setting.
 */
export function ProvisionsSection() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const provisions = useProvisionsQuery(month, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  const form = useSchemaForm({ schema: monthForm, defaultValues: { month: '' } });
  const loadingAnother = provisions.isPlaceholderData;

  return (
    <section aria-labelledby="provisions-heading" className="space-y-4">
      <h2 id="provisions-heading" className="text-2xl font-semibold text-slate-900">
        Loan-loss provisions
      </h2>
      <p className="text-slate-700">
        On each month's first day every loan still being repaid is provided for at its bucket's rate, and the
        change is posted to the provision and its expense; loans repaid or written off are released. The rates
        are in System Settings.
      </p>
      <FilterBar
        label="Provisions month"
        columns="sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start"
        onSubmit={(event) => void form.submit((query) => setMonth(query.month))(event)}
      >
        <TextField
          label="Month-end"
          inputMode="numeric"
          placeholder="YYYY-MM"
          hint="For example 2027-01; empty for the latest."
          {...form.field('month')}
        />
        <Button type="submit" className="sm:mt-6">
          Show
        </Button>
      </FilterBar>
      <div aria-busy={loadingAnother} className={`transition-opacity ${loadingAnother ? 'opacity-60' : ''}`}>
        <QueryStates
          query={provisions}
          failedMessage={PROVISIONS_FAILED_MESSAGE}
          loadingText="Loading the provisions…"
          skeletonHeight="h-48"
        >
          {(shown) =>
            shown.month && shown.measuredAt ? (
              <ProvisionsTable data={{ ...shown, month: shown.month, measuredAt: shown.measuredAt }} />
            ) : (
              <EmptyResults emptyMessage={shown.month ? notMeasured(shown.month) : NO_PROVISIONS_YET} />
            )
          }
        </QueryStates>
      </div>
    </section>
  );
}

const HEADERS = ['Loans', 'Exposure', 'Rate', 'Provision'];

/** Each bucket's loans, what they are carried at, the rate and the provision, with the totals. */
function ProvisionsTable({ data }: { data: MonthProvisions & { month: string; measuredAt: string } }) {
  const footClass = `${cellClass} border-t-2 border-slate-300 font-semibold text-slate-900`;
  return (
    <ScrollingTable label="Provisions table">
      <table className={tableClass}>
        <caption className={captionClass}>
          Provisions at the end of {formatMonth(data.month).long}
          <span className="block text-sm font-normal text-slate-600">
            Measured {formatDateTime(data.measuredAt)}. In kwacha; exposure is what is owed, less interest not
            yet earned or held in suspense.
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${headClass} sticky left-0`}>
              Days past due
            </th>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className={`${headClass} text-right`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.buckets.map((row) => (
            <tr key={row.bucket}>
              <th scope="row" className={stickyRowHeadClass}>
                {row.label}
              </th>
              <td className={cellClass}>{row.loans.toLocaleString('en-US')}</td>
              <td className={cellClass}>{formatAmount(row.exposure)}</td>
              <td className={cellClass}>{row.ratePercent}%</td>
              <td className={cellClass}>{formatAmount(row.provision)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${footClass} sticky left-0 bg-white text-left`}>
              Totals
            </th>
            <td className={footClass}>{data.totals.loans.toLocaleString('en-US')}</td>
            <td className={footClass}>{formatAmount(data.totals.exposure)}</td>
            <td className={footClass} />
            <td className={footClass}>{formatAmount(data.totals.provision)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollingTable>
  );
}
