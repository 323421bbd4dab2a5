import { type EmailResent, emailResentSchema } from '@kwacha/shared/staff/email-management';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { EMAILS_KEY } from './email-keys';

/** POST /api/admin/emails/{id}/resend; the answer's message says what was sent, and to whom. */
export async function resendEmail(id: string): Promise<{ resent: EmailResent; message: string }> {
  const { data, message } = await apiFetch(`/api/admin/emails/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    schema: emailResentSchema,
  });
  return { resent: data, message };
}

/** Sends one failed message again; whatever the answer, the list, the message and the counts are read again. */
export function useResendEmail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendEmail(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMAILS_KEY }),
  });
}
