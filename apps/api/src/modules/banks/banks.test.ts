import { loanApplications } from '@kwacha/db';
import { CHOOSE_BANK_MESSAGE } from '@kwacha/shared/loans/banks';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BankDirectory, BankDirectoryUnavailableError } from '../../providers/ports';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('banks (the simulator pays bank accounts by default)', () => {
  let t: TestApp;
  let listed: BankDirectory | undefined;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
    listed = t.ctx.providers.byName('simulator').bankDirectory;
  });
  afterEach(() => {
    t.ctx.providers.byName('simulator').bankDirectory = listed;
  });
  afterAll(() => t.close());

  const banks = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/banks', headers: token ? { 'x-auth-token': token } : {} });
  const apply = (token: string, bank: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': token },
      payload: {
        productId: 'personal',
        amount: 1000,
        duration: 3,
        purpose: 'School fees for my daughter',
        acceptKeyFacts: true,
        disbursementMethod: 'bank_account',
        bankAccountName: 'Mwila Banda',
        bankAccountNumber: '0123456789',
        ...bank,
      },
    });
  /** The directory of the bank channel's provider, down with nothing cached. */
  const outage = () => {
    t.ctx.providers.byName('simulator').bankDirectory = {
      provider: 'simulator',
      banks: async () => {
        throw new BankDirectoryUnavailableError('down for the test');
      },
    };
  };

  it('GET /api/banks lists id and name, sorted by name, to a signed-in borrower', async () => {
    const b = await verifiedBorrower(t);
    const res = await banks(b.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string; name: string }[];
    // Only banks that exist today: none that merged into another or closed (Atlas Mara, Investrust).
    expect(data).toHaveLength(14);
    expect(
      data.map((bank) => bank.name).filter((name) => /Atlas Mara|BancABC|Investrust|Cavmont/.test(name)),
    ).toEqual([]);
    // Ids never move: a loan's stored bank code keeps meaning the same bank.
    expect(data).toContainEqual({ id: '015', name: 'Zambia Industrial Commercial Bank (ZICB)' });
    expect(data).toContainEqual({ id: '016', name: 'Zanaco' });
    expect(data.slice(0, 3)).toEqual([
      { id: '001', name: 'AB Bank Zambia' },
      { id: '002', name: 'Absa Bank' },
      { id: '003', name: 'Access Bank' },
    ]);
    const names = data.map((bank) => bank.name);
    expect(names).toEqual([...names].sort((a, c) => a.localeCompare(c, 'en', { sensitivity: 'base' })));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is for signed-in borrowers and staff (who choose a loan’s bank again), never anonymous', async () => {
    expect((await banks()).statusCode).toBe(401);
    const admin = await signedInStaff(t);
    const res = await banks(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(14);
  });

  it('answers 503 BANK_LIST_UNAVAILABLE when the provider cannot list its banks', async () => {
    const b = await verifiedBorrower(t);
    outage();
    const res = await banks(b.token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The list of banks is not available right now. Please try again shortly.',
      error: { code: 'BANK_LIST_UNAVAILABLE' },
    });
  });

  it('apply refuses a bank id that is not in the list (a sort code) with 400 on bankCode, storing nothing', async () => {
    const b = await verifiedBorrower(t);
    const res = await apply(b.token, { bankName: 'Zanaco', bankCode: '010001' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CHOOSE_BANK_MESSAGE,
      error: {
        code: 'VALIDATION_ERROR',
        details: [{ field: 'bankCode', message: CHOOSE_BANK_MESSAGE }],
      },
    });
    const rows = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.userId, b.userId));
    expect(rows).toEqual([]);
  });

  it('apply refuses a bank that merged away (Investrust, 011), whose id no other bank takes', async () => {
    const b = await verifiedBorrower(t);
    const res = await apply(b.token, { bankName: 'Investrust Bank', bankCode: '011' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHOOSE_BANK_MESSAGE);
  });

  it('apply stores the list’s name for the chosen id, not the name the client sent', async () => {
    const b = await verifiedBorrower(t);
    const res = await apply(b.token, { bankName: 'Barclays, Cairo Road', bankCode: '002' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ bankName: 'Absa Bank', bankCode: '002' });
  });

  it('apply to a bank account answers 503 while the list is unavailable; mobile money is unaffected', async () => {
    const b = await verifiedBorrower(t);
    outage();
    const res = await apply(b.token, { bankName: 'Absa Bank', bankCode: '002' });
    expect(res.statusCode).toBe(503);
    const wallet = await apply(b.token, {
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: 'airtel',
      mobileMoneyNumber: '0977123456',
      bankAccountName: undefined,
      bankAccountNumber: undefined,
    });
    expect(wallet.statusCode).toBe(201);
  });
});
