import { type EmailList, emailListSchema } from '@kwacha/shared/staff/email-management';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { isAuthFailure } from '../../../../lib/server-message';
import { EMAIL_REFRESH_MS, EMAILS_KEY, isInFlight } from './email-keys';

/** GET /api/admin/emails: one keyset page, newest first. */
export async function getEmails(query: string, signal?: AbortSignal): Promise<EmailList> {
  const { data } = await apiFetch(`/api/admin/emails?${query}`, { schema: emailListSchema, signal });
  return data;
}

/** Whether the page should be read again soon: some message on it is still queued or being sent. */
export const refreshWhileSending = (data: EmailList | undefined) =>
  data?.items.some((row) => isInFlight(row.status)) ? EMAIL_REFRESH_MS : false;

/**
 * One page for the given query string, read again every few seconds while any message on it is on its
 * way. While another page or filter loads, the previous rows stay on screen (marked busy).
 */
export function useEmailsQuery(query: string, { onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: [...EMAILS_KEY, 'page', query],
    queryFn: async ({ signal }) => {
      try {
        return await getEmails(query, signal);
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure?.();
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    refetchInterval: (q) => refreshWhileSending(q.state.data),
  });
}
