import { type SmsList, type SmsMessageStatus, smsListSchema } from '@kwacha/shared/staff/sms-messages';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** GET /api/admin/sms-messages: the newest texts, of one status or all (docs/product.md §19). */
export async function getSmsMessages(
  status: SmsMessageStatus | undefined,
  signal?: AbortSignal,
): Promise<SmsList> {
  const query = status ? `?status=${status}` : '';
  const { data } = await apiFetch(`/api/admin/sms-messages${query}`, { schema: smsListSchema, signal });
  return data;
}

export function useSmsMessagesQuery(status: SmsMessageStatus | undefined) {
  return useQuery({
    queryKey: ['admin', 'sms-messages', status ?? 'all'],
    queryFn: ({ signal }) => getSmsMessages(status, signal),
  });
}
