import { type SmsMessageView, smsMessageViewSchema } from '@kwacha/shared/staff/sms-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { SMS_MESSAGES_KEY } from './get-sms-messages';

/** POST /api/admin/sms-messages/{id}/resend; the answer's message says where the new text goes. */
export async function resendSms(id: string): Promise<{ sms: SmsMessageView; message: string }> {
  const { data, message } = await apiFetch(`/api/admin/sms-messages/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    schema: smsMessageViewSchema,
  });
  return { sms: data, message };
}

/** Sends one failed text again; whatever the answer, the list is read again. */
export function useResendSms(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendSms(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SMS_MESSAGES_KEY }),
  });
}
