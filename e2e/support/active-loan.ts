import type { APIRequestContext } from '@playwright/test';
import { type Borrower, newBorrower, registerViaApi } from './borrowers';
import { approveIdentityViaApi } from './identity';
import { waitForEmail } from './mailbox';
import { E2E_ADMIN, OTP_SUBJECT } from './staff';

/** The few envelope fields this helper reads (docs/architecture.md §4). */
interface ApiBody {
  token: string;
  data: Record<string, string | number | null> & {
    id: string;
    status: string;
    token: string;
    transactionId: string;
  };
}

async function json(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<ApiBody> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as ApiBody;
}

/** `creditBureauConsent`: the borrower ticks the bureau consent (docs/product.md §25.1); off by default. */
type LoanRequest = { amount: number; duration: number; productId?: string; creditBureauConsent?: boolean };

/**
 * A verified borrower, with approved identity documents, who has applied for a loan (pending, paid out to
 * their MTN number) — through the public API. `token` is the borrower's session.
 */
export async function borrowerWithApplication(
  request: APIRequestContext,
  loan: LoanRequest = { amount: 1000, duration: 3 },
): Promise<{ borrower: Borrower; loanId: string; token: string }> {
  const borrower = newBorrower();
  await registerViaApi(request, borrower);
  const verification = await waitForEmail(borrower.email, 'Verify your email address');
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(verification.body)?.[1];
  const verified = await json(await request.get(`/api/auth/verify-email?token=${token}`), 'verify');
  const borrowerAuth = { 'x-auth-token': verified.token };
  // Money moves only for approved identity documents (docs/product.md §20, on by default).
  await approveIdentityViaApi(request, verified.token);

  const applied = await json(
    await request.post('/api/loan-applications/apply', {
      headers: borrowerAuth,
      data: {
        productId: loan.productId ?? 'personal',
        amount: loan.amount,
        duration: loan.duration,
        purpose: 'School fees',
        disbursementMethod: 'mobile_money',
        mobileMoneyProvider: 'mtn',
        mobileMoneyNumber: borrower.phone,
        acceptKeyFacts: true,
        ...(loan.creditBureauConsent && { creditBureauConsent: true }),
      },
    }),
    'apply',
  );
  return { borrower, loanId: applied.data.id, token: verified.token };
}

/**
 * A verified borrower, with approved identity documents, whose loan has been approved, disbursed under the
 * admin's e-mailed OTP and settled by the simulator — all through the public API, as the staff journey does
 * it in the browser.
 */
export async function borrowerWithActiveLoan(
  request: APIRequestContext,
  loan: LoanRequest = { amount: 1000, duration: 3 },
): Promise<{ borrower: Borrower; loanId: string }> {
  const { borrower, loanId, token } = await borrowerWithApplication(request, loan);
  const borrowerAuth = { 'x-auth-token': token };

  const login = await json(
    await request.post('/api/auth/login', {
      data: { emailOrUsername: E2E_ADMIN.email, password: E2E_ADMIN.password },
    }),
    'admin login',
  );
  const adminAuth = { 'x-auth-token': login.data.token };
  const base = `/api/loan-applications/admin/loan/${loanId}`;
  await json(
    await request.put(`${base}/status`, { headers: adminAuth, data: { status: 'approved' } }),
    'approve',
  );
  const view = (
    await json(await request.get(`/api/loan-applications/admin/${loanId}`, { headers: adminAuth }), 'view')
  ).data;
  const initiated = await json(
    await request.put(`${base}/disburse/initiate`, {
      headers: adminAuth,
      data: {
        amount: view.amountReceived,
        disbursementMethod: view.disbursementMethod,
        mobileMoneyProvider: view.mobileMoneyProvider,
        mobileMoneyNumber: view.mobileMoneyNumber,
      },
    }),
    'initiate',
  );
  const transactionId = initiated.data.transactionId;
  const otpEmail = await waitForEmail(E2E_ADMIN.email, OTP_SUBJECT, 20_000, transactionId);
  const otp = /Your one-time code is (\d{6})/.exec(otpEmail.body)?.[1];
  await json(
    await request.post(`${base}/disburse/confirm`, { headers: adminAuth, data: { transactionId, otp } }),
    'confirm',
  );

  // The simulator settles after SIMULATOR_DELAY_MS; the loan is then active.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mine = await json(
      await request.get(`/api/loan-applications/${loanId}`, { headers: borrowerAuth }),
      'loan',
    );
    if (mine.data.status === 'active') return { borrower, loanId };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`loan ${loanId} did not become active`);
}
