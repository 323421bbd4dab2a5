import {
  type DisburseInitiateRequest,
  disburseInitiateResponseSchema,
} from '@kwacha/shared/staff/disbursement';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface InitiateDisbursementInput {
  loanId: string;
  request: DisburseInitiateRequest;
}

/** PUT …/disburse/initiate: e-mails an OTP to the signed-in admin; answers the transaction id to confirm. */
export function initiateDisbursement({ loanId, request }: InitiateDisbursementInput) {
  return apiFetch(`/api/loan-applications/admin/loan/${encodeURIComponent(loanId)}/disburse/initiate`, {
    method: 'PUT',
    body: request,
    schema: disburseInitiateResponseSchema,
  });
}

export function useInitiateDisbursement() {
  return useMutation({ mutationFn: initiateDisbursement });
}
