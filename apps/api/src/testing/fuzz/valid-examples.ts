import { randomBytes } from 'node:crypto';
import { unsubscribeToken } from '../../modules/consent/unsubscribe-links';
import { registrationPayload } from '../factories';
import { testConfig } from '../test-app';

/**
 * One valid request per operation, as its natural caller sends it. The fuzz test replaces some of its
 * fields with hostile values: a request that is wrong in one field only gets past the other checks and
 * reaches the code (and the database) behind them — where the 500s were.
 */
export type Role = 'guest' | 'user' | 'admin' | 'superuser';

export interface Example {
  role: Role;
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

export interface ExampleContext {
  loanId: string;
  borrower: { email: string; password: string };
}

const token = () => randomBytes(32).toString('base64url');
const NO_ACCOUNT = '3f2a9c1e-41aa-4c55-9e0b-1234567890ab';
const unsubscribeLink = () => unsubscribeToken(testConfig().sessionSecret, NO_ACCOUNT);

const CAMPAIGN_DRAFT = {
  subject: 'Rainy season offer',
  markdown: 'Lower rates **this month**. [Apply](https://kwacha.test/apply)',
  allowRemoteImages: false,
  audience: { hasActiveLoan: false, hasRepaidLoan: true, noOpenApplication: true },
  ratePerMinute: 600,
};

export function validExamples(ctx: ExampleContext): Record<string, () => Example> {
  const loan = { id: ctx.loanId };
  return {
    'POST /api/auth/register': () => ({ role: 'guest', body: { ...registrationPayload() } }),
    'POST /api/auth/login': () => ({
      role: 'guest',
      body: { emailOrUsername: ctx.borrower.email, password: 'Not-The-Password-1!' },
    }),
    'POST /api/auth/forgot-password': () => ({ role: 'guest', body: { email: ctx.borrower.email } }),
    'POST /api/auth/reset-password/{token}': () => ({
      role: 'guest',
      path: { token: token() },
      body: { password: 'Brand-New-Pass-7!', password2: 'Brand-New-Pass-7!' },
    }),
    'GET /api/auth/verify-email': () => ({ role: 'guest', query: { token: token() } }),
    'POST /api/contact': () => ({
      role: 'guest',
      body: {
        name: 'Mwila Banda',
        email: 'mwila@example.zm',
        phone: '0977123456',
        subject: 'feedback',
        message: 'Hello',
      },
    }),
    'POST /api/loan-applications/quote': () => ({
      role: 'guest',
      body: { productId: 'personal', amount: 1000, duration: 6 },
    }),
    'POST /api/loan-applications/apply': () => ({
      role: 'user',
      body: {
        productId: 'personal',
        amount: 1000,
        duration: 6,
        purpose: 'Stock for my shop',
        disbursementMethod: 'mobile_money',
        mobileMoneyProvider: 'airtel',
        mobileMoneyNumber: '0977123456',
        acceptKeyFacts: true,
      },
    }),
    'GET /api/loan-applications/{id}': () => ({ role: 'user', path: loan }),
    'GET /api/payments': () => ({ role: 'user', query: { loanId: ctx.loanId } }),
    'POST /api/mobile-network/detect': () => ({ role: 'user', body: { phoneNumber: '0977123456' } }),
    'POST /api/collections/mobile-money': () => ({
      role: 'user',
      body: { loanId: ctx.loanId, amount: '10.00', phone: '0977123456', operator: 'airtel' },
    }),
    'GET /api/loan-applications/admin': () => ({
      role: 'admin',
      query: {
        status: 'pending',
        q: 'mwila',
        minAmount: '10',
        maxAmount: '50000',
        from: '2026-01-01',
        to: '2026-12-31',
        sort: 'newest',
        limit: '20',
      },
    }),
    'GET /api/loan-applications/admin/{id}': () => ({ role: 'admin', path: loan }),
    'PUT /api/loan-applications/admin/loan/{id}/status': () => ({
      role: 'admin',
      path: loan,
      body: { status: 'in_review', remarks: 'Checking documents' },
    }),
    'PUT /api/loan-applications/admin/loan/{id}/disburse/initiate': () => ({
      role: 'admin',
      path: loan,
      body: {
        amount: 950,
        disbursementMethod: 'mobile_money',
        mobileMoneyProvider: 'airtel',
        mobileMoneyNumber: '+260977123456',
      },
    }),
    'POST /api/loan-applications/admin/loan/{id}/disburse/confirm': () => ({
      role: 'admin',
      path: loan,
      body: { transactionId: 'DSB-0000000000000000', otp: '123456' },
    }),
    // Settings and products: the values in force by default, so the fuzzing changes nothing that matters.
    'PUT /api/admin/settings/fees': () => ({ role: 'superuser', body: { serviceFeePercent: 5 } }),
    // Kept on: the fuzzing must not switch the identity checks off for the rest of the run.
    'PUT /api/admin/settings/identity-checks': () => ({
      role: 'superuser',
      body: { requiredBeforeDisbursement: true },
    }),
    'PUT /api/admin/settings/late-fee': () => ({
      role: 'superuser',
      body: { lateFeePercent: 5, graceDays: 3 },
    }),
    'PUT /api/admin/settings/instant-approval': () => ({
      role: 'superuser',
      body: { enabled: false, firstLoanLimit: 2000, growthPercent: 50, cap: 50000 },
    }),
    'PUT /api/admin/settings/disbursement-code': () => ({
      role: 'superuser',
      body: { lifetimeMinutes: 10, maxAttempts: 5 },
    }),
    'PUT /api/admin/products/{id}': () => ({
      role: 'superuser',
      path: { id: 'personal' },
      body: {
        name: 'Personal Loan',
        description: 'For everyday needs, emergencies and planned purchases.',
        minAmount: 10,
        maxAmount: 50000,
        minMonths: 1,
        maxMonths: 12,
        monthlyRatePercent: 2.5,
        active: true,
      },
    }),
    'POST /api/admin/products': () => ({
      role: 'superuser',
      body: {
        name: 'Solar Loan',
        description: 'Panels and batteries for your home.',
        minAmount: 500,
        maxAmount: 20000,
        minMonths: 3,
        maxMonths: 12,
        monthlyRatePercent: 2.75,
        active: true,
      },
    }),
    'GET /api/admin/audit': () => ({
      role: 'admin',
      query: {
        actor: 'system',
        action: 'loan.status_changed',
        loanId: ctx.loanId,
        userId: '3f2a9c1e-41aa-4c55-9e0b-1234567890ab',
        from: '2026-01-01',
        to: '2026-12-31',
        limit: '20',
      },
    }),
    'GET /api/admin/audit/export': () => ({
      role: 'admin',
      query: { action: 'loan.status_changed', loanId: ctx.loanId, from: '2026-01-01', to: '2026-12-31' },
    }),
    'GET /api/admin/flagged-payments': () => ({ role: 'admin', query: { limit: '20' } }),
    // Complaints (docs/product.md §17): staff actions aim at an id no complaint has.
    'POST /api/complaints': () => ({
      role: 'user',
      body: { category: 'other', description: 'My payment of K100 does not show.', loanId: ctx.loanId },
    }),
    'GET /api/complaints/{id}': () => ({ role: 'user', path: { id: NO_ACCOUNT } }),
    'GET /api/complaints/{id}/attachment': () => ({ role: 'user', path: { id: NO_ACCOUNT } }),
    'GET /api/admin/complaints': () => ({ role: 'admin', query: { status: 'unresolved', overdue: 'true' } }),
    'GET /api/admin/complaints/{id}': () => ({ role: 'admin', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/complaints/{id}/acknowledge': () => ({ role: 'admin', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/complaints/{id}/assign': () => ({
      role: 'admin',
      path: { id: NO_ACCOUNT },
      body: { assigneeId: NO_ACCOUNT },
    }),
    'POST /api/admin/complaints/{id}/notes': () => ({
      role: 'admin',
      path: { id: NO_ACCOUNT },
      body: { body: 'Called the borrower.' },
    }),
    'POST /api/admin/complaints/{id}/resolve': () => ({
      role: 'admin',
      path: { id: NO_ACCOUNT },
      body: { resolution: 'We refunded the charge.' },
    }),
    // Identity checks (docs/product.md §20): JSON where a photo belongs is a 400; staff aim at no one.
    'GET /api/kyc': () => ({ role: 'user' }),
    'PUT /api/kyc/documents/{kind}': () => ({ role: 'user', path: { kind: 'selfie' } }),
    'GET /api/kyc/documents/{kind}': () => ({ role: 'user', path: { kind: 'selfie' } }),
    'POST /api/kyc/submit': () => ({ role: 'user' }),
    'GET /api/admin/kyc': () => ({ role: 'admin', query: { status: 'submitted' } }),
    'GET /api/admin/kyc-settings': () => ({ role: 'admin' }),
    'GET /api/admin/kyc/{userId}': () => ({ role: 'admin', path: { userId: NO_ACCOUNT } }),
    'GET /api/admin/kyc/{userId}/documents/{kind}': () => ({
      role: 'admin',
      path: { userId: NO_ACCOUNT, kind: 'nrc_front' },
    }),
    'POST /api/admin/kyc/{userId}/approve': () => ({ role: 'admin', path: { userId: NO_ACCOUNT } }),
    'POST /api/admin/kyc/{userId}/request-another-photo': () => ({
      role: 'admin',
      path: { userId: NO_ACCOUNT },
      body: { kind: 'selfie', reason: 'The photo is blurred.' },
    }),
    // Data rights: the borrower's loan is open, so erasure is refused; the e-mail change carries a wrong
    // password so that the fuzzing never changes (and un-verifies) the address its requests rely on.
    'POST /api/me/erasure-request': () => ({ role: 'user', body: { password: ctx.borrower.password } }),
    'PUT /api/me/email': () => ({
      role: 'user',
      body: { email: `new.${randomBytes(4).toString('hex')}@example.zm`, password: 'not-the-password' },
    }),
    'POST /api/me/correction-requests': () => ({
      role: 'user',
      body: { field: 'nrcNumber', newValue: '123456/78/1', reason: 'Typing mistake at registration' },
    }),
    'GET /api/admin/data-rights-requests': () => ({
      role: 'admin',
      query: { status: 'pending', kind: 'correction' },
    }),
    'POST /api/admin/data-rights-requests/{id}/complete': () => ({ role: 'admin', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/data-rights-requests/{id}/refuse': () => ({
      role: 'admin',
      path: { id: NO_ACCOUNT },
      body: { reason: 'The NRC copy does not match.' },
    }),
    // No payment has this id: the fuzzing never resolves a real one.
    'POST /api/admin/flagged-payments/{id}/resolve': () => ({
      role: 'admin',
      path: { id: '3f2a9c1e-41aa-4c55-9e0b-1234567890ab' },
      body: { action: 'dismiss', note: 'No money moved.' },
    }),
    // Staff user management: actions aim at an id no account has, so the fuzzing never demotes or
    // deactivates the superuser it signs in as; the list and creation run for real.
    'GET /api/admin/users': () => ({
      role: 'superuser',
      query: { q: 'mwila', role: 'user', status: 'active', limit: '20' },
    }),
    'POST /api/admin/users': () => ({
      role: 'superuser',
      body: {
        email: `staff.${randomBytes(6).toString('hex')}@kwacha.test`,
        firstName: 'Mwila',
        lastName: 'Banda',
        role: 'admin',
      },
    }),
    'GET /api/admin/users/{id}': () => ({ role: 'superuser', path: { id: NO_ACCOUNT } }),
    'PUT /api/admin/users/{id}/role': () => ({
      role: 'superuser',
      path: { id: NO_ACCOUNT },
      body: { role: 'admin' },
    }),
    'POST /api/admin/users/{id}/deactivate': () => ({ role: 'superuser', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/users/{id}/reactivate': () => ({ role: 'superuser', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/users/{id}/resend-verification': () => ({ role: 'superuser', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/users/{id}/unlock-login': () => ({ role: 'superuser', path: { id: NO_ACCOUNT } }),
    // E-mail management: the list and retrying a kind run for real; one message's routes aim at an id no
    // message has.
    'GET /api/admin/emails': () => ({
      role: 'admin',
      query: {
        q: 'mwila',
        kind: 'repayment-reminder',
        status: 'failed',
        from: '2026-01-01',
        to: '2026-12-31',
        limit: '20',
      },
    }),
    'GET /api/admin/emails/{id}': () => ({ role: 'admin', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/emails/{id}/resend': () => ({ role: 'admin', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/emails/retry-failed': () => ({ role: 'admin', body: { kind: 'repayment-reminder' } }),
    // Consent: the borrower's own answer; unsubscribing with a link signed for an account nobody has.
    'PUT /api/consent/marketing': () => ({
      role: 'user',
      body: { granted: false, wordingVersion: 'marketing-email-v1' },
    }),
    'GET /api/unsubscribe': () => ({ role: 'guest', query: { token: unsubscribeLink() } }),
    'POST /api/unsubscribe': () => ({
      role: 'guest',
      query: { token: unsubscribeLink() },
      body: { confirmedOnPage: true },
    }),
    // Promotional e-mails: drafts, previews and counts run for real; moves aim at an id no campaign has,
    // so the fuzzing never sends a campaign to anyone.
    'GET /api/admin/campaigns': () => ({ role: 'superuser', query: { limit: '20' } }),
    'POST /api/admin/campaigns': () => ({ role: 'superuser', body: { ...CAMPAIGN_DRAFT } }),
    'POST /api/admin/campaigns/preview': () => ({
      role: 'superuser',
      body: { subject: CAMPAIGN_DRAFT.subject, markdown: CAMPAIGN_DRAFT.markdown, allowRemoteImages: false },
    }),
    'GET /api/admin/campaigns/audience-count': () => ({
      role: 'superuser',
      query: { hasActiveLoan: 'true', hasRepaidLoan: 'false', noOpenApplication: 'true' },
    }),
    'GET /api/admin/campaigns/{id}': () => ({ role: 'superuser', path: { id: NO_ACCOUNT } }),
    'PUT /api/admin/campaigns/{id}': () => ({
      role: 'superuser',
      path: { id: NO_ACCOUNT },
      body: { ...CAMPAIGN_DRAFT },
    }),
    'POST /api/admin/campaigns/{id}/test': () => ({ role: 'superuser', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/campaigns/{id}/send': () => ({
      role: 'superuser',
      path: { id: NO_ACCOUNT },
      body: { at: '2030-01-15T09:00:00+02:00' },
    }),
    'POST /api/admin/campaigns/{id}/pause': () => ({ role: 'superuser', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/campaigns/{id}/resume': () => ({ role: 'superuser', path: { id: NO_ACCOUNT } }),
    'POST /api/admin/campaigns/{id}/cancel': () => ({ role: 'superuser', path: { id: NO_ACCOUNT } }),
  };
}
