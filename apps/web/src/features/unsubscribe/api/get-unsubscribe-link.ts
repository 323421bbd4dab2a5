import { type UnsubscribeLink, unsubscribeLinkSchema } from '@kwacha/shared/consent/marketing-consent';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const unsubscribeLinkQueryKey = (token: string | null) => ['unsubscribe', token] as const;

/** GET /api/unsubscribe?token=…: whose address the link is for, and whether it receives news and offers. */
export async function getUnsubscribeLink(token: string, signal?: AbortSignal): Promise<UnsubscribeLink> {
  const { data } = await apiFetch(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
    schema: unsubscribeLinkSchema,
    signal,
  });
  return data;
}

/** Only read: opening the page changes nothing until the button is pressed. */
export function useUnsubscribeLinkQuery(token: string | null) {
  return useQuery({
    queryKey: unsubscribeLinkQueryKey(token),
    queryFn: ({ signal }) => getUnsubscribeLink(token ?? '', signal),
    enabled: token !== null,
    retry: false,
  });
}
