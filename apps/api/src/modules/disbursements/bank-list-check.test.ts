import { auditEvents, disbursements, loanApplications, notifications } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BANK_LIST_TTL_MS } from '../../providers/lenco/lenco-banks';
import { type FakeLencoBank, FakeLencoServer } from '../../providers/lenco/testing/fake-lenco-server';
import { type BankDirectory, BankDirectoryUnavailableError } from '../../providers/ports';
import { createSimulatorBankDirectory } from '../../providers/simulator/simulator-banks';
import { latestEmail, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DESTINATION_CHANGED_EMAIL_TEMPLATE } from '../notifications/emails/payout-correction.emails';
import { testClock } from '../payments/testing/payment-test-helpers';
import {
  confirm,
  initiate,
  initiateBodyFor,
  initiated,
  loanReadyToDisburse,
} from './testing/disbursement-test-helpers';

const API_KEY = 'lenco-bank-check-secret-key';
const ACCOUNT_ID = 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c';
const NOT_ON_LIST =
  "The bank on this loan is not on the payment provider's list of banks. Choose the bank again before disbursing.";

const zm = (id: string, name: string): FakeLencoBank => ({ id, name, country: 'zm' });
/** Lenco's list after going live: its "016" is another bank, and Zanaco has an id of its own. */
const RENUMBERED = [zm('002', 'Absa Bank'), zm('016', 'Investrust Bank'), zm('024', 'Zanaco')];
/** A list that has no "016" at all. */
const WITHOUT_016 = [zm('002', 'Absa Bank'), zm('024', 'Zanaco')];

/**
 * Issue 39: a loan applied while the simulator paid bank accounts keeps the simulator's bank id ("016",
 * Zanaco). After the bank channel moves to Lenco (PAYMENT_PROVIDER_BANK=lenco, here against the fake
 * Lenco), that id is checked against Lenco's live list before the code is sent and before the transfer.
 */
