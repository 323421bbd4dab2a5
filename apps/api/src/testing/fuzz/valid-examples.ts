import { randomBytes } from 'node:crypto';
import { registrationPayload } from '../factories';

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
    'PUT /api/admin/settings': () => ({ role: 'superuser', body: { instantApproval: { enabled: false } } }),
  };
}
