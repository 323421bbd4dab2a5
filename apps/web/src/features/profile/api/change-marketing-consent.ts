import {
  type ConsentState,
  consentStateSchema,
  type MarketingConsentRequest,
} from '@kwacha/shared/consent/marketing-consent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiFetch } from '../../../lib/api-client';
import { CONSENT_QUERY_KEY } from './get-consent';

/** PUT /api/consent/marketing: gives or withdraws consent, naming the sentence the page showed. */
export function changeMarketingConsent(request: MarketingConsentRequest): Promise<ApiResponse<ConsentState>> {
  return apiFetch('/api/consent/marketing', { method: 'PUT', body: request, schema: consentStateSchema });
}

/** The answer is the new state: the section shows it at once, without asking again. */
export function useChangeMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMarketingConsent,
    onSuccess: (response) => queryClient.setQueryData(CONSENT_QUERY_KEY, response.data),
  });
}
