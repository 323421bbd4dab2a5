import {
  type CancelLoanRequest,
  payoutCorrectionResponseSchema,
} from '@kwacha/shared/staff/payout-corrections';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface CancelLoanInput extends CancelLoanRequest {
  loanId: string;
}

/** POST …/cancel: closes a loan on which nothing was sent; answers the loan as staff now see it. */
export function cancelLoan({ loanId, ...request }: CancelLoanInput) {
  return apiFetch(`/api/loan-applications/admin/loan/${encodeURIComponent(loanId)}/cancel`, {
    method: 'POST',
    body: request,
    schema: payoutCorrectionResponseSchema,
  });
}

export function useCancelLoan() {
  return useMutation({ mutationFn: cancelLoan });
}
