import type { StatusUpdateRequest } from '@kwacha/shared/staff/admin-loans';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface UpdateLoanStatusInput extends StatusUpdateRequest {
  loanId: string;
}

/** PUT /api/loan-applications/admin/loan/{id}/status: 409 when the loan has moved on meanwhile. */
export function updateLoanStatus({ loanId, ...request }: UpdateLoanStatusInput) {
  return apiFetch(`/api/loan-applications/admin/loan/${encodeURIComponent(loanId)}/status`, {
    method: 'PUT',
    body: request,
  });
}

export function useUpdateLoanStatus() {
  return useMutation({ mutationFn: updateLoanStatus });
}
