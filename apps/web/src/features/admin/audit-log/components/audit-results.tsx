import { type AuditLogEntry, SYSTEM_ACTOR_NAME } from '@kwacha/shared/staff/audit-log';
import { useId } from 'react';
import { formatDateTime } from '../../../../lib/format-date';
import { AuditSubjectLink } from './audit-subject-link';

const actorName = (entry: AuditLogEntry) => entry.actor?.name ?? SYSTEM_ACTOR_NAME;

function ActionName({ entry }: { entry: AuditLogEntry }) {
  return (
    <>
      <span className="block font-medium text-slate-900">{entry.actionLabel}</span>
      <code className="block text-xs break-all text-slate-600">{entry.action}</code>
    </>
  );
}

/** The records as a table from md up and as stacked cards on phones (CSS shows one of the two). */
export function AuditResults({ items }: { items: AuditLogEntry[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit records, newest first</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                When (Lusaka)
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Who
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Action
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Concerns
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {items.map((entry) => (
              <tr key={entry.id}>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td className="px-4 py-3 text-slate-900">{actorName(entry)}</td>
                <td className="px-4 py-3">
                  <ActionName entry={entry} />
                </td>
                <td className="px-4 py-3">
                  <AuditSubjectLink subject={entry.subject} />
                </td>
                <td className="px-4 py-3 break-words text-slate-700">{entry.summary || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {items.map((entry) => (
          <li key={entry.id}>
            <AuditCard entry={entry} />
          </li>
        ))}
      </ul>
    </>
  );
}

function AuditCard({ entry }: { entry: AuditLogEntry }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-base">
        <ActionName entry={entry} />
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">When</dt>
        <dd className="text-slate-900">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </dd>
        <dt className="text-slate-600">Who</dt>
        <dd className="text-slate-900">{actorName(entry)}</dd>
        <dt className="text-slate-600">Concerns</dt>
        <dd>
          <AuditSubjectLink subject={entry.subject} />
        </dd>
        <dt className="text-slate-600">Change</dt>
        <dd className="break-words text-slate-900">{entry.summary || '—'}</dd>
      </dl>
    </article>
  );
}
