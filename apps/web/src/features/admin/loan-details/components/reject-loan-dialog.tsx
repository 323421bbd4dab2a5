import { DECISION_REMARKS } from '@kwacha/shared/loans/loan-transitions';
import { type AdminLoanView, statusUpdateRequestSchema } from '@kwacha/shared/staff/admin-loans';
import { type FormEvent, useRef, useState } from 'react';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { formatAmount } from '../../../../lib/loans/loan-format';

interface RejectLoanDialogProps {
  loan: AdminLoanView;
  applicant: string;
  onClose: () => void;
  /** The reason as typed and trimmed, or undefined when left blank. */
  onReject: (reason: string | undefined) => void;
}

/**
 * docs/product.md §12.2: the confirmation before rejecting, with an optional reason the borrower reads on
 * the loan, in the e-mail and in the bell notice — beside SPEC's remark, which stays as it is.
 */
export function RejectLoanDialog({ loan, applicant, onClose, onReject }: RejectLoanDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = statusUpdateRequestSchema.safeParse({ status: 'rejected', reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      reasonRef.current?.focus();
      return;
    }
    onReject(checked.data.reason || undefined);
  };

  return (
    <Dialog
      title="Reject this loan?"
      description={`Reject the application of ${applicant} for ${formatAmount(loan.amount)}? The borrower is told by e-mail. This cannot be undone.`}
      onClose={onClose}
      busy={false}
    >
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <TextAreaField
          ref={reasonRef}
          label="Reason (optional)"
          name="reason"
          hint={`The borrower reads it as you write it, beside the remark "${DECISION_REMARKS.rejected}"`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Confirm</Button>
        </div>
      </form>
    </Dialog>
  );
}
