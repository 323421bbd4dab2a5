import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session/get-me';

/** The server's message, or '' when it sent none (the page then says its own, in the reader's language). */
export async function resendVerificationEmail(): Promise<string> {
  const response = await apiFetch('/api/auth/resend-verification-email', { method: 'POST', body: {} });
  return response.msg || '';
}

export function useResendVerificationEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerificationEmail,
    onError: (error) => {
      // Verified meanwhile (another tab, another phone): reload the user so the screen catches up.
      if (isApiError(error) && error.code === 'ALREADY_VERIFIED') {
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }
    },
  });
}
