import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast-context';
import { formatMonth } from '../../../../lib/format-date';
import { serverMessage } from '../../../../lib/server-message';
import { useSignOutOnAuthFailure } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useClosePeriod } from '../api/periods';

export const CLOSE_FAILED_MESSAGE = 'The month could not be closed. Please try again.';

interface ClosePeriodDialogProps {
  /** YYYY-MM */
  month: string;
  onClose: () => void;
}

/**
 * Asks before a month is closed (docs/decisions/046): afterwards nothing may post with a date inside it.
 * A refusal (the month has not ended, an earlier one is open) stays in the dialog, in the server's words.
 */
export function ClosePeriodDialog({ month, onClose }: ClosePeriodDialogProps) {
  const name = formatMonth(month).long;
  const close = useClosePeriod();
  useSignOutOnAuthFailure(close.error);
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const keepOpenRef = useRef<HTMLButtonElement>(null);
  const busy = close.isPending;

  const confirm = async () => {
    if (busy) return;
    setProblem(null);
    try {
      const { message } = await close.mutateAsync(month);
      toast({ type: 'success', title: message || `${name} is closed.` });
      onClose();
    } catch (failure) {
      setProblem(serverMessage(failure, CLOSE_FAILED_MESSAGE));
    }
  };

  return (
    <Dialog
      title={`Close ${name}?`}
      description={`After this, nothing can post with a date inside ${name}: a correction posts in the open period and points to what it corrects. This cannot be undone, and it is recorded with your name.`}
      onClose={onClose}
      busy={busy}
      initialFocus={keepOpenRef}
    >
      <div className="mt-4 grid gap-4">
        <div role="alert">
          {problem ? (
            <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{problem}</p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={keepOpenRef} variant="secondary" onClick={onClose} disabled={busy}>
            Keep it open
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Closing…' : `Close ${name}`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
