import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import {
  CONFIRM_FAILED_MESSAGE,
  DISBURSEMENT_CONFIRMED_DETAIL,
  DISBURSEMENT_CONFIRMED_MESSAGE,
  INITIATE_FAILED_MESSAGE,
  INVALID_DISBURSEMENT_AMOUNT_MESSAGE,
  OTP_FORMAT_MESSAGE,
  OTP_STEP_RESTORED_MESSAGE,
} from '@kwacha/shared/staff/disbursement';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useModal } from '../../../../components/ui/modal-context';
import { useToast } from '../../../../components/ui/toast-context';
import { isApiError } from '../../../../lib/api-client';
import { serverMessage } from '../../../../lib/server-message';
import { useConfirmDisbursement } from '../api/confirm-disbursement';
import { useInitiateDisbursement } from '../api/initiate-disbursement';
import { disbursementSummary, hasValidDisbursementAmount, initiateRequestFor } from '../disbursement-request';
import { IdentityCheckLink } from './identity-check-link';
import { OtpStep } from './otp-step';

/** Shown when the server sends the code without saying so itself. */
export const OTP_SENT_FALLBACK = 'We e-mailed you a one-time password. Enter it to confirm the disbursement.';

const DISBURSEMENT_PENDING_FALLBACK =
  'The payment provider has not confirmed the transfer yet. This page updates when it does.';

const OTP_PATTERN = /^\d{6}$/;

interface PendingOtp {
  transactionId: string;
  expiresAt: string | null;
  message: string;
}

/**
 * docs/product.md §4: a code sent earlier (this admin left the page, or reloaded it) can still be entered,
 * so the step comes back while the loan waits on it.
 */
export function restoredOtp(loan: AdminLoanView): PendingOtp | null {
  if (loan.status !== 'otp_pending') return null;
  const last = loan.disbursementHistory.at(-1);
  if (last?.status !== 'otp_pending' || !last.transactionId) return null;
  return {
    transactionId: last.transactionId,
    expiresAt: last.otpExpiresAt,
    message: OTP_STEP_RESTORED_MESSAGE,
  };
}

interface DisbursementPanelProps {
  loan: AdminLoanView;
  reload: () => Promise<unknown>;
  replace: (loan: AdminLoanView) => void;
}

/** Initiate (after a confirmation of amount, method and destination), then confirm with the e-mailed OTP. */
export function DisbursementPanel({ loan, reload, replace }: DisbursementPanelProps) {
  const modal = useModal();
  const { toast } = useToast();
  const initiate = useInitiateDisbursement();
  const confirm = useConfirmDisbursement();
  const [sent, setSent] = useState<PendingOtp | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // docs/product.md §20: refused because the borrower's identity documents are not approved yet.
  const [kycBlocked, setKycBlocked] = useState(false);
  // Guards against a double click or a second Enter before React re-renders with disabled buttons.
  const busy = useRef(false);
  const problemId = useId();

  const step = sent ?? restoredOtp(loan);
  const working = initiate.isPending || confirm.isPending;

  const start = async ({ ask }: { ask: boolean }) => {
    if (busy.current) return;
    if (!hasValidDisbursementAmount(loan)) {
      setProblem(INVALID_DISBURSEMENT_AMOUNT_MESSAGE);
      return;
    }
    busy.current = true;
    try {
      if (ask) {
        const confirmed = await modal.confirm({
          title: 'Initiate disbursement?',
          message: disbursementSummary(loan),
        });
        if (!confirmed) return;
      }
      setProblem(null);
      setKycBlocked(false);
      try {
        const { message, data } = await initiate.mutateAsync({
          loanId: loan.id,
          request: initiateRequestFor(loan),
        });
        setSent({
          transactionId: data.transactionId,
          expiresAt: data.otpExpiresAt,
          message: message || OTP_SENT_FALLBACK,
        });
      } catch (error) {
        setProblem(serverMessage(error, INITIATE_FAILED_MESSAGE));
        setKycBlocked(isApiError(error) && error.code === 'KYC_NOT_APPROVED');
      }
      await reload();
    } finally {
      busy.current = false;
    }
  };

  const confirmOtp = async (otp: string) => {
    if (busy.current || !step) return;
    if (!OTP_PATTERN.test(otp)) {
      setProblem(OTP_FORMAT_MESSAGE);
      return;
    }
    busy.current = true;
    setProblem(null);
    try {
      const result = await confirm.mutateAsync({ loanId: loan.id, transactionId: step.transactionId, otp });
      toast({ type: 'success', title: DISBURSEMENT_CONFIRMED_MESSAGE });
      // Without the provider's answer the money is not known to have left; the server says what happens next.
      if (result.providerAnswered) toast({ type: 'success', title: DISBURSEMENT_CONFIRMED_DETAIL });
      else toast({ type: 'info', title: result.message || DISBURSEMENT_PENDING_FALLBACK });
      setSent(null);
      if (result.loan) replace(result.loan);
      await reload();
    } catch (error) {
      setProblem(serverMessage(error, CONFIRM_FAILED_MESSAGE));
      // 409 (code used, expired or replaced) and 422 (the transfer failed) mean this code is finished.
      if (isApiError(error) && (error.status === 409 || error.status === 422)) {
        setSent(null);
        await reload();
      }
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className="mt-4">
      {/* Stays in the page while empty, so that a message appearing in it is announced. */}
      <div role="alert">
        {problem ? (
          <p
            id={problemId}
            className="mb-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          >
            {problem}
          </p>
        ) : null}
      </div>
      {problem && kycBlocked ? <IdentityCheckLink userId={loan.user.id} /> : null}
      {step ? (
        <OtpStep
          key={step.transactionId}
          message={step.message}
          expiresAt={step.expiresAt}
          busy={working}
          errorId={problem ? problemId : undefined}
          onConfirm={(otp) => void confirmOtp(otp)}
          onResend={() => void start({ ask: false })}
        />
      ) : (
        <Button disabled={working} onClick={() => void start({ ask: true })}>
          Initiate Disbursement
        </Button>
      )}
    </div>
  );
}
