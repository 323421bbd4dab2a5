import { type FailedEmailsRetried, failedEmailsRetriedSchema } from '@kwacha/shared/staff/email-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { EMAILS_KEY } from './email-keys';

/** POST /api/admin/emails/retry-failed: every failed message of one kind, queued again. */
export async function retryFailedEmails(
  kind: string,
): Promise<{ retried: FailedEmailsRetried; message: string }> {
  const { data, message } = await apiFetch('/api/admin/emails/retry-failed', {
    method: 'POST',
    body: { kind },
    schema: failedEmailsRetriedSchema,
  });
  return { retried: data, message };
}

export function useRetryFailedEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: string) => retryFailedEmails(kind),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMAILS_KEY }),
  });
}
