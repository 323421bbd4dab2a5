import { type UssdPinRequest, type UssdPinState, ussdPinStateSchema } from '@kwacha/shared/ussd/ussd-pin';
import { useQuery } from '@tanstack/react-query';
import { type ApiResponse, apiFetch } from '../../../lib/api-client';

export const USSD_PIN_QUERY_KEY = ['ussd-pin'] as const;

/** GET /api/me/ussd-pin: whether the USSD PIN is set, locked or not set (docs/product.md §26.3). */
export function useUssdPinQuery() {
  return useQuery({
    queryKey: USSD_PIN_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/me/ussd-pin', { schema: ussdPinStateSchema, signal })).data,
  });
}

/** PUT /api/me/ussd-pin with the password; the answer is the new state. */
export function setUssdPin(request: UssdPinRequest): Promise<ApiResponse<UssdPinState>> {
  return apiFetch('/api/me/ussd-pin', { method: 'PUT', body: request, schema: ussdPinStateSchema });
}
