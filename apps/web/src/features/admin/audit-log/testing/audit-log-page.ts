import { createAuditFilterChoices, createAuditLogPage } from '../../../../test/builders/audit-log';
import { notificationRoutes } from '../../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../../test/fake-api';

export const AUDIT_PAGE = '/admin-dashboard/audit';
export const GET_AUDIT = 'GET /api/admin/audit';
export const GET_AUDIT_FILTERS = 'GET /api/admin/audit/filters';
export const GET_AUDIT_EXPORT = 'GET /api/admin/audit/export';

/** A signed-in admin (or superuser) whose audit log calls answer as given. */
export function showAuditLog(
  replies: FakeReply | FakeReply[] = ok(createAuditLogPage()),
  extra: Record<string, FakeReply | FakeReply[]> = {},
  role: 'admin' | 'superuser' = 'admin',
) {
  return signedInAs(createUser({ role, firstName: 'Mwila', lastName: 'Banda' }), {
    ...notificationRoutes(),
    'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
    [GET_AUDIT_FILTERS]: ok(createAuditFilterChoices()),
    [GET_AUDIT]: replies,
    ...extra,
  });
}

export type AuditApi = ReturnType<typeof showAuditLog>;

/** The query of the latest page request, as an object. */
export function lastAuditQuery(api: AuditApi): Record<string, string> {
  const url = api.calls(GET_AUDIT).at(-1)?.url ?? '';
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}
