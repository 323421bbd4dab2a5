import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { CancelLoanDialog } from './cancel-loan-dialog';
import { ChangeDestinationDialog } from './change-destination-dialog';

/** Why the last attempt failed, while the loan waits for staff (docs/product.md §12.6). */
export function lastFailure(loan: AdminLoanView): string | null {
  if (loan.status !== 'disbursement_failed') return null;
  const last = loan.disbursementHistory.at(-1);
  return last?.status === 'failed' ? (last.reasonForFailure ?? 'No reason was given.') : null;
}

interface PayoutCorrectionsProps {
  loan: AdminLoanView;
  replace: (loan: AdminLoanView) => void;
}

/**
 * docs/product.md §12.6: on a loan nothing was sent on, the reason its last attempt failed, and the two
 * ways on from it: send the money somewhere else (then initiate as usual), or close the loan.
 */
export function PayoutCorrections({ loan, replace }: PayoutCorrectionsProps) {
  const [open, setOpen] = useState<'destination' | 'cancel' | null>(null);
  const failure = lastFailure(loan);
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      {failure ? (
        <p className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <span className="font-semibold">The last disbursement failed:</span> {failure.replace(/\.$/, '')}.
          Change the destination if it is wrong, then initiate the disbursement again; or cancel the loan.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen('destination')}>
          Change destination
        </Button>
        <Button variant="ghost" onClick={() => setOpen('cancel')}>
          Cancel loan
        </Button>
      </div>
      {open === 'destination' ? (
        <ChangeDestinationDialog loan={loan} onClose={() => setOpen(null)} onChanged={replace} />
      ) : null}
      {open === 'cancel' ? (
        <CancelLoanDialog loan={loan} onClose={() => setOpen(null)} onCancelled={replace} />
      ) : null}
    </div>
  );
}
