import { createFlaggedPaymentList } from '../../../../test/builders/flagged-payments';
import { notificationRoutes } from '../../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../../test/fake-api';

export const FLAGGED_PAGE = '/admin-dashboard/flagged-payments';
export const GET_FLAGGED = 'GET /api/admin/flagged-payments';
export const GET_FLAGGED_COUNT = 'GET /api/admin/flagged-payments/count';
export const resolveRoute = (id: string) => `POST /api/admin/flagged-payments/${id}/resolve`;

/** A signed-in admin whose flagged-payment calls answer as given. */
export function showFlaggedPayments(
  replies: FakeReply | FakeReply[] = ok(createFlaggedPaymentList()),
  extra: Record<string, FakeReply | FakeReply[]> = {},
) {
  return signedInAs(createUser({ role: 'admin', firstName: 'Mwila', lastName: 'Banda' }), {
    ...notificationRoutes(),
    [GET_FLAGGED_COUNT]: ok({ count: 1 }),
    [GET_FLAGGED]: replies,
    ...extra,
  });
}

/** The JSON body of the n-th call to a route. */
export function bodyOf(call: { body?: unknown } | undefined): unknown {
  return typeof call?.body === 'string' ? JSON.parse(call.body) : undefined;
}
