import { CONTACT_LABELS, type ContactEntry, type PromiseEntry } from '@kwacha/shared/staff/collections';
import { formatCompactDateTime, formatShortDate } from '../../../../lib/format-date';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { PROMISE_STATUS_LABELS } from '../case-words';

const newestFirst = <T extends { at: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.at.localeCompare(a.at));

/** What each contact was: 'Call · No answer', 'SMS · Your payment is overdue'. */
const contactWhat = (entry: ContactEntry) =>
  [entry.channel, entry.outcome, entry.template]
    .filter((part): part is NonNullable<typeof part> => part !== null)
    .map((part) => CONTACT_LABELS[part])
    .join(' · ');

/** Every contact with the borrower, newest first, with who made it and the staff note. */
export function ContactHistory({ contacts }: { contacts: ContactEntry[] }) {
  if (contacts.length === 0) return <p className="text-slate-700">Nobody has contacted this borrower yet.</p>;
  return (
    <ol aria-label="Contacts, newest first" className="grid gap-3">
      {newestFirst(contacts).map((entry) => (
        <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-3">
          <p className="font-semibold text-slate-900">{contactWhat(entry)}</p>
          <p className="text-sm text-slate-700">
            {formatCompactDateTime(entry.at)} · by {entry.by}
          </p>
          {entry.note ? <p className="mt-1 whitespace-pre-line text-slate-800">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Every promise to pay, newest first: kept or broken is decided from the payments. */
export function PromiseHistory({ promises }: { promises: PromiseEntry[] }) {
  if (promises.length === 0) return <p className="text-slate-700">No promises to pay yet.</p>;
  return (
    <ol aria-label="Promises, newest first" className="grid gap-3">
      {newestFirst(promises).map((p) => (
        <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-3">
          <p className="font-semibold text-slate-900">
            {PROMISE_STATUS_LABELS[p.status]}: {formatAmount(p.amount)} by {formatShortDate(p.date)}
          </p>
          <p className="text-sm text-slate-700">
            Paid since: {formatAmount(p.paid)} · made by {p.madeBy === 'borrower' ? 'the borrower' : p.by} on{' '}
            {formatCompactDateTime(p.at)}
          </p>
        </li>
      ))}
    </ol>
  );
}
