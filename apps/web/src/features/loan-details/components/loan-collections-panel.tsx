import { lusakaToday } from '@kwacha/shared/identity/age';
import type { BorrowerCollections, BorrowerPromise } from '@kwacha/shared/loans/promises';
import { parseKwacha } from '@kwacha/shared/money/money';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormError, FormSuccess } from '../../../components/form/form-message';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { formatDisplayDate } from '../../../lib/format-date';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { useT } from '../../../lib/i18n/use-t';
import { formatAmount } from '../../../lib/loans/loan-format';
import { serverMessage } from '../../../lib/server-message';
import { useLoanCollectionsQuery, useMakePromise } from '../api/loan-collections';
import { loanCollectionsMessages as messages } from './loan-collections.messages';

type Message = BorrowerCollections['messages'][number];

const STATUS = {
  open: messages.statusOpen,
  kept: messages.statusKept,
  broken: messages.statusBroken,
} as const;
const CHANNEL = { sms: messages.channelSms, email: messages.channelEmail } as const;
const TEMPLATE = {
  payment_overdue: messages.templatePaymentOverdue,
  promise_reminder: messages.templatePromiseReminder,
  please_call_us: messages.templatePleaseCallUs,
} as const;

/** 150050 ngwee → '1500.50', as the API takes an amount (never through a float). */
const kwachaText = (ngwee: number) => `${Math.trunc(ngwee / 100)}.${String(ngwee % 100).padStart(2, '0')}`;

/** '2026-12-01' + 30 → '2026-12-31' (calendar days, no time zone). */
function addDays(isoDay: string, days: number): string {
  const at = new Date(`${isoDay}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * docs/product.md §23.4 and §23.3: on a past-due loan, the borrower's promise to pay (and making one), and
 * the texts and e-mails collectors sent them about it. Nothing shows for a loan that was never past due.
 */
export function LoanCollectionsPanel({ loanId, offline }: { loanId: string; offline: boolean }) {
  const query = useLoanCollectionsQuery(loanId, { enabled: !offline });
  const data = query.data;
  if (offline || !data) return null;
  const overdue = data.amountOverdue > 0;
  return (
    <>
      {overdue || data.promise ? <PromiseSection loanId={loanId} data={data} /> : null}
      {data.messages.length > 0 ? <MessagesSection items={data.messages} /> : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PromiseSection({ loanId, data }: { loanId: string; data: BorrowerCollections }) {
  const t = useT();
  const format = useFormatMessage();
  return (
    <Section title={t(messages.promiseTitle)}>
      {data.amountOverdue > 0 ? (
        <p className="mt-2 text-slate-700">
          {format(messages.overdue, { amount: formatAmount(data.amountOverdue) })}
        </p>
      ) : null}
      {data.promise ? <CurrentPromise promise={data.promise} /> : null}
      {data.canPromise ? <PromiseForm loanId={loanId} maxDays={data.promiseMaxDays} /> : null}
    </Section>
  );
}

function CurrentPromise({ promise }: { promise: BorrowerPromise }) {
  const t = useT();
  const format = useFormatMessage();
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4">
      <p className="font-semibold text-slate-900">
        {format(messages.current, {
          amount: formatAmount(promise.amount),
          date: formatDisplayDate(promise.date),
        })}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm text-slate-800">
        <dt className="text-slate-600">{t(messages.statusLabel)}</dt>
        <dd>{t(STATUS[promise.status])}</dd>
      </dl>
      {promise.paid > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          {format(messages.paidSince, { amount: formatAmount(promise.paid) })}
        </p>
      ) : null}
    </div>
  );
}

function PromiseForm({ loanId, maxDays }: { loanId: string; maxDays: number }) {
  const t = useT();
  const format = useFormatMessage();
  const make = useMakePromise(loanId);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; date?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const today = lusakaToday();
  const last = addDays(today, maxDays);
  const dateRule = format(messages.dateNeeded, { days: maxDays });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (make.isPending) return;
    const ngwee = parseKwacha(amount);
    const typed = ngwee !== undefined && ngwee > 0 ? kwachaText(ngwee) : undefined;
    const next = {
      amount: typed === undefined ? t(messages.amountNeeded) : undefined,
      date: date && date >= today && date <= last ? undefined : dateRule,
    };
    setErrors(next);
    setDone(null);
    setFailed(null);
    if (typed === undefined || next.date) {
      document.getElementById(next.amount ? amountId : dateId)?.focus();
      return;
    }
    make.mutate(
      { amount: typed, date },
      {
        onSuccess: ({ message }) => setDone(message),
        onError: (error) => setFailed(serverMessage(error, t(messages.failed))),
      },
    );
  };
  const amountId = useId();
  const dateId = useId();

  return (
    <form noValidate aria-label={t(messages.promiseTitle)} onSubmit={onSubmit} className="mt-4 grid gap-4">
      <FormSuccess message={done} />
      <FormError message={failed} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={amountId}
          label={t(messages.amount)}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          disabled={make.isPending}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          id={dateId}
          label={t(messages.date)}
          type="date"
          min={today}
          max={last}
          hint={format(messages.promiseHint, { days: maxDays })}
          value={date}
          error={errors.date}
          disabled={make.isPending}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={make.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {t(make.isPending ? messages.saving : messages.submit)}
      </Button>
    </form>
  );
}

function MessagesSection({ items }: { items: Message[] }) {
  const t = useT();
  const newestFirst = [...items].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Section title={t(messages.messagesTitle)}>
      <p className="mt-2 text-slate-700">{t(messages.messagesIntro)}</p>
      <ul className="mt-3 divide-y divide-slate-200">
        {newestFirst.map((item) => (
          <li key={`${item.at}-${item.channel}-${item.template}`} className="py-2">
            <p className="font-medium text-slate-900">{t(TEMPLATE[item.template])}</p>
            <p className="text-sm text-slate-700">
              {t(CHANNEL[item.channel])} · {formatDisplayDate(item.at)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
