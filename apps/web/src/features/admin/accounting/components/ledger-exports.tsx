import type { AccountingRange } from '@kwacha/shared/staff/accounting';
import type { JournalFormat } from '@kwacha/shared/staff/accounting-exports';
import { CsvDownload } from '../../../../components/documents/csv-download';
import { FileDownloadButton } from '../../../../components/documents/file-download-button';
import { useJournalCsvDownload } from '../api/download-journal-csv';
import { trialBalanceFileUrl, useTrialBalanceCsvDownload } from '../api/download-trial-balance';

export const JOURNAL_CSV_FAILED_MESSAGE = 'The journal could not be downloaded. Please try again.';
export const TRIAL_BALANCE_FILE_FAILED_MESSAGE =
  'The trial balance could not be downloaded. Please try again.';

/** Each journal file: what it is for, and the words completing its button's name. */
const JOURNAL_FILES: readonly { format: JournalFormat; title: string; tableName: string; note: string }[] = [
  {
    format: 'generic',
    title: 'Journal (CSV)',
    tableName: 'the journal',
    note: 'Every journal line, one row a line, with the GL codes mapped below.',
  },
  {
    format: 'sage-pastel',
    title: 'Journal for Sage Pastel',
    tableName: 'the journal for Sage Pastel',
    note: 'A General Journal batch to import in Pastel Partner. Needs a 7-digit GL code on every account used.',
  },
  {
    format: 'quickbooks',
    title: 'Journal for QuickBooks Online',
    tableName: 'the journal for QuickBooks',
    note: 'Journal entries to import in QuickBooks Online. Needs a GL code (the QuickBooks account name) on every account used.',
  },
];

interface LedgerExportsProps {
  /** The range on screen; null while the screen still shows another range, so nothing is fetched. */
  range: AccountingRange | null;
}

function JournalFile({ range, file }: LedgerExportsProps & { file: (typeof JOURNAL_FILES)[number] }) {
  const download = useJournalCsvDownload(range, file.format);
  const noteId = `journal-${file.format}-note`;
  return (
    <li className="space-y-1">
      <h4 className="font-semibold text-slate-900">{file.title}</h4>
      <p id={noteId} className="text-sm text-slate-600">
        {file.note}
      </p>
      <CsvDownload
        download={download}
        failedMessage={JOURNAL_CSV_FAILED_MESSAGE}
        tableName={file.tableName}
        waiting={range === null}
        describedBy={noteId}
        withIcon
      />
    </li>
  );
}

/** The period's trial balance as CSV and PDF, and its journal as generic CSV or a package's import file. */
export function LedgerExports({ range }: LedgerExportsProps) {
  const trialBalanceCsv = useTrialBalanceCsvDownload(range);
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">Files for your general ledger</h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className="space-y-1">
          <h4 className="font-semibold text-slate-900">Trial balance</h4>
          <p id="trial-balance-files-note" className="text-sm text-slate-600">
            The period shown, as CSV or as a PDF to file.
          </p>
          <div className="flex flex-wrap items-start gap-3">
            <CsvDownload
              download={trialBalanceCsv}
              failedMessage={TRIAL_BALANCE_FILE_FAILED_MESSAGE}
              tableName="the trial balance"
              waiting={range === null}
              describedBy="trial-balance-files-note"
              withIcon
            />
            <FileDownloadButton
              url={range ? trialBalanceFileUrl(range, 'pdf') : ''}
              fallbackName={range ? `kwacha-trial-balance-${range.from}-to-${range.to}.pdf` : ''}
              label="Download PDF"
              accessibleName="Download PDF of the trial balance"
              failureMessage={TRIAL_BALANCE_FILE_FAILED_MESSAGE}
              busyMessage="Making the trial balance PDF…"
              disabled={range === null}
              describedBy="trial-balance-files-note"
            />
          </div>
        </li>
        {JOURNAL_FILES.map((file) => (
          <JournalFile key={file.format} range={range} file={file} />
        ))}
      </ul>
    </div>
  );
}
