import { type UssdSessionView, ussdSessionsSchema } from '@kwacha/shared/ussd/ussd-sessions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** GET /api/admin/users/{id}/ussd-sessions: the borrower's latest USSD sessions (superuser). */
export function useUssdSessionsQuery(userId: string) {
  return useQuery({
    queryKey: ['admin', 'users', 'ussd-sessions', userId] as const,
    queryFn: async ({ signal }): Promise<UssdSessionView[]> =>
      (
        await apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/ussd-sessions`, {
          schema: ussdSessionsSchema,
          signal,
        })
      ).data,
  });
}
