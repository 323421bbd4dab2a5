import type { ApplyRequest } from '@kwacha/shared/loans/apply-request';
import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/loan-applications/apply: 201 with the new loan, or 400/403/409 with the reason. */
export function applyForLoan(request: ApplyRequest) {
  return apiFetch<LoanView>('/api/loan-applications/apply', { method: 'POST', body: request });
}

export function useApplyForLoan() {
  return useMutation({ mutationFn: applyForLoan });
}
