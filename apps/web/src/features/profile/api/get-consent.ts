import { type ConsentState, consentStateSchema } from '@kwacha/shared/consent/marketing-consent';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const CONSENT_QUERY_KEY = ['consent'] as const;

/** GET /api/consent: the borrower's answer to news and offers, since when, and its history. */
export async function getConsent(signal?: AbortSignal): Promise<ConsentState> {
  const { data } = await apiFetch('/api/consent', { schema: consentStateSchema, signal });
  return data;
}

export function useConsentQuery() {
  return useQuery({ queryKey: CONSENT_QUERY_KEY, queryFn: ({ signal }) => getConsent(signal) });
}
