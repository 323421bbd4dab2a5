import {
  type SmsPreference,
  type SmsPreferenceRequest,
  smsPreferenceSchema,
} from '@kwacha/shared/sms/sms-preference';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiFetch } from '../../../lib/api-client';

export const SMS_PREFERENCE_QUERY_KEY = ['sms-preference'] as const;

/** GET /api/me/sms-preference: whether texts are on, and the number they go to. */
export function useSmsPreferenceQuery() {
  return useQuery({
    queryKey: SMS_PREFERENCE_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/me/sms-preference', { schema: smsPreferenceSchema, signal })).data,
  });
}

/** PUT /api/me/sms-preference; the answer is the new state, shown at once. */
export function changeSmsPreference(request: SmsPreferenceRequest): Promise<ApiResponse<SmsPreference>> {
  return apiFetch('/api/me/sms-preference', { method: 'PUT', body: request, schema: smsPreferenceSchema });
}

export function useChangeSmsPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSmsPreference,
    onSuccess: (response) => queryClient.setQueryData(SMS_PREFERENCE_QUERY_KEY, response.data),
  });
}
