import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session/get-me';

const SENT_MESSAGE = 'A new verification email has been sent. Please check your inbox.';

export async function resendVerificationEmail(): Promise<string> {
  const response = await apiFetch('/api/auth/resend-verification-email', { method: 'POST', body: {} });
  return response.msg || SENT_MESSAGE;
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
