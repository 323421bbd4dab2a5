import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import {
  type DisburseConfirmRequest,
  disburseConfirmResponseSchema,
} from '@kwacha/shared/staff/disbursement';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface ConfirmDisbursementInput extends DisburseConfirmRequest {
  loanId: string;
}

export interface ConfirmDisbursementResult {
  /** False on 202: the code was right and the transfer sent, but the provider has not answered yet. */
  providerAnswered: boolean;
  message: string;
  loan: AdminLoanView | undefined;
}

/**
 * POST …/disburse/confirm. The updated loan in the answer is a convenience: once the server said yes the
 * money has moved, so an answer we cannot read must not look like a failure (the page reloads instead).
 */
export async function confirmDisbursement({
  loanId,
  ...request
}: ConfirmDisbursementInput): Promise<ConfirmDisbursementResult> {
  const response = await apiFetch(
    `/api/loan-applications/admin/loan/${encodeURIComponent(loanId)}/disburse/confirm`,
    { method: 'POST', body: request },
  );
  const parsed = disburseConfirmResponseSchema.safeParse(response.data);
  return {
    providerAnswered: response.status !== 202,
    message: response.message,
    loan: parsed.success ? parsed.data.loanApplication : undefined,
  };
}

export function useConfirmDisbursement() {
  return useMutation({ mutationFn: confirmDisbursement });
}
