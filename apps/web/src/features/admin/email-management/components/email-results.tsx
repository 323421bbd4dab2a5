import type { EmailRow } from '@kwacha/shared/staff/email-management';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date';
import { emailMessagePath } from '../email-list-params';
import { EmailStatusBadge } from './email-status-badge';

/**
 * The messages as a table from md up and as stacked cards on phones (CSS shows one of the two). Each
 * opens its page; the list's address travels along so "All e-mails" comes back to the same filters.
 */
export function EmailResults({ items }: { items: EmailRow[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">E-mails, newest first</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Recipient
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Kind
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Attempts
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Last error
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Written (Lusaka)
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Sent
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {items.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                <td className="px-4 py-3">
                  <MessageLink row={row} />
                </td>
                <td className="px-4 py-3 text-slate-900">{row.kindLabel}</td>
                <td className="px-4 py-3">
                  <EmailStatusBadge status={row.status} />
                </td>
                <td className="px-4 py-3 text-right text-slate-900">{row.attempts}</td>
                <td className="max-w-xs px-4 py-3 break-words text-slate-700">{row.lastError ?? '—'}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {row.sentAt ? <time dateTime={row.sentAt}>{formatDateTime(row.sentAt)}</time> : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {items.map((row) => (
          <li key={row.id}>
            <EmailCard row={row} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The recipient opens the message; the hidden words tell two messages to one address apart. */
function MessageLink({ row, stretched = false }: { row: EmailRow; stretched?: boolean }) {
  const location = useLocation();
  return (
    <Link
      to={emailMessagePath(row.id)}
      state={{ listSearch: location.search }}
      className={`rounded font-semibold wrap-anywhere text-emerald-800 hover:underline ${stretched ? 'after:absolute after:inset-0 after:rounded-2xl' : ''}`}
    >
      {row.recipient}
      <span className="sr-only">{`, ${row.kindLabel}, ${formatDateTime(row.createdAt)}`}</span>
    </Link>
  );
}

/** A phone's card: the whole card opens the message (the link's hit area is stretched over it). */
function EmailCard({ row }: { row: EmailRow }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-emerald-600"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-base font-semibold text-slate-900">
          {row.kindLabel}
        </h2>
        <EmailStatusBadge status={row.status} />
      </div>
      <p className="mt-1 min-w-0">
        <MessageLink row={row} stretched />
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Written</dt>
        <dd className="text-slate-900">
          <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
        </dd>
        <dt className="text-slate-600">Attempts</dt>
        <dd className="text-slate-900">{row.attempts}</dd>
        {row.sentAt ? (
          <>
            <dt className="text-slate-600">Sent</dt>
            <dd className="text-slate-900">
              <time dateTime={row.sentAt}>{formatDateTime(row.sentAt)}</time>
            </dd>
          </>
        ) : null}
        {row.lastError ? (
          <>
            <dt className="text-slate-600">Last error</dt>
            <dd className="break-words text-slate-900">{row.lastError}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}
