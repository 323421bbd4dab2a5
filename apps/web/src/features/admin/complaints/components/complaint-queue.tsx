import {
  COMPLAINT_STATUS_LABELS,
  complaintCategoryLabel,
  type StaffComplaintSummary,
} from '@kwacha/shared/complaints/complaints';
import { Link } from 'react-router';
import { SlaClock } from './sla-clock';

/** The queue as cards (they fit a 360 px phone as well as a desk), nearest deadline first. */
export function ComplaintQueue({
  items,
  selectedId,
  now,
}: {
  items: StaffComplaintSummary[];
  selectedId: string | null;
  now: Date;
}) {
  return (
    <ul aria-label="Complaints, nearest deadline first" className="space-y-3">
      {items.map((c) => (
        <li key={c.id}>
          <article
            aria-labelledby={`queue-${c.id}`}
            className={`rounded-2xl bg-white p-4 shadow-sm ${selectedId === c.id ? 'ring-2 ring-emerald-600' : ''}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`queue-${c.id}`} className="font-mono text-lg font-semibold text-slate-900">
                <Link
                  to={`?id=${encodeURIComponent(c.id)}`}
                  aria-current={selectedId === c.id ? 'true' : undefined}
                  className="text-emerald-800 underline underline-offset-2"
                >
                  {c.reference}
                </Link>
              </h2>
              <span className="text-sm font-medium text-slate-700">{COMPLAINT_STATUS_LABELS[c.status]}</span>
            </div>
            <p className="mt-1 text-slate-800">
              {complaintCategoryLabel(c.category)} · {c.borrower.name}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <SlaClock complaint={c} now={now} />
              <span>{c.assignee ? `Assigned to ${c.assignee.name}` : 'Not assigned'}</span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
