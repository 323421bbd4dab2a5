import {
  advanceBusinessDateSchema,
  type BusinessDateView,
  MAX_ADVANCE_DAYS,
} from '@kwacha/shared/staff/business-date';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { serverMessage } from '../../../../lib/server-message';
import { advanceBusinessDate, BUSINESS_DATE_QUERY_KEY, useBusinessDateQuery } from '../api/business-date';

export const ADVANCE_FAILED_MESSAGE = 'The business date could not be moved. Please try again.';
export const NOT_ALLOWED_MESSAGE =
  'This is a production deployment: the business date is always the real date and cannot be moved.';

type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/**
 * The business date (superuser; docs/product.md §14.5.1): the day the daily jobs run on. On a test or
 * demonstration deployment it moves forward, each day passed over running every daily job as if it had
 * passed; production shows it read-only.
 */
export function BusinessDateSection() {
  const query = useBusinessDateQuery();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Business date
      </h2>
      <div className="mt-2 space-y-2 text-sm text-slate-700">
        <p>
          The date the daily jobs run on: late fees, reminders and overdue loans. It is the real date unless a
          superuser moves it forward for testing. It never moves back: once real time catches up, the real
          date leads again.
        </p>
      </div>
      {query.data ? (
        <BusinessDateBody state={query.data} />
      ) : query.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {serverMessage(query.error, 'The business date could not be loaded. Please try again.')}
        </p>
      ) : (
        <p role="status" className="mt-4 text-sm text-slate-700">
          Loading the business date…
        </p>
      )}
    </section>
  );
}

function BusinessDateBody({ state }: { state: BusinessDateView }) {
  const [days, setDays] = useState('1');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const { confirm } = useModal();
  const queryClient = useQueryClient();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = advanceBusinessDateSchema.safeParse({ days: days.trim() === '' ? NaN : Number(days) });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    const n = parsed.data.days;
    const confirmed = await confirm({
      title: 'Move the business date?',
      message: `The business date moves from ${state.date} forward by ${n} ${n === 1 ? 'day' : 'days'}. Every daily job runs for each of those days: late fees, reminders and overdue loans, as if the days had passed. It cannot be moved back.`,
      confirmLabel: 'Move it',
    });
    if (!confirmed) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const next = await advanceBusinessDate(n);
      queryClient.setQueryData(BUSINESS_DATE_QUERY_KEY, next);
      setOutcome({ kind: 'done', text: `The business date is now ${next.date}.` });
    } catch (error) {
      setOutcome({ kind: 'failed', text: serverMessage(error, ADVANCE_FAILED_MESSAGE) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-900">
        <dt className="font-semibold">Business date</dt>
        <dd>{state.date}</dd>
        <dt className="font-semibold">Real date</dt>
        <dd>{state.realToday}</dd>
      </dl>
      {outcome ? (
        <p
          role="alert"
          className={
            outcome.kind === 'done'
              ? 'rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900'
              : 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800'
          }
        >
          {outcome.text}
        </p>
      ) : null}
      {state.allowed ? (
        <form
          noValidate
          aria-label="Advance the business date"
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            label="Advance by N days"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ADVANCE_DAYS}
            step={1}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            disabled={busy}
            hint={`1 to ${MAX_ADVANCE_DAYS} days`}
            className="sm:max-w-xs"
            {...(fieldError ? { error: fieldError } : {})}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Running the daily jobs…' : 'Advance'}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-700">{NOT_ALLOWED_MESSAGE}</p>
      )}
    </div>
  );
}
