import { createEmailList, createFailedEmailCounts } from '../../../../test/builders/emails';
import { notificationRoutes } from '../../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../../test/fake-api';

export const EMAILS_PAGE = '/admin-dashboard/email-management';
export const GET_EMAILS = 'GET /api/admin/emails';
export const GET_FAILED_COUNTS = 'GET /api/admin/emails/failed-counts';
export const RETRY_FAILED = 'POST /api/admin/emails/retry-failed';
export const getEmailRoute = (id: string) => `GET /api/admin/emails/${id}`;
export const resendRoute = (id: string) => `POST /api/admin/emails/${id}/resend`;

/** A signed-in admin whose e-mail management calls answer as given. */
export function showEmails(
  replies: FakeReply | FakeReply[] = ok(createEmailList()),
  extra: Record<string, FakeReply | FakeReply[]> = {},
) {
  return signedInAs(createUser({ role: 'admin', firstName: 'Mwila', lastName: 'Banda' }), {
    ...notificationRoutes(),
    'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
    [GET_FAILED_COUNTS]: ok(createFailedEmailCounts([])),
    [GET_EMAILS]: replies,
    ...extra,
  });
}

export type EmailsApi = ReturnType<typeof showEmails>;

/** The query of the latest list request, as an object. */
export function lastEmailsQuery(api: EmailsApi): Record<string, string> {
  const url = api.calls(GET_EMAILS).at(-1)?.url ?? '';
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

/** The JSON body of a call. */
export function bodyOf(call: { body?: unknown } | undefined): unknown {
  return typeof call?.body === 'string' ? JSON.parse(call.body) : undefined;
}
