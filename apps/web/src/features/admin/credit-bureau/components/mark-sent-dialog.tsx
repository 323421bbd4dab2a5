import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast-context';
import { formatMonth } from '../../../../lib/format-date';
import { serverMessage } from '../../../../lib/server-message';
import { useSignOutOnAuthFailure } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useMarkSent } from '../api/submissions';

export const MARK_SENT_FAILED_MESSAGE = 'The file could not be marked sent. Please try again.';

/** Asks before a file is marked sent: from then on its month cannot be rebuilt (docs/decisions/053). */
export function MarkSentDialog({ id, month, onClose }: { id: string; month: string; onClose: () => void }) {
  const name = formatMonth(month).long;
  const markSent = useMarkSent();
  useSignOutOnAuthFailure(markSent.error);
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const busy = markSent.isPending;

  const confirm = async () => {
    if (busy) return;
    setProblem(null);
    try {
      const { message } = await markSent.mutateAsync(id);
      toast({ type: 'success', title: message || `The file for ${month} is marked sent.` });
      onClose();
    } catch (failure) {
      setProblem(serverMessage(failure, MARK_SENT_FAILED_MESSAGE));
    }
  };

  return (
    <Dialog
      title={`Mark the file for ${name} sent?`}
      description={`Do this once the bureau has the file. ${name} can then no longer be built again: any change goes out as a correction in the next month's file. It is recorded with your name.`}
      onClose={onClose}
      busy={busy}
      initialFocus={keepRef}
    >
      <div className="mt-4 grid gap-4">
        <div role="alert">
          {problem ? (
            <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{problem}</p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={keepRef} variant="secondary" onClick={onClose} disabled={busy}>
            Not yet
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Marking…' : 'Mark sent'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
