import { type EmailList, emailListSchema } from '@kwacha/shared/staff/email-management';
import { apiFetch } from '../../../../lib/api-client';
import { useStaffPageQuery } from '../../../../lib/use-staff-page-query';
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
 * One page for the given query string (lib/use-staff-page-query.ts), read again every few seconds while
 * any message on it is on its way.
 */
export const useEmailsQuery = (query: string) =>
  useStaffPageQuery({
    queryKey: [...EMAILS_KEY, 'page', query],
    fetchPage: (signal) => getEmails(query, signal),
    refetchInterval: refreshWhileSending,
  });
