/**
 * Why a repayment failed, as a borrower is told it (docs/product.md §13.5, §22.2). Providers explain a
 * failure in their own English — MTN a bare code ("NOT_ENOUGH_FUNDS"), Airtel its message and code
 * ("… (DP00800001007)"), Lenco a sentence, the simulator its own — and payments.failure_code keeps only
 * insufficient_funds, refused or expired. The known reasons fall into a few kinds that screens translate;
 * the provider's words are shown beside them as a detail, never instead of them.
 */
export const PAYMENT_FAILURE_KINDS = [
  'insufficient_funds',
  'declined',
  'expired',
  'not_found',
  'limit',
  'wrong_network',
  'other',
] as const;
export type PaymentFailureKind = (typeof PAYMENT_FAILURE_KINDS)[number];

// First match wins, most specific first: "Transaction expired" is an expiry, not a refusal; a limit or a
// missing wallet is said before the generic "refused". Airtel's codes are in parentheses after its text.
const KINDS: readonly (readonly [PaymentFailureKind, RegExp])[] = [
  [
    'insufficient_funds',
    /insufficient|not enough (funds|balance|money)|low balance|balance is (too )?low|NOT_ENOUGH_FUNDS|DP00800001007/i,
  ],
  ['expired', /expired|not confirmed in time|timed? ?out|DP00800001029/i],
  ['wrong_network', /collects only from|pays only|only Airtel|not a Zambian mobile number|wrong network/i],
  [
    'not_found',
    /not found|not registered|not on Airtel Money|invalid (msisdn|number|account|wallet)|incorrect (mobile )?number|PAYER_NOT_FOUND|PAYEE_NOT_FOUND|DP00800001010/i,
  ],
  ['limit', /limit|out of range|below the minimum|above the maximum|DP00800001003|DP00800001004/i],
  [
    'declined',
    /declin|reject|refus|cancel|do not hono|\bPIN\b|APPROVAL_REJECTED|NOT_ALLOWED|DP00800001002|DP00800001005|DP00800001008|DP00800001009/i,
  ],
];

/** The kind of a failed or expired payment's failure; null for a payment that did not fail. */
export function paymentFailureKind(payment: {
  status: string;
  failureReason: string | null;
}): PaymentFailureKind | null {
  if (payment.status === 'expired') return 'expired';
  if (payment.status !== 'failed') return null;
  const reason = payment.failureReason ?? '';
  return KINDS.find(([, pattern]) => pattern.test(reason))?.[0] ?? 'other';
}
