import type { FlaggedPayment, FlaggedPaymentList } from '@kwacha/shared/staff/flagged-payments';

/**
 * One flagged payment as GET /api/admin/flagged-payments returns it: K100 that expired, then a signed
 * success arrived from the provider, unless overridden.
 */
export function createFlaggedPayment(overrides: Partial<FlaggedPayment> = {}): FlaggedPayment {
  return {
    id: '5d6e7f80-4444-4555-8666-777788889999',
    reference: 'PAY-20261121-ABCD',
    providerReference: 'LEN-998877',
    provider: 'lenco',
    operator: 'mtn',
    phoneNumber: '+260961234567',
    amount: 100,
    currency: 'ZMW',
    status: 'expired',
    flaggedReason: 'provider reported success after the payment was expired',
    failureReason: 'The payment was not confirmed in time.',
    createdAt: '2026-11-21T08:30:00.000Z',
    settledAt: '2026-11-21T09:01:00.000Z',
    booked: false,
    allowedActions: ['apply', 'refunded', 'dismiss'],
    loan: { id: '0a1b2c3d-1111-4222-8333-444455556666', status: 'active', productName: 'Personal Loan' },
    borrower: {
      id: '9f8e7d6c-5555-4666-8777-888899990000',
      name: 'Chanda Phiri',
      email: 'chanda@example.com',
    },
    previousResolution: null,
    callbacks: [
      {
        id: 7,
        receivedAt: '2026-11-21T09:15:00.000Z',
        provider: 'lenco',
        channel: 'lenco',
        claimedState: 'successful',
        confirmed: true,
        believedState: 'successful',
        result: 'flagged',
        detail: 'provider reported success after the payment was expired',
      },
    ],
    ...overrides,
  };
}

export function createFlaggedPaymentList(
  items: FlaggedPayment[] = [createFlaggedPayment()],
  nextCursor: string | null = null,
): FlaggedPaymentList {
  return { items, nextCursor };
}
