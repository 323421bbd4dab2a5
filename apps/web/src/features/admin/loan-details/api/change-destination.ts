import {
  type ChangeDestinationRequest,
  payoutCorrectionResponseSchema,
} from '@kwacha/shared/staff/payout-corrections';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface ChangeDestinationInput {
  loanId: string;
  request: ChangeDestinationRequest;
}

/** PUT …/destination: where the money goes now; answers the loan as staff now see it. */
export function changeDestination({ loanId, request }: ChangeDestinationInput) {
  return apiFetch(`/api/loan-applications/admin/loan/${encodeURIComponent(loanId)}/destination`, {
    method: 'PUT',
    body: request,
    schema: payoutCorrectionResponseSchema,
  });
}

export function useChangeDestination() {
  return useMutation({ mutationFn: changeDestination });
}
