import { LOAN_RECORD_RETENTION_YEARS } from '@kwacha/shared/data-rights/data-rights';
import { useId } from 'react';
import { FileDownloadButton } from '../../../components/documents/file-download-button';
import { DATA_EXPORT_HTML_URL, DATA_EXPORT_URL } from '../api/data-rights';
import { ChangeEmailForm } from './change-email-form';
import { CorrectionRequestForm } from './correction-request-form';
import { DeleteAccount } from './delete-account';
import { MyRequests } from './my-requests';

export const DOWNLOAD_FAILED_MESSAGE = 'Your data could not be downloaded. Please try again.';

/**
 * "Your data" on the profile (docs/product.md §18): a copy of everything we hold, an e-mail change, a
 * correction request for what only staff may change, and erasure — the borrower's rights under the Data
 * Protection Act 2021.
 */
export function YourDataSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-2 text-slate-700">
        Under the Data Protection Act 2021 you may have a copy of your data, correct it, and ask us to erase
        it. We keep loan records for {LOAN_RECORD_RETENTION_YEARS} years after a loan closes, as the law
        requires.
      </p>

      <h3 className="mt-6 text-lg font-semibold text-slate-900">A copy of your data</h3>
      <p className="mt-1 text-sm text-slate-700">
        The readable copy is a page you open in your browser; the JSON file is for other programs.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <FileDownloadButton
          url={DATA_EXPORT_URL}
          fallbackName="kwacha-my-data.json"
          label="Download my data (JSON)"
          failureMessage={DOWNLOAD_FAILED_MESSAGE}
          busyMessage="Preparing your data…"
        />
        <FileDownloadButton
          url={DATA_EXPORT_HTML_URL}
          fallbackName="kwacha-my-data.html"
          label="View my data (readable page)"
          failureMessage={DOWNLOAD_FAILED_MESSAGE}
          busyMessage="Preparing your data…"
        />
      </div>

      <ChangeEmailForm />
      <CorrectionRequestForm />
      <MyRequests />
      <DeleteAccount />
    </section>
  );
}
