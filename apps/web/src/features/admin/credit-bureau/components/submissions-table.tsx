import type { Submission } from '@kwacha/shared/staff/credit-reporting';
import { Button } from '../../../../components/ui/button';
import {
  captionClass,
  cellClass,
  headClass,
  ScrollingTable,
  stickyRowHeadClass,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { useToast } from '../../../../components/ui/toast-context';
import { formatDateTime, formatMonth } from '../../../../lib/format-date';
import { serverMessage } from '../../../../lib/server-message';
import { useSignOutOnAuthFailure } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useSubmissionFileDownload } from '../api/submissions';

export const DOWNLOAD_FAILED_MESSAGE = 'The file could not be downloaded. Please try again.';

const COUNTS = [
  ['Accounts', 'accountRecords'],
  ['Corrections', 'correctionRecords'],
  ['Rejected', 'rejectedRecords'],
  ['Held', 'heldRecords'],
  ['No consent', 'noConsentLoans'],
] as const;

interface SubmissionsTableProps {
  submissions: Submission[];
  canAct: boolean;
  onShowRejects: (submission: Submission) => void;
  onMarkSent: (submission: Submission) => void;
}

/** Every month's file with its counts; Rejects for all staff, Download and Mark sent for a superuser. */
export function SubmissionsTable({ submissions, canAct, onShowRejects, onMarkSent }: SubmissionsTableProps) {
  const download = useSubmissionFileDownload();
  useSignOutOnAuthFailure(download.error);
  const { toast } = useToast();
  const save = async (submission: Submission) => {
    try {
      await download.mutateAsync(submission);
    } catch (failure) {
      toast({ type: 'error', title: serverMessage(failure, DOWNLOAD_FAILED_MESSAGE) });
    }
  };
  return (
    <ScrollingTable label="Monthly files table">
      <table className={tableClass}>
        <caption className={captionClass}>Monthly files, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={`${headClass} sticky left-0`}>
              Month
            </th>
            <th scope="col" className={headClass}>
              Status
            </th>
            {COUNTS.map(([header]) => (
              <th key={header} scope="col" className={`${headClass} text-right`}>
                {header}
              </th>
            ))}
            <th scope="col" className={headClass}>
              Built
            </th>
            <th scope="col" className={headClass}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((s) => {
            const name = formatMonth(s.month).long;
            return (
              <tr key={s.id}>
                <th scope="row" className={stickyRowHeadClass}>
                  {name}
                </th>
                <td className={`${cellClass} text-left`}>
                  {s.status === 'sent' && s.sentAt ? `Sent ${formatDateTime(s.sentAt)}` : 'Built, not sent'}
                </td>
                {COUNTS.map(([header, key]) => (
                  <td key={header} className={cellClass}>
                    {s[key].toLocaleString('en-US')}
                  </td>
                ))}
                <td className={`${cellClass} text-left`}>
                  <time dateTime={s.builtAt}>{formatDateTime(s.builtAt)}</time>
                </td>
                <td className={`${cellClass} text-left`}>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      onClick={() => onShowRejects(s)}
                      aria-label={`Rejects of ${name}`}
                    >
                      Rejects
                    </Button>
                    {canAct ? (
                      <>
                        <Button
                          variant="secondary"
                          onClick={() => void save(s)}
                          disabled={download.isPending}
                          aria-label={`Download the file for ${name}`}
                        >
                          Download
                        </Button>
                        {s.status === 'built' ? (
                          <Button onClick={() => onMarkSent(s)} aria-label={`Mark the file for ${name} sent`}>
                            Mark sent
                          </Button>
                        ) : null}
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
