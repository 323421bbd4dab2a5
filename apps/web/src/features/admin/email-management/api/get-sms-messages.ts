import { type SmsList, smsListSchema } from '@kwacha/shared/staff/sms-messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { EMAIL_REFRESH_MS } from './email-keys';

/** Every query of the text list starts with this key, so sending one again refreshes every page. */
export const SMS_MESSAGES_KEY = ['admin', 'sms-messages'] as const;

/** GET /api/admin/sms-messages: one keyset page of texts, newest first (docs/product.md §19.4). */
export async function getSmsMessages(query: string, signal?: AbortSignal): Promise<SmsList> {
  const { data } = await apiFetch(`/api/admin/sms-messages?${query}`, { schema: smsListSchema, signal });
  return data;
}

/**
 * One page for the given query string, read again every few seconds while a text on it waits to be sent
 * (a text sent again shows going out). While another page or filter loads, the previous rows stay.
 */
export function useSmsMessagesQuery(query: string) {
  return useQuery({
    queryKey: [...SMS_MESSAGES_KEY, 'page', query],
    queryFn: ({ signal }) => getSmsMessages(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((sms) => sms.status === 'queued') ? EMAIL_REFRESH_MS : false,
  });
}
