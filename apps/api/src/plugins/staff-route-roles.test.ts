import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * docs/product.md §6 on the server: every staff route refuses a borrower (403) and a stranger (401), and
 * the superuser routes refuse an admin (403). The list below must name every route under an admin path;
 * the first test fails when a new one is added without being listed here.
 */
const LOAN = '00000000-0000-4000-8000-000000000000';
const PRODUCT = {
  name: 'Solar Loan',
  description: 'Panels and batteries for your home.',
  minAmount: 500,
  maxAmount: 20000,
  minMonths: 3,
  maxMonths: 12,
  monthlyRatePercent: 2.75,
  active: true,
};
const CAMPAIGN = { subject: 'Rainy season offer', markdown: 'Lower rates **this month**.' };
const STAFF_ROUTES = [
  { method: 'GET', url: '/api/loan-applications/admin' },
  { method: 'GET', url: `/api/loan-applications/admin/${LOAN}` },
  { method: 'GET', url: `/api/loan-applications/admin/${LOAN}/statement.pdf` },
  { method: 'GET', url: `/api/loan-applications/admin/${LOAN}/clearance-letter.pdf` },
  { method: 'GET', url: `/api/payments/admin/${LOAN}/receipt.pdf` },
  { method: 'GET', url: `/api/loan-applications/admin/${LOAN}/payoff-quote` },
  { method: 'PUT', url: `/api/loan-applications/admin/loan/${LOAN}/status`, payload: { status: 'approved' } },
  {
    method: 'PUT',
    url: `/api/loan-applications/admin/loan/${LOAN}/disburse/initiate`,
    payload: { amount: 950, disbursementMethod: 'mobile_money' },
  },
  {
    method: 'POST',
    url: `/api/loan-applications/admin/loan/${LOAN}/disburse/confirm`,
    payload: { transactionId: 'DSB-X', otp: '123456' },
  },
  {
    method: 'PUT',
    url: `/api/loan-applications/admin/loan/${LOAN}/destination`,
    payload: {
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: 'airtel',
      mobileMoneyNumber: '0977123456',
      basis: 'borrower_documented_request',
      reference: 'Letter of 2 December',
    },
  },
  {
    method: 'POST',
    url: `/api/loan-applications/admin/loan/${LOAN}/cancel`,
    payload: { reason: 'The borrower no longer needs the loan.' },
  },
  { method: 'GET', url: `/api/admin/credit-bureau/disputes/by-complaint/${LOAN}` },
  {
    method: 'POST',
    url: `/api/admin/credit-bureau/disputes/${LOAN}/resolve`,
    payload: { outcome: 'upheld', resolution: 'The record was right and stays.' },
  },
  { method: 'GET', url: '/api/admin/statistics' },
  { method: 'GET', url: '/api/admin/statistics/export/months' },
  { method: 'POST', url: '/api/admin/statistics/refresh' },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/audit/filters' },
  { method: 'GET', url: '/api/admin/audit/export' },
  { method: 'GET', url: '/api/admin/sms-messages' },
  { method: 'POST', url: `/api/admin/sms-messages/${LOAN}/resend` },
  { method: 'GET', url: '/api/admin/flagged-payments' },
  { method: 'GET', url: '/api/admin/flagged-payments/count' },
  {
    method: 'POST',
    url: `/api/admin/flagged-payments/${LOAN}/resolve`,
    payload: { action: 'dismiss', note: 'No money moved.' },
  },
  { method: 'GET', url: '/api/admin/complaints' },
  { method: 'GET', url: '/api/admin/complaints/assignees' },
  { method: 'GET', url: `/api/admin/complaints/${LOAN}` },
  { method: 'POST', url: `/api/admin/complaints/${LOAN}/acknowledge`, payload: {} },
  { method: 'POST', url: `/api/admin/complaints/${LOAN}/assign`, payload: { assigneeId: LOAN } },
  { method: 'POST', url: `/api/admin/complaints/${LOAN}/notes`, payload: { body: 'Called the borrower.' } },
  {
    method: 'POST',
    url: `/api/admin/complaints/${LOAN}/resolve`,
    payload: { resolution: 'We applied the payment and wrote to the borrower.' },
  },
  { method: 'GET', url: '/api/admin/data-rights-requests' },
  { method: 'POST', url: `/api/admin/data-rights-requests/${LOAN}/complete`, payload: {} },
  {
    method: 'POST',
    url: `/api/admin/data-rights-requests/${LOAN}/refuse`,
    payload: { reason: 'The NRC copy does not match.' },
  },
  { method: 'GET', url: '/api/admin/kyc' },
  { method: 'GET', url: '/api/admin/kyc-settings' },
  { method: 'GET', url: '/api/admin/kyc-pending-deletions' },
  { method: 'GET', url: `/api/admin/kyc/${LOAN}` },
  { method: 'GET', url: `/api/admin/kyc/${LOAN}/documents/selfie` },
  { method: 'POST', url: `/api/admin/kyc/${LOAN}/approve` },
  {
    method: 'POST',
    url: `/api/admin/kyc/${LOAN}/request-another-photo`,
    payload: { kind: 'selfie', reason: 'The photo is blurred.' },
  },
  { method: 'GET', url: '/api/admin/business-date' },
  { method: 'GET', url: '/api/admin/settings/collection-rules' },
  { method: 'GET', url: '/api/admin/collections' },
  { method: 'GET', url: '/api/admin/collections/collectors' },
  { method: 'GET', url: `/api/admin/collections/${LOAN}` },
  { method: 'POST', url: '/api/admin/collections/assign', payload: { loanIds: [LOAN], staffUserId: null } },
  {
    method: 'POST',
    url: `/api/admin/collections/${LOAN}/contacts`,
    payload: { channel: 'call', outcome: 'no_answer' },
  },
  {
    method: 'POST',
    url: `/api/admin/collections/${LOAN}/promises`,
    payload: { amount: '100', date: '2026-12-01' },
  },
  { method: 'GET', url: '/api/admin/collections/promise-stats' },
  { method: 'GET', url: `/api/admin/loans/${LOAN}/write-off` },
  { method: 'POST', url: `/api/admin/loans/${LOAN}/write-off`, payload: { reason: 'Unreachable.' } },
  { method: 'POST', url: `/api/admin/loans/${LOAN}/waiver`, payload: { reason: 'Borrower died.' } },
  { method: 'GET', url: `/api/admin/loans/${LOAN}/restructures` },
  { method: 'GET', url: `/api/admin/loans/${LOAN}/credit-report` },
  { method: 'POST', url: `/api/admin/loans/${LOAN}/credit-report/check` },
  {
    method: 'POST',
    url: `/api/admin/loans/${LOAN}/restructures`,
    payload: { kind: 'longer_term', months: 3 },
  },
  { method: 'POST', url: `/api/admin/restructures/${LOAN}/approve` },
  { method: 'POST', url: `/api/admin/restructures/${LOAN}/reject` },
  { method: 'GET', url: '/api/admin/accounting/accounts' },
  { method: 'GET', url: '/api/admin/accounting/trial-balance?from=2026-11-01&to=2026-11-30' },
  { method: 'GET', url: '/api/admin/accounting/trial-balance.csv?from=2026-11-01&to=2026-11-30' },
  { method: 'GET', url: '/api/admin/accounting/trial-balance.pdf?from=2026-11-01&to=2026-11-30' },
  { method: 'GET', url: '/api/admin/accounting/journal.csv?from=2026-11-01&to=2026-11-30' },
  { method: 'GET', url: '/api/admin/accounting/periods' },
  { method: 'GET', url: '/api/admin/accounting/provisions?month=2026-11' },
  { method: 'GET', url: '/api/admin/reconciliation/statements' },
  { method: 'GET', url: `/api/admin/reconciliation/statements/${LOAN}` },
  { method: 'GET', url: '/api/admin/credit-bureau/submissions' },
  { method: 'GET', url: `/api/admin/credit-bureau/submissions/${LOAN}/rejects` },
  { method: 'GET', url: '/api/admin/emails' },
  { method: 'GET', url: '/api/admin/emails/failed-counts' },
  { method: 'GET', url: `/api/admin/emails/${LOAN}` },
  { method: 'POST', url: `/api/admin/emails/${LOAN}/resend` },
  { method: 'POST', url: '/api/admin/emails/retry-failed', payload: { kind: 'repayment-reminder' } },
] as const;
const SUPERUSER_ROUTES = [
  { method: 'GET', url: '/api/admin/settings' },
  { method: 'PUT', url: '/api/admin/settings/fees', payload: { serviceFeePercent: 5 } },
  { method: 'PUT', url: '/api/admin/settings/late-fee', payload: { lateFeePercent: 5, graceDays: 3 } },
  {
    method: 'PUT',
    url: '/api/admin/settings/instant-approval',
    payload: { enabled: true, firstLoanLimit: 2000, growthPercent: 50, cap: 50000 },
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/disbursement-code',
    payload: { lifetimeMinutes: 10, maxAttempts: 5 },
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/identity-checks',
    payload: { requiredBeforeDisbursement: true },
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/delinquency-buckets',
    payload: { upperBounds: [30, 60, 90, 180] },
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/provision-rates',
    payload: { currentPercent: 1, bucketPercents: [5, 25, 25, 50, 100] },
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/credit-listing-notice',
    payload: { noticeDays: 20 },
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/collection-rules',
    payload: {
      fromHour: 8,
      toHour: 18,
      sundays: false,
      maxContactsPerDay: 3,
      promiseMaxDays: 30,
      writeOffDays: 180,
    },
  },
  { method: 'POST', url: '/api/admin/business-date/advance', payload: { days: 1 } },
  { method: 'POST', url: `/api/admin/write-offs/${LOAN}/approve` },
  { method: 'POST', url: `/api/admin/write-offs/${LOAN}/reject`, payload: {} },
  {
    method: 'PUT',
    url: '/api/admin/accounting/accounts/loan_principal',
    payload: { glCode: '1200/01' },
  },
  { method: 'POST', url: '/api/admin/accounting/periods/2026-11/close' },
  { method: 'POST', url: '/api/admin/reconciliation/statements' },
  { method: 'POST', url: '/api/admin/credit-bureau/submissions', payload: { month: '2026-11' } },
  { method: 'GET', url: `/api/admin/credit-bureau/submissions/${LOAN}/file` },
  { method: 'POST', url: `/api/admin/credit-bureau/submissions/${LOAN}/sent` },
  {
    method: 'POST',
    url: `/api/admin/reconciliation/lines/${LOAN}/resolution`,
    payload: { action: 'investigated', note: 'Checked with the provider.' },
  },
  { method: 'GET', url: '/api/admin/products' },
  { method: 'POST', url: '/api/admin/products', payload: PRODUCT },
  { method: 'PUT', url: `/api/admin/products/${LOAN}`, payload: PRODUCT },
  { method: 'GET', url: `/api/admin/products/${LOAN}/credit-check` },
  {
    method: 'PUT',
    url: `/api/admin/products/${LOAN}/credit-check`,
    payload: {
      checkMandatory: true,
      onFailure: 'hold',
      freshDays: 30,
      maxArrearsDaysElsewhere: 30,
      minScore: null,
      maxTotalInstalments: null,
    },
  },
  { method: 'GET', url: '/api/admin/users' },
  {
    method: 'POST',
    url: '/api/admin/users',
    payload: { email: 'new.staff@kwacha.test', firstName: 'New', lastName: 'Staff', role: 'admin' },
  },
  { method: 'GET', url: `/api/admin/users/${LOAN}` },
  { method: 'PUT', url: `/api/admin/users/${LOAN}/role`, payload: { role: 'admin' } },
  { method: 'POST', url: `/api/admin/users/${LOAN}/deactivate` },
  { method: 'POST', url: `/api/admin/users/${LOAN}/reactivate` },
  { method: 'POST', url: `/api/admin/users/${LOAN}/resend-verification` },
  { method: 'POST', url: `/api/admin/users/${LOAN}/unlock-login` },
  { method: 'POST', url: `/api/admin/users/${LOAN}/remove-authenticator` },
  { method: 'GET', url: `/api/admin/users/${LOAN}/ussd-sessions` },
  { method: 'GET', url: '/api/admin/campaigns' },
  { method: 'POST', url: '/api/admin/campaigns', payload: CAMPAIGN },
  { method: 'GET', url: '/api/admin/campaigns/audience-count' },
  { method: 'POST', url: '/api/admin/campaigns/preview', payload: CAMPAIGN },
  { method: 'GET', url: `/api/admin/campaigns/${LOAN}` },
  { method: 'PUT', url: `/api/admin/campaigns/${LOAN}`, payload: CAMPAIGN },
  { method: 'POST', url: `/api/admin/campaigns/${LOAN}/test` },
  { method: 'POST', url: `/api/admin/campaigns/${LOAN}/send`, payload: {} },
  { method: 'POST', url: `/api/admin/campaigns/${LOAN}/pause` },
  { method: 'POST', url: `/api/admin/campaigns/${LOAN}/resume` },
  { method: 'POST', url: `/api/admin/campaigns/${LOAN}/cancel` },
] as const;

