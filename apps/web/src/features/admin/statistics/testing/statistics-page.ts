import { TEST_PRODUCTS } from '../../../../test/builders/loan-products';
import { notificationRoutes } from '../../../../test/builders/notifications';
import { createStatistics } from '../../../../test/builders/statistics';
import { createUser, type FakeReply, ok, signedInAs } from '../../../../test/fake-api';

export const STATISTICS_PAGE = '/admin-dashboard/statistics';
export const GET_STATISTICS = 'GET /api/admin/statistics';
export const REFRESH_STATISTICS = 'POST /api/admin/statistics/refresh';

/** A signed-in admin whose statistics calls answer as given (the fixture book unless told otherwise). */
export function showStatistics(
  replies: FakeReply | FakeReply[] = ok(createStatistics()),
  extra: Record<string, FakeReply | FakeReply[]> = {},
) {
  return signedInAs(createUser({ role: 'admin', firstName: 'Mwila', lastName: 'Banda' }), {
    ...notificationRoutes(),
    'GET /api/loan-products': ok(TEST_PRODUCTS),
    [GET_STATISTICS]: replies,
    ...extra,
  });
}

export type StatisticsApi = ReturnType<typeof showStatistics>;

/** The query of the latest statistics request, as an object. */
export function lastStatisticsQuery(api: StatisticsApi): Record<string, string> {
  const url = api.calls(GET_STATISTICS).at(-1)?.url ?? '';
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}
