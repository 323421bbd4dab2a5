import { type FailedEmailCounts, resendModeOf } from '@kwacha/shared/staff/email-management';
import { useId, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import { serverMessage } from '../../../../lib/server-message';
import { useRetryFailedEmails } from '../api/retry-failed-emails';

export const RETRY_FAILED_MESSAGE = 'The failed e-mails could not be queued again. Please try again.';

type FailedKind = FailedEmailCounts['kinds'][number];

/** Why a kind has no "Retry all" button. */
const oneByOneWords = (kind: string) =>
  resendModeOf(kind) === 'never'
    ? 'Never sent again: a new code comes from starting the disbursement again.'
    : 'Each needs a fresh link: open them and send them again one by one.';

/**
 * The kinds with failed messages and, for those that go out again as they were, "Retry all" after a
 * confirmation that says how many. Hidden while nothing has failed.
 */
export function RetryFailedPanel({ counts }: { counts: FailedEmailCounts | undefined }) {
  const headingId = useId();
  const retry = useRetryFailedEmails();
  const { confirm } = useModal();
  const { toast } = useToast();
  // A ref, not state: a double click must not queue two dialogs before React re-renders.
  const busy = useRef(false);
  const kinds = (counts?.kinds ?? []).filter((k) => k.count > 0);
  if (kinds.length === 0) return null;

  const retryAll = async ({ kind, kindLabel, count }: FailedKind) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const agreed = await confirm({
        title: `Retry ${count} failed e-mail${count === 1 ? '' : 's'}?`,
        message: `Every failed ${kindLabel.toLowerCase()} e-mail (${count}) will be queued to be sent again as it was.`,
        confirmLabel: 'Retry all',
      });
      if (!agreed) return;
      const { message } = await retry.mutateAsync(kind);
      toast({ type: 'success', title: message });
    } catch (error) {
      toast({ type: 'error', title: serverMessage(error, RETRY_FAILED_MESSAGE) });
    } finally {
      busy.current = false;
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-red-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Failed e-mails
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {kinds.map((k) => (
          <li
            key={k.kind}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-medium text-slate-900">{`${k.kindLabel}: ${k.count} failed`}</p>
              {k.retryAll ? null : <p className="text-sm text-slate-600">{oneByOneWords(k.kind)}</p>}
            </div>
            {k.retryAll ? (
              <Button
                variant="secondary"
                // The visible words first, then which ones: several kinds may each have a button.
                aria-label={`Retry all ${k.count} failed ${k.kindLabel.toLowerCase()} e-mails`}
                disabled={retry.isPending}
                onClick={() => void retryAll(k)}
              >
                {`Retry all ${k.count}`}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