describe('bank ids checked against the live list of the provider that pays (going live on Lenco)', () => {
  let t: TestApp;
  let fake: FakeLencoServer;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let lencoBanks: BankDirectory | undefined;
  const clock = testClock();

  const bankTransfers = () => fake.requests.filter((r) => r.path.includes('/transfers/'));
  const loanRow = async (loanId: string) =>
    (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId)))[0];
  /** Acts out the bank channel served by the simulator: its list is the one the borrower chooses from. */
  async function underSimulatorList<T>(work: () => Promise<T>): Promise<T> {
    const lenco = t.ctx.providers.byName('lenco');
    lenco.bankDirectory = createSimulatorBankDirectory();
    try {
      return await work();
    } finally {
      lenco.bankDirectory = lencoBanks;
    }
  }
  /** A bank loan applied (through the apply route) before going live: "016", named Zanaco. */
  const loanAppliedUnderSimulator = () =>
    underSimulatorList(() => loanReadyToDisburse(t, { bankAccount: '0123456789' }));
  const changeDestination = (loanId: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${loanId}/destination`,
      headers: { 'x-auth-token': admin.token },
      payload: body,
    });

  beforeAll(async () => {
    fake = await new FakeLencoServer({ apiKey: API_KEY, accountId: ACCOUNT_ID }).start();
    t = await createTestApp({
      now: clock.now,
      config: {
        paymentProviderOverrides: { bank: 'lenco' },
        providerEnv: { LENCO_BASE_URL: fake.url, LENCO_API_KEY: API_KEY, LENCO_ACCOUNT_ID: ACCOUNT_ID },
      },
    });
    admin = await signedInStaff(t, 'admin');
    lencoBanks = t.ctx.providers.byName('lenco').bankDirectory;
  });
  beforeEach(() => {
    fake.reset();
    // Past the cache's lifetime: each test's list is fetched from the fake afresh.
    clock.advance(BANK_LIST_TTL_MS + 1);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it.each([
    ['names another bank', RENUMBERED],
    ['lacks it', WITHOUT_016],
  ])('refuses to initiate when Lenco’s list %s: 409, no code, nothing sent', async (_, banks) => {
    const { loanId, loan } = await loanAppliedUnderSimulator();
    expect(loan).toMatchObject({ bankCode: '016', bankName: 'Zanaco' });
    fake.banks = [...banks];

    const res = await initiate(t, admin.token, loanId, initiateBodyFor(loan));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: NOT_ON_LIST,
      error: { code: 'BANK_NOT_ON_PROVIDER_LIST', message: NOT_ON_LIST },
    });
    expect(await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId))).toEqual([]);
    expect((await loanRow(loanId))?.status).toBe('approved');
    expect(bankTransfers()).toEqual([]);
  });

  it('staff choose the bank again from the live list (audited, the borrower told); then the code sends to it', async () => {
    const { loanId, borrower } = await loanAppliedUnderSimulator();
    fake.banks = [...RENUMBERED];

    // Staff read Lenco's list through the same route borrowers use.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/banks',
      headers: { 'x-auth-token': admin.token },
    });
    expect(listed.json().data).toEqual([
      { id: '002', name: 'Absa Bank' },
      { id: '016', name: 'Investrust Bank' },
      { id: '024', name: 'Zanaco' },
    ]);

    const res = await changeDestination(loanId, {
      disbursementMethod: 'bank_account',
      bankCode: '024',
      bankAccountName: 'Mwila Banda',
      bankAccountNumber: '0123456789',
      basis: 'borrower_documented_request',
      reference: 'Letter of 1 December 2026, complaint KL-0042',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Destination changed. Initiate the disbursement to send the money there.',
    );
    expect(res.json().data.loanApplication).toMatchObject({
      status: 'approved',
      bankCode: '024',
      bankName: 'Zanaco',
      bankAccountNumber: '0123456789',
    });

    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.loanId, loanId), eq(auditEvents.action, 'loan.destination_changed')));
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { destination: 'Zanaco — Mwila Banda — ••••••6789', bankCode: '016' },
      after: {
        destination: 'Zanaco — Mwila Banda — ••••••6789',
        bankCode: '024',
        basis: "The borrower's documented request",
        reference: 'Letter of 1 December 2026, complaint KL-0042',
      },
    });
    expect(JSON.stringify(audit)).not.toContain('0123456789');
    const notices = await t.ctx.db.select().from(notifications).where(eq(notifications.loanId, loanId));
    expect(notices.map((n) => n.message)).toContain(
      `Your loan ${loanId.slice(0, 8)} will now be paid to Zanaco — Mwila Banda — ••••••6789. If you did not ask for this change, please contact us at once.`,
    );
    const email = await latestEmail(t, borrower.email, DESTINATION_CHANGED_EMAIL_TEMPLATE);
    expect(email.subject).toBe('Your loan will be paid to a new account');
    expect(email.textBody).toContain('will now be paid to Zanaco — Mwila Banda — ••••••6789');

    const { transactionId, otp } = await initiated(t, admin, loanId);
    const sent = await confirm(t, admin.token, loanId, transactionId, otp);
    expect(sent.statusCode).toBe(200);
    expect(bankTransfers()).toEqual([
      expect.objectContaining({
        path: '/access/v2/transfers/bank-account',
        body: expect.objectContaining({
          bankId: '024',
          accountNumber: '0123456789',
          reference: transactionId,
        }),
      }),
    ]);
  });

  it('checks again before the transfer: a list changed since the code was sent fails the attempt, nothing sent', async () => {
    const { loanId, borrower } = await loanAppliedUnderSimulator();
    // The code was sent while the list still named "016" Zanaco…
    const { transactionId, otp } = await underSimulatorList(() => initiated(t, admin, loanId));
    // …and by the time it is entered, Lenco's list names "016" another bank.
    fake.banks = [...RENUMBERED];

    const res = await confirm(t, admin.token, loanId, transactionId, otp);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: NOT_ON_LIST, error: { code: 'BANK_NOT_ON_PROVIDER_LIST' } });
    expect(bankTransfers()).toEqual([]);

    const [attempt] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
    expect(attempt).toMatchObject({
      status: 'failed',
      reasonForFailure: "The bank is not on the payment provider's list of banks",
      confirmedBy: admin.id,
      sentAt: null,
    });
    expect((await loanRow(loanId))?.status).toBe('disbursement_failed');
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.loanId, loanId), eq(auditEvents.action, 'disbursement.blocked')));
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { status: 'otp_pending', disbursementStatus: 'otp_pending' },
      after: { status: 'disbursement_failed', disbursementStatus: 'failed', bankCode: '016' },
    });
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, borrower.userId), eq(notifications.type, 'disbursement_failed')));
    expect(notice?.message).toBe(
      "We could not send your loan to Zanaco — Mwila Banda — 0123456789: The bank is not on the payment provider's list of banks. Our team will look into it and try again.",
    );
    // The code was spent with the attempt.
    const again = await confirm(t, admin.token, loanId, transactionId, otp);
    expect(again.json().error.code).toBe('OTP_ALREADY_USED');
    expect(bankTransfers()).toEqual([]);
  });

  it('answers 503 and sends nothing when the list cannot be had; a wallet loan is not affected', async () => {
    const { loanId, loan } = await loanAppliedUnderSimulator();
    const lenco = t.ctx.providers.byName('lenco');
    lenco.bankDirectory = {
      provider: 'lenco',
      banks: async () => {
        throw new BankDirectoryUnavailableError('down for the test');
      },
    };
    try {
      const res = await initiate(t, admin.token, loanId, initiateBodyFor(loan));
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('BANK_LIST_UNAVAILABLE');
      expect((await loanRow(loanId))?.status).toBe('approved');

      const wallet = await loanReadyToDisburse(t);
      expect((await initiate(t, admin.token, wallet.loanId, initiateBodyFor(wallet.loan))).statusCode).toBe(
        200,
      );
    } finally {
      lenco.bankDirectory = lencoBanks;
    }
    expect(bankTransfers()).toEqual([]);
  });
});
