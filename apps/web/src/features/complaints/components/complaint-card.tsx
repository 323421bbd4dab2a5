import {
  COMPLAINT_STATUS_LABELS,
  type ComplaintView,
  complaintCategoryLabel,
} from '@kwacha/shared/complaints/complaints';
import { formatLusakaDeadline } from '@kwacha/shared/complaints/deadline-text';
import { Link } from 'react-router';
import { FileDownloadButton } from '../../../components/documents/file-download-button';
import { ATTACHMENT_DOWNLOAD_FAILED, attachmentUrl } from '../../../lib/complaints/attachment';
import { formatDateTime } from '../../../lib/format-date';
import { shortLoanId } from '../../../lib/payments/payment-format';

const STATUS_TONES = {
  open: 'bg-amber-100 text-amber-900',
  acknowledged: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-100 text-emerald-900',
} as const;

/** What the borrower is promised next (docs/product.md §17.4). */
export function nextStep(complaint: ComplaintView): string {
  if (complaint.status === 'open') {
    return `We will acknowledge it by ${formatLusakaDeadline(new Date(complaint.acknowledgeBy))} and answer by ${formatLusakaDeadline(new Date(complaint.resolveBy))}.`;
  }
  if (complaint.status === 'acknowledged') {
    return `We are looking into it and will answer by ${formatLusakaDeadline(new Date(complaint.resolveBy))}.`;
  }
  return `Resolved on ${formatDateTime(complaint.resolvedAt ?? complaint.createdAt)}.`;
}

export function ComplaintCard({ complaint }: { complaint: ComplaintView }) {
  const headingId = `complaint-${complaint.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-mono text-lg font-semibold text-slate-900">
          {complaint.reference}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_TONES[complaint.status]}`}>
          {COMPLAINT_STATUS_LABELS[complaint.status]}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">About</dt>
        <dd>{complaintCategoryLabel(complaint.category)}</dd>
        <dt className="font-medium text-slate-900">Sent on</dt>
        <dd>{formatDateTime(complaint.createdAt)}</dd>
        {complaint.loanId ? (
          <>
            <dt className="font-medium text-slate-900">Loan</dt>
            <dd>
              <Link
                to={`/loan-details/${encodeURIComponent(complaint.loanId)}`}
                className="font-mono text-emerald-800 underline underline-offset-2"
              >
                {shortLoanId(complaint.loanId)}
              </Link>
              {complaint.payment ? ` · payment ${complaint.payment.reference}` : null}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-slate-800">{nextStep(complaint)}</p>
      {complaint.resolution ? (
        <div className="mt-3 rounded-lg bg-emerald-50 p-3">
          <h4 className="text-sm font-semibold text-emerald-900">Our answer</h4>
          <p className="mt-1 whitespace-pre-line text-slate-800">{complaint.resolution}</p>
        </div>
      ) : null}
      <details className="mt-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-emerald-800">What you wrote</summary>
        <p className="mt-2 whitespace-pre-line">{complaint.description}</p>
      </details>
      {complaint.attachment ? (
        <FileDownloadButton
          className="mt-3"
          url={attachmentUrl(complaint.id)}
          contentType={complaint.attachment.contentType}
          fallbackName={`${complaint.reference}-attachment`}
          label={`Download attachment (${complaint.attachment.filename})`}
          failureMessage={ATTACHMENT_DOWNLOAD_FAILED}
          busyMessage="Downloading the attachment…"
        />
      ) : null}
    </article>
  );
}
