import { LOAN_RECORD_RETENTION_YEARS } from '@kwacha/shared/data-rights/data-rights';
import { useId } from 'react';
import { FileDownloadButton } from '../../../components/documents/file-download-button';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { DATA_EXPORT_HTML_URL, DATA_EXPORT_URL } from '../api/data-rights';
import { ChangeEmailForm } from './change-email-form';
import { CorrectionRequestForm } from './correction-request-form';
import { DeleteAccount } from './delete-account';
import { MyRequests } from './my-requests';
import { yourDataMessages as messages } from './your-data-section.messages';

export const DOWNLOAD_FAILED_MESSAGE = messages.downloadFailed.message;

/**
 * "Your data" on the profile (docs/product.md §18): a copy of everything we hold, an e-mail change, a
 * correction request for what only staff may change, and erasure — the borrower's rights under the Data
 * Protection Act 2021.
 */
export function YourDataSection() {
  const format = useFormatMessage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {format(messages.heading)}
      </h2>
      <p className="mt-2 text-slate-700">{format(messages.intro, { years: LOAN_RECORD_RETENTION_YEARS })}</p>

      <h3 className="mt-6 text-lg font-semibold text-slate-900">{format(messages.copyHeading)}</h3>
      <p className="mt-1 text-sm text-slate-700">{format(messages.copyHint)}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <FileDownloadButton
          url={DATA_EXPORT_URL}
          fallbackName="kwacha-my-data.json"
          label={format(messages.downloadJson)}
          failureMessage={format(messages.downloadFailed)}
          busyMessage={format(messages.preparing)}
        />
        <FileDownloadButton
          url={DATA_EXPORT_HTML_URL}
          fallbackName="kwacha-my-data.html"
          label={format(messages.viewReadable)}
          failureMessage={format(messages.downloadFailed)}
          busyMessage={format(messages.preparing)}
        />
      </div>

      <ChangeEmailForm />
      <CorrectionRequestForm />
      <MyRequests />
      <DeleteAccount />
    </section>
  );
}
