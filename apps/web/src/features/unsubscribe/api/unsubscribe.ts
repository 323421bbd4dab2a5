import { useMutation } from '@tanstack/react-query';
import { type ApiResponse, apiFetch } from '../../../lib/api-client';

/** POST /api/unsubscribe?token=…: withdraws consent to news and offers; no sign-in needed. */
export function unsubscribe(token: string): Promise<ApiResponse<null>> {
  return apiFetch(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    // Recorded as the link's page, not a mail app's one click.
    body: { confirmedOnPage: true },
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
