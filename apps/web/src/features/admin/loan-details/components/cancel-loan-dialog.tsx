import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import {
  CANCEL_FAILED_MESSAGE,
  cancelLoanRequestSchema,
  LOAN_CANCELLED_MESSAGE,
} from '@kwacha/shared/staff/payout-corrections';
import { type FormEvent, useRef, useState } from 'react';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast-context';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { serverMessage } from '../../../../lib/server-message';
import { useCancelLoan } from '../api/cancel-loan';

interface CancelLoanDialogProps {
  loan: AdminLoanView;
  onClose: () => void;
  onCancelled: (loan: AdminLoanView) => void;
}

/** docs/product.md §12.6: closes a loan on which nothing was sent, with the reason the borrower reads. */
export function CancelLoanDialog({ loan, onClose, onCancelled }: CancelLoanDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelLoan();
  const { toast } = useToast();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const busy = cancel.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const checked = cancelLoanRequestSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      reasonRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      const { data, message } = await cancel.mutateAsync({ loanId: loan.id, ...checked.data });
      toast({ type: 'success', title: message || LOAN_CANCELLED_MESSAGE });
      onCancelled(data.loanApplication);
      onClose();
    } catch (failure) {
      setProblem(serverMessage(failure, CANCEL_FAILED_MESSAGE));
    }
  };

  return (
    <Dialog
      title="Cancel this loan?"
      description={`The loan of ${formatAmount(loan.amount)} is closed without paying anything out. The borrower owes nothing, is told the reason by a notice and an e-mail, and may apply again. This cannot be undone.`}
      onClose={onClose}
      busy={busy}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4">
        <div role="alert">
          {problem ? (
            <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{problem}</p>
          ) : null}
        </div>
        <TextAreaField
          ref={reasonRef}
          label="Reason"
          name="reason"
          hint="The borrower reads it as you write it."
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          disabled={busy}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            Keep the loan
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Cancelling…' : 'Cancel loan'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
