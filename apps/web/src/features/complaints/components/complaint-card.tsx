import type { ComplaintView } from '@kwacha/shared/complaints/complaints';
import { formatLusakaDeadline } from '@kwacha/shared/complaints/deadline-text';
import type { Language } from '@kwacha/shared/i18n/languages';
import { Link } from 'react-router';
import { FileDownloadButton } from '../../../components/documents/file-download-button';
import { attachmentUrl } from '../../../lib/complaints/attachment';
import { formatDateTime } from '../../../lib/format-date';
import { type FormatMessage, useFormatMessage } from '../../../lib/i18n/use-format-message';
import { useLanguageState } from '../../../lib/i18n/use-t';
import { shortLoanId } from '../../../lib/payments/payment-format';
import {
  attachmentMessages,
  complaintCategoryMessages,
  complaintStatusMessages,
  complaintCardMessages as messages,
} from '../complaints.messages';

const STATUS_TONES = {
  open: 'bg-amber-100 text-amber-900',
  acknowledged: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-100 text-emerald-900',
} as const;

/**
 * A deadline in Lusaka: 'Mon 30 Nov, 17:00' in English as always; in Bemba and Nyanja the date with the
 * reader's month names (lib/format-date.ts), as the shared deadline text has English day and month names.
 */
function deadline(iso: string, language: Language): string {
  return language === 'en' ? formatLusakaDeadline(new Date(iso)) : formatDateTime(iso);
}

/** What the borrower is promised next (docs/product.md §17.4), in the reader's language. */
export function nextStep(complaint: ComplaintView, format: FormatMessage, language: Language = 'en'): string {
  if (complaint.status === 'open') {
    return format(messages.acknowledgeAndAnswer, {
      acknowledgeBy: deadline(complaint.acknowledgeBy, language),
      resolveBy: deadline(complaint.resolveBy, language),
    });
  }
  if (complaint.status === 'acknowledged') {
    return format(messages.lookingIntoIt, { resolveBy: deadline(complaint.resolveBy, language) });
  }
  return format(messages.resolvedOn, { date: formatDateTime(complaint.resolvedAt ?? complaint.createdAt) });
}

export function ComplaintCard({ complaint }: { complaint: ComplaintView }) {
  const format = useFormatMessage();
  const { language } = useLanguageState();
  const headingId = `complaint-${complaint.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-mono text-lg font-semibold text-slate-900">
          {complaint.reference}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_TONES[complaint.status]}`}>
          {format(complaintStatusMessages[complaint.status])}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">{format(messages.about)}</dt>
        <dd>{format(complaintCategoryMessages[complaint.category])}</dd>
        <dt className="font-medium text-slate-900">{format(messages.sentOn)}</dt>
        <dd>{formatDateTime(complaint.createdAt)}</dd>
        {complaint.loanId ? (
          <>
            <dt className="font-medium text-slate-900">{format(messages.loan)}</dt>
            <dd>
              <Link
                to={`/loan-details/${encodeURIComponent(complaint.loanId)}`}
                className="font-mono text-emerald-800 underline underline-offset-2"
              >
                {shortLoanId(complaint.loanId)}
              </Link>
              {complaint.payment
                ? ` · ${format(messages.payment, { reference: complaint.payment.reference })}`
                : null}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-slate-800">{nextStep(complaint, format, language)}</p>
      {complaint.resolution ? (
        <div className="mt-3 rounded-lg bg-emerald-50 p-3">
          <h4 className="text-sm font-semibold text-emerald-900">{format(messages.ourAnswer)}</h4>
          <p className="mt-1 whitespace-pre-line text-slate-800">{complaint.resolution}</p>
        </div>
      ) : null}
      <details className="mt-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-emerald-800">
          {format(messages.whatYouWrote)}
        </summary>
        <p className="mt-2 whitespace-pre-line">{complaint.description}</p>
      </details>
      {complaint.attachment ? (
        <FileDownloadButton
          className="mt-3"
          url={attachmentUrl(complaint.id)}
          contentType={complaint.attachment.contentType}
          fallbackName={`${complaint.reference}-attachment`}
          label={format(messages.downloadAttachment, { filename: complaint.attachment.filename })}
          failureMessage={format(attachmentMessages.downloadFailed)}
          busyMessage={format(messages.downloading)}
        />
      ) : null}
    </article>
  );
}
