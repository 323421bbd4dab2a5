import type { RequestAnotherPhoto } from '@kwacha/shared/kyc/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { IDENTITY_CHECKS_KEY, identityCheckPath } from './identity-checks-keys';

export type IdentityDecision =
  | { action: 'approve' }
  | { action: 'request-another-photo'; request: RequestAnotherPhoto };

/**
 * POST /api/admin/kyc/:userId/approve, or …/request-another-photo with `{ kind, reason }` (docs/product.md
 * §20). Whatever the answer, list and review are read again: someone else may have decided first (409).
 */
export async function decideIdentityCheck(userId: string, decision: IdentityDecision): Promise<string> {
  const path = `${identityCheckPath(userId)}/${decision.action}`;
  const body = decision.action === 'approve' ? {} : decision.request;
  const { message } = await apiFetch(path, { method: 'POST', body });
  return message;
}

export function useDecideIdentityCheck(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: IdentityDecision) => decideIdentityCheck(userId, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: IDENTITY_CHECKS_KEY }),
  });
}
