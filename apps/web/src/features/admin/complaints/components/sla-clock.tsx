import type { StaffComplaintSummary } from '@kwacha/shared/complaints/complaints';
import { slaClock } from '@kwacha/shared/complaints/deadline-text';

/** The service-level clock (docs/product.md §17.5): the deadline that matters now, red once missed. */
export function SlaClock({ complaint, now }: { complaint: StaffComplaintSummary; now: Date }) {
  const clock = slaClock(complaint, now);
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-medium ${
        clock.overdue ? 'bg-red-100 text-red-900' : 'bg-slate-100 text-slate-800'
      }`}
    >
      {clock.text}
    </span>
  );
}
