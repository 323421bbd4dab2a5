import { type EmailDetail, emailDetailSchema } from '@kwacha/shared/staff/email-management';
import { apiFetch } from '../../../../lib/api-client';
import { useStaffRecordQuery } from '../../../../lib/use-staff-page-query';
import { EMAIL_REFRESH_MS, EMAILS_KEY, isInFlight } from './email-keys';

/** GET /api/admin/emails/{id}: the message as its recipient saw it, every secret masked by the server. */
export async function getEmail(id: string, signal?: AbortSignal): Promise<EmailDetail> {
  const { data } = await apiFetch(`/api/admin/emails/${encodeURIComponent(id)}`, {
    schema: emailDetailSchema,
    signal,
  });
  return data;
}

/** One message, read again every few seconds while it is on its way. */
export function useEmailQuery(id: string) {
  return useStaffRecordQuery({
    queryKey: [...EMAILS_KEY, 'message', id],
    fetchData: (signal) => getEmail(id, signal),
    refetchInterval: (email) => (email && isInFlight(email.status) ? EMAIL_REFRESH_MS : false),
  });
}
