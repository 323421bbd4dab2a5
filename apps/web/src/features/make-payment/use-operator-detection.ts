import type { MobileOperator } from '@kwacha/shared/phone/zambian-phone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { detectNetwork, detectNetworkQueryKey } from './api/detect-network';
import { isValidPaymentPhone, paymentPhoneDigits } from './payment-rules';

/** Typing pauses this long before the number is sent for detection: one call per number, not per key. */
export const DETECT_DEBOUNCE_MS = 400;

export type Detection =
  | { status: 'idle' }
  | { status: 'detecting' }
  | { status: 'done'; operator: MobileOperator | null };

const detectionQuery = (phone: string) => {
  const digits = paymentPhoneDigits(phone);
  // A number's network does not change while the page is open: ask once per number.
  return {
    queryKey: detectNetworkQueryKey(digits),
    queryFn: () => detectNetwork(digits),
    staleTime: Infinity,
  };
};

/** The operator of the number being typed, detected once the number is complete and typing has paused. */
export function useOperatorDetection(phone: string) {
  const queryClient = useQueryClient();
  const [settledPhone, setSettledPhone] = useState(phone);
  useEffect(() => {
    const timer = setTimeout(() => setSettledPhone(phone), DETECT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [phone]);

  const query = useQuery({ ...detectionQuery(settledPhone), enabled: isValidPaymentPhone(settledPhone) });

  // A number already asked about (e.g. by a submit before the pause ended) needs no wait.
  const known = queryClient.getQueryData<MobileOperator | null>(detectionQuery(phone).queryKey);
  const answer = known !== undefined ? known : settledPhone === phone ? query.data : undefined;
  const detection: Detection = !isValidPaymentPhone(phone)
    ? { status: 'idle' }
    : answer === undefined
      ? { status: 'detecting' }
      : { status: 'done', operator: answer };

  /** The operator of `value` now, for a submit that comes before the pause is over. */
  const resolve = useCallback(
    (value: string) => queryClient.fetchQuery(detectionQuery(value)),
    [queryClient],
  );

  return { detection, resolve };
}
