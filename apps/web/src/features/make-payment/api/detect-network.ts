import { detectNetworkResponseSchema } from '@kwacha/shared/payments/payment-view';
import type { MobileOperator } from '@kwacha/shared/phone/zambian-phone';
import { apiFetch } from '../../../lib/api-client';
import { localOperator } from '../payment-rules';

/**
 * POST /api/mobile-network/detect: the operator that serves a number, or null. docs/product.md §7: on any
 * failure the client falls back to its own prefix rules, so this never throws.
 */
export async function detectNetwork(phoneNumber: string): Promise<MobileOperator | null> {
  try {
    const { data } = await apiFetch('/api/mobile-network/detect', {
      method: 'POST',
      body: { phoneNumber },
      schema: detectNetworkResponseSchema,
    });
    return data.detectedNetwork;
  } catch {
    return localOperator(phoneNumber);
  }
}

export const detectNetworkQueryKey = (phoneDigits: string) => ['mobile-network', phoneDigits] as const;
