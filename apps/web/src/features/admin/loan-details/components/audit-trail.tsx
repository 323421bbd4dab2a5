import type { AuditEntry } from '@kwacha/shared/staff/admin-loans';
import { formatDateTime } from '../../../../lib/format-date';
import { actionLabel, describeAuditEntry } from '../audit-description';

/** docs/product.md §12: who did what to this loan and when, oldest first. */
export function AuditTrail({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-trail-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="audit-trail-heading" className="text-xl font-semibold text-slate-900">
        Audit Trail
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-700">No staff actions yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {entries.map((entry) => (
            <li key={entry.id} className="py-3">
              <p className="text-slate-900">{describeAuditEntry(entry)}</p>
              <p className="mt-0.5 text-sm text-slate-600">
                <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
                {` · ${actionLabel(entry.action)}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
