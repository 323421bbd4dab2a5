import { COMPLAINT_STATUS_LABELS, complaintCategoryLabel } from '@kwacha/shared/complaints/complaints';
import { formatLusakaDeadline } from '@kwacha/shared/complaints/deadline-text';
import { Link } from 'react-router';
import { FileDownloadButton } from '../../../../components/documents/file-download-button';
import { LoadError } from '../../../../components/ui/load-error';
import { ATTACHMENT_DOWNLOAD_FAILED, attachmentUrl } from '../../../../lib/complaints/attachment';
import { formatDateTime } from '../../../../lib/format-date';
import { loadErrorMessage } from '../../../../lib/load-error-message';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { useStaffComplaintQuery } from '../api/get-staff-complaint';
import { ComplaintActions } from './complaint-actions';
import { SlaClock } from './sla-clock';

export const DETAIL_LOAD_FAILED = 'Failed to load the complaint. Please try again.';

const term = 'font-medium text-slate-900';

/** One complaint for staff: who, what, the clock, the loan and payment, the notes and the actions. */
export function ComplaintDetail({ id, now }: { id: string; now: Date }) {
  const query = useStaffComplaintQuery(id);
  if (query.isError) {
    return (
      <LoadError
        message={loadErrorMessage(query.error, {
          fallback: DETAIL_LOAD_FAILED,
          notFound: 'Complaint not found.',
        })}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const c = query.data;
  if (!c) return <p role="status">Loading the complaint…</p>;
  return (
    <article aria-labelledby="complaint-detail-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="complaint-detail-heading" className="font-mono text-2xl font-semibold text-slate-900">
        {c.reference}
      </h2>
      <div className="mt-2">
        <SlaClock complaint={c} now={now} />
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className={term}>Status</dt>
        <dd>{COMPLAINT_STATUS_LABELS[c.status]}</dd>
        <dt className={term}>About</dt>
        <dd>{complaintCategoryLabel(c.category)}</dd>
        <dt className={term}>Received</dt>
        <dd>{formatDateTime(c.createdAt)}</dd>
        <dt className={term}>Acknowledge by</dt>
        <dd>{formatLusakaDeadline(new Date(c.acknowledgeBy), true)}</dd>
        <dt className={term}>Resolve by</dt>
        <dd>{formatLusakaDeadline(new Date(c.resolveBy), true)}</dd>
        <dt className={term}>Borrower</dt>
        <dd>
          {c.borrower.name} ·{' '}
          <a className="text-emerald-800 underline" href={`mailto:${c.borrower.email}`}>
            {c.borrower.email}
          </a>
          {c.borrower.phoneNumber ? ` · ${c.borrower.phoneNumber}` : null}
        </dd>
        <dt className={term}>Assigned to</dt>
        <dd>{c.assignee?.name ?? 'Nobody yet'}</dd>
        {c.loan ? (
          <>
            <dt className={term}>Loan</dt>
            <dd>
              <Link
                className="text-emerald-800 underline"
                to={`/loan-details/${encodeURIComponent(c.loan.id)}`}
              >
                {c.loan.productName} {formatAmount(c.loan.amount)}
              </Link>{' '}
              ({c.loan.status})
            </dd>
          </>
        ) : null}
        {c.payment ? (
          <>
            <dt className={term}>Payment</dt>
            <dd>
              {c.payment.reference} · {formatAmount(c.payment.amount)} ({c.payment.status})
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">What the borrower wrote</h3>
      <p className="mt-1 whitespace-pre-line text-slate-800">{c.description}</p>
      {c.attachment ? (
        <FileDownloadButton
          className="mt-3"
          url={attachmentUrl(c.id)}
          contentType={c.attachment.contentType}
          fallbackName={`${c.reference}-attachment`}
          label={`Download attachment (${c.attachment.filename})`}
          failureMessage={ATTACHMENT_DOWNLOAD_FAILED}
          busyMessage="Downloading the attachment…"
        />
      ) : null}
      {c.resolution ? (
        <>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">Resolution sent</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{c.resolution}</p>
        </>
      ) : null}
      <h3 className="mt-5 text-lg font-semibold text-slate-900">Notes</h3>
      {c.notes.length === 0 ? (
        <p className="mt-1 text-slate-600">No notes yet.</p>
      ) : (
        <ol aria-label="Notes, oldest first" className="mt-2 space-y-2">
          {c.notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-sm text-slate-600">
                {n.author.name} · {formatDateTime(n.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ComplaintActions complaint={c} />
    </article>
  );
}
