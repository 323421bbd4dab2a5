import type { DisbursementEntry } from '@kwacha/shared/staff/admin-loans';
import { formatDateTime } from '../../../../lib/format-date';
import { formatAmount } from '../../../../lib/loans/loan-format';

const STATUS: Record<DisbursementEntry['status'], { label: string; classes: string }> = {
  otp_pending: { label: 'OTP pending', classes: 'bg-sky-50 text-sky-900 ring-sky-300' },
  cancelled: { label: 'Cancelled', classes: 'bg-slate-100 text-slate-800 ring-slate-300' },
  processing: { label: 'Processing', classes: 'bg-sky-50 text-sky-900 ring-sky-300' },
  successful: { label: 'Successful', classes: 'bg-emerald-50 text-emerald-900 ring-emerald-300' },
  failed: { label: 'Failed', classes: 'bg-red-50 text-red-900 ring-red-300' },
  reversed: { label: 'Reversed', classes: 'bg-amber-50 text-amber-900 ring-amber-300' },
};

function EntryStatusBadge({ status }: { status: DisbursementEntry['status'] }) {
  const { label, classes } = STATUS[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${classes}`}
    >
      {label}
    </span>
  );
}

function Row({ label, children }: { label: string; children: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * docs/product.md §2, admin only: every attempt, oldest first. Cards rather than a table: seven columns
 * do not fit a phone, and each attempt reads as one story.
 */
export function DisbursementHistory({ entries }: { entries: readonly DisbursementEntry[] }) {
  return (
    <section aria-labelledby="disbursement-history-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="disbursement-history-heading" className="text-xl font-semibold text-slate-900">
        Disbursement History
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-700">No disbursements yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              aria-label={`${STATUS[entry.status].label} disbursement of ${formatAmount(entry.amount)}`}
              className="rounded-xl border border-slate-200 p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-lg font-semibold text-slate-900">{formatAmount(entry.amount)}</span>
                <span className="flex flex-wrap gap-2">
                  <EntryStatusBadge status={entry.status} />
                  {entry.provider === 'simulator' ? (
                    // docs/product.md §13.5: the simulator moves no money; staff must never take it for a payout.
                    <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
                      Simulated — no money moved
                    </span>
                  ) : null}
                </span>
              </div>
              <dl className="mt-2 space-y-2">
                <Row label="Reference">{entry.reference}</Row>
                {entry.transactionId !== entry.reference ? (
                  <Row label="Transaction ID">{entry.transactionId}</Row>
                ) : null}
                <Row label="Time">{formatDateTime(entry.timestamp)}</Row>
                <Row label="Destination">{entry.destination}</Row>
                <Row label="Initiated By">{entry.initiatedBy}</Row>
                {entry.reasonForFailure ? (
                  <Row label="Reason for Failure">{entry.reasonForFailure}</Row>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
