import { type EmailDetail, emailDetailSchema } from '@kwacha/shared/staff/email-management';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { isAuthFailure } from '../../../../lib/server-message';
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
export function useEmailQuery(id: string, { onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: [...EMAILS_KEY, 'message', id],
    queryFn: async ({ signal }) => {
      try {
        return await getEmail(id, signal);
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure?.();
        throw error;
      }
    },
    refetchInterval: (q) => (q.state.data && isInFlight(q.state.data.status) ? EMAIL_REFRESH_MS : false),
  });
}