type Route = { method: string; url: string; payload?: object };

/** Every method and full path from Fastify's route tree (each level indents four characters). */
function registeredRoutes(tree: string): { method: string; path: string }[] {
  const parents: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push({ method, path });
    }
  }
  return routes;
}

let t: TestApp;
let borrowerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  borrowerToken = (await borrowerWithApplication(t)).borrower.token;
  adminToken = (await signedInStaff(t, 'admin')).token;
});
afterAll(async () => t.close());

const call = (route: Route, token?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    ...(route.payload && { payload: route.payload }),
    ...(token && { headers: { 'x-auth-token': token } }),
  });

describe('staff routes and roles', () => {
  it('lists every route under an admin path', () => {
    const adminRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.path.includes('/admin'))
      .map(
        (r) =>
          `${r.method} ${r.path
            .replace(/:id|:userId|:loanId/g, LOAN)
            .replace(':table', 'months')
            .replace(':kind', 'selfie')
            .replace(':account', 'loan_principal')
            .replace(':month', '2026-11')}`,
      );
    const listed = [...STAFF_ROUTES, ...SUPERUSER_ROUTES].map((r) => `${r.method} ${r.url.split('?')[0]}`);
    expect(adminRoutes.sort()).toEqual(listed.sort());
  });

  it.each([...STAFF_ROUTES, ...SUPERUSER_ROUTES])(
    '$method $url: 401 without a session, 403 for a borrower',
    async (route) => {
      expect((await call(route)).statusCode).toBe(401);
      const res = await call(route, borrowerToken);
      expect(res.statusCode).toBe(403);
      expect(res.json().success).toBe(false);
    },
  );

  it.each(SUPERUSER_ROUTES)('$method $url: 403 for an admin', async (route) => {
    expect((await call(route, adminToken)).statusCode).toBe(403);
  });

  it.each(STAFF_ROUTES)('$method $url: an admin passes the role check', async (route) => {
    // Past authorisation the made-up loan is simply not found (or the body is judged): never 401/403.
    expect([200, 400, 404, 409]).toContain((await call(route, adminToken)).statusCode);
  });
});
