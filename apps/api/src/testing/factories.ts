import { emailMessages } from '@kwacha/db';
import type { RegistrationRequest } from '@kwacha/shared/auth/auth-requests';
import { and, desc, eq } from 'drizzle-orm';
import { approveKycFor } from '../modules/kyc/testing/approve-kyc';
import { createStaffAccount } from '../modules/users/staff-accounts.service';
import type { TestApp } from './test-app';

let sequence = 0;

/** A valid registration body, unique per call (e-mail, phone and NRC); override any field. */
export function registrationPayload(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  sequence += 1;
  const n = String(process.pid % 1000).padStart(3, '0') + String(sequence).padStart(4, '0');
  return {
    firstName: 'Mwila',
    lastName: 'Banda',
    email: `mwila.${n}@example.zm`,
    password: 'Kasama-Rain-2024!',
    phoneNumber: `+26097${n}`,
    dateOfBirth: '1990-05-17',
    nrcNumber: `${n.slice(1)}/10/1`,
    addressLine1: 'Plot 12, Great East Road',
    city: 'Lusaka',
    province: 'Lusaka',
    country: 'Zambia',
    ...overrides,
  };
}

/** The newest e-mail of one template sent to an address, as stored by the mail pipeline. */
export async function latestEmail(t: TestApp, to: string, template: string) {
  const [row] = await t.ctx.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.toAddress, to), eq(emailMessages.template, template)))
    .orderBy(desc(emailMessages.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${template} e-mail to ${to}`);
  return row;
}

/** The token in the link of the newest verification or reset e-mail to an address. */
export async function tokenFromEmail(t: TestApp, to: string, template: 'verify-email' | 'password-reset') {
  const email = await latestEmail(t, to, template);
  const match = /(?:verify-email\?token=|reset-password\/)([A-Za-z0-9_-]+)/.exec(email.textBody);
  if (!match?.[1]) throw new Error(`no link in the ${template} e-mail`);
  return match[1];
}

export async function register(t: TestApp, overrides: Partial<RegistrationRequest> = {}) {
  const payload = registrationPayload(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  return payload;
}

export async function loginToken(t: TestApp, emailOrUsername: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrUsername, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token;
}

/** A registered borrower whose e-mail is verified, with a session token. */
export async function verifiedBorrower(t: TestApp, overrides: Partial<RegistrationRequest> = {}) {
  const payload = await register(t, overrides);
  const token = await tokenFromEmail(t, payload.email, 'verify-email');
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.body}`);
  return { ...payload, token: res.json().token as string, userId: res.json().data.user.id as string };
}

/**
 * A verified borrower whose identity documents are approved (directly, without photos): for tests of what
 * happens after approval, which needs them (docs/product.md §20.5). The real path is tested in modules/kyc.
 */
export async function identifiedBorrower(t: TestApp, overrides: Partial<RegistrationRequest> = {}) {
  const borrower = await verifiedBorrower(t, overrides);
  await approveKycFor(t.ctx, borrower.userId);
  return borrower;
}

let staffSequence = 0;

/** A staff account (created as `npm run admin:create` does) signed in, with its session token. */
export async function signedInStaff(t: TestApp, role: 'admin' | 'superuser' = 'admin') {
  staffSequence += 1;
  const email = `${role}.${process.pid % 1000}.${staffSequence}@kwacha.test`;
  const password = 'Staff-Desk-2026!';
  const account = await createStaffAccount(t.ctx.db, {
    email,
    password,
    role,
    firstName: role === 'admin' ? 'Ada' : 'Sam',
    lastName: 'Mulenga',
  });
  return { ...account, password, token: await loginToken(t, email, password) };
}

/** Where the money goes: by default Airtel mobile money to the borrower's own number. */
export type PayoutFields =
  | {
      disbursementMethod: 'mobile_money';
      mobileMoneyProvider: 'mtn' | 'airtel' | 'zamtel';
      mobileMoneyNumber?: string;
    }
  | {
      disbursementMethod: 'bank_account';
      bankName: string;
      bankAccountName: string;
      bankAccountNumber: string;
      bankCode: string;
    };

/** What a borrower's application may set; the rest is a K1,000 personal loan over 6 months to their own wallet. */
export interface ApplicationFields {
  amount?: number;
  duration?: number;
  productId?: string;
  purpose?: string;
  payout?: PayoutFields;
}

/** The borrower's POST /api/loan-applications/apply, answered as it is (a test may expect a refusal). */
export function applyForLoan(
  t: TestApp,
  borrower: { token: string; phoneNumber: string },
  loan: ApplicationFields = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/loan-applications/apply',
    headers: { 'x-auth-token': borrower.token },
    payload: {
      productId: loan.productId ?? 'personal',
      amount: loan.amount ?? 1000,
      duration: loan.duration ?? 6,
      purpose: loan.purpose ?? 'Stock for my shop',
      acceptKeyFacts: true,
      ...(loan.payout?.disbursementMethod === 'bank_account'
        ? loan.payout
        : {
            disbursementMethod: 'mobile_money',
            mobileMoneyProvider: loan.payout?.mobileMoneyProvider ?? 'airtel',
            mobileMoneyNumber: loan.payout?.mobileMoneyNumber ?? borrower.phoneNumber,
          }),
    },
  });
}

/**
 * A verified borrower with one loan application, pending unless instant approval approved it. With
 * `identityApproved`, their identity documents are approved before they apply, as approval needs
 * (docs/product.md §20.5), for tests about what comes after.
 */
export async function borrowerWithApplication(
  t: TestApp,
  overrides: Partial<RegistrationRequest> = {},
  loan: ApplicationFields & { identityApproved?: boolean } = {},
) {
  const borrower = await verifiedBorrower(t, overrides);
  if (loan.identityApproved) await approveKycFor(t.ctx, borrower.userId);
  const res = await applyForLoan(t, borrower, loan);
  if (res.statusCode !== 201) throw new Error(`apply failed: ${res.body}`);
  return { borrower, loanId: res.json().data.id as string };
}
