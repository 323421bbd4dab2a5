import { createComplaint } from '../../../test/builders/complaints';
import { createLoan } from '../../../test/builders/loans';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../test/fake-api';

/** The borrower's one loan, which a complaint may name. */
export const COMPLAINT_LOAN = createLoan({ id: 'c0ffee00-1111-4222-8333-444455556666' });

/**
 * Signs in a borrower with one loan and no payments; `list` answers GET /api/complaints and `extra`
 * adds or replaces routes. Returns the fake API, to read what was sent.
 */
export function signInForComplaints(
  list: FakeReply | FakeReply[],
  extra: Record<string, FakeReply | FakeReply[]> = {},
) {
  return signedInAs(createUser(), {
    ...notificationRoutes(),
    'GET /api/loan-applications/my-loans': ok([COMPLAINT_LOAN]),
    'GET /api/payments': ok([]),
    'GET /api/complaints': list,
    ...extra,
  });
}

/** An open complaint (CMP-7K4M-Q2XD) and an older resolved one (CMP-2222-3333), newest first. */
export const openAndResolvedComplaints = () => [
  createComplaint(),
  createComplaint({
    id: 'cmp-0',
    reference: 'CMP-2222-3333',
    status: 'resolved',
    category: 'wrong_amount_or_charges',
    resolvedAt: '2026-11-20T09:00:00.000Z',
    resolution: 'We refunded the late fee of K50.',
  }),
];
