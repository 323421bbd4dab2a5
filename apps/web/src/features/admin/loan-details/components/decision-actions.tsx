import type { LoanStatus } from '@kwacha/shared/loans/loan-status';
import {
  canMove,
  DECISION_REMARKS,
  STAFF_DECISIONS,
  type StaffDecision,
} from '@kwacha/shared/loans/loan-transitions';
import {
  type AdminLoanView,
  statusUpdatedMessage,
  statusUpdateFailedMessage,
} from '@kwacha/shared/staff/admin-loans';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { ButtonVariant } from '../../../../components/ui/button-styles';
import { type ConfirmOptions, useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import { isApiError } from '../../../../lib/api-client';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { serverMessage } from '../../../../lib/server-message';
import { useUpdateLoanStatus } from '../api/update-loan-status';
import { IdentityCheckLink } from './identity-check-link';
import { RejectLoanDialog } from './reject-loan-dialog';

/** The decisions staff may take on a loan in this status (docs/product.md §12), in the order shown. */
export function availableDecisions(status: LoanStatus): StaffDecision[] {
  return STAFF_DECISIONS.filter((decision) => canMove(status, decision, 'staff'));
}

const applicant = (loan: AdminLoanView) =>
  [loan.user.firstName, loan.user.lastName].filter(Boolean).join(' ') || loan.user.username;

// Rejecting has its own dialog, with an optional reason (reject-loan-dialog.tsx).
const DECISIONS: Record<
  StaffDecision,
  { label: string; variant: ButtonVariant; dialog?: (loan: AdminLoanView) => ConfirmOptions }
> = {
  in_review: {
    label: 'Start review',
    variant: 'secondary',
    dialog: (loan) => ({
      title: 'Start review?',
      message: `The application of ${applicant(loan)} for ${formatAmount(loan.amount)} moves to In review, so other staff can see it is being looked at.`,
    }),
  },
  approved: {
    label: 'Approve',
    variant: 'primary',
    dialog: (loan) => ({
      title: 'Approve this loan?',
      message: `Approve ${formatAmount(loan.amount)} for ${applicant(loan)}? The borrower is told by e-mail, and the loan can then be disbursed.`,
    }),
  },
  rejected: { label: 'Reject', variant: 'secondary' },
};

interface DecisionActionsProps {
  loan: AdminLoanView;
  decisions: readonly StaffDecision[];
  reload: () => Promise<unknown>;
}

/** docs/product.md §4 and §8: each decision after a confirm dialog, with the spec's remarks and messages. */
export function DecisionActions({ loan, decisions, reload }: DecisionActionsProps) {
  const modal = useModal();
  const { toast } = useToast();
  const update = useUpdateLoanStatus();
  // A ref, not state: a double click must not queue two dialogs before React re-renders.
  const busy = useRef(false);
  // Disabled from the confirmation until the reloaded loan is on screen.
  const [working, setWorking] = useState(false);
  // The server's refusal to approve before the identity documents are (docs/product.md §20.5): kept on
  // screen with the way to the documents, not a toast that vanishes.
  const [kycRefusal, setKycRefusal] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);

  /** Sends a confirmed decision, with the spec's remark (and a rejection's reason when given). */
  const send = async (decision: StaffDecision, reason?: string) => {
    busy.current = true;
    try {
      setWorking(true);
      setKycRefusal(null);
      try {
        const response = await update.mutateAsync({
          loanId: loan.id,
          status: decision,
          remarks: DECISION_REMARKS[decision],
          ...(reason && { reason }),
        });
        toast({ type: 'success', title: response.message || statusUpdatedMessage(decision) });
      } catch (error) {
        const message = serverMessage(error, statusUpdateFailedMessage(decision));
        if (isApiError(error) && error.code === 'KYC_NOT_APPROVED') setKycRefusal(message);
        else toast({ type: 'error', title: message });
      }
      // Either way the screen shows what the server now holds (a 409 means someone else decided first).
      await reload();
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };

  const decide = async (decision: StaffDecision) => {
    if (busy.current) return;
    const dialog = DECISIONS[decision].dialog;
    if (!dialog) {
      setRejecting(true);
      return;
    }
    busy.current = true;
    const confirmed = await modal.confirm(dialog(loan));
    busy.current = false;
    if (confirmed) await send(decision);
  };

  return (
    <div className="mt-4">
      {/* Stays in the page while empty, so that a refusal appearing in it is announced. */}
      <div role="alert">
        {kycRefusal ? (
          <p className="mb-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {kycRefusal}
          </p>
        ) : null}
      </div>
      {kycRefusal ? <IdentityCheckLink userId={loan.user.id} /> : null}
      {rejecting ? (
        <RejectLoanDialog
          loan={loan}
          applicant={applicant(loan)}
          onClose={() => setRejecting(false)}
          onReject={(reason) => {
            setRejecting(false);
            void send('rejected', reason);
          }}
        />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {decisions.map((decision) => (
          <Button
            key={decision}
            variant={DECISIONS[decision].variant}
            disabled={working}
            onClick={() => void decide(decision)}
          >
            {DECISIONS[decision].label}
          </Button>
        ))}
      </div>
    </div>
  );
}
