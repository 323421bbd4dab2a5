import { auditEvents } from '@kwacha/db';
import { CHART_OF_ACCOUNTS } from '@kwacha/shared/staff/accounting';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';

describe('the books: who may do what, and bad input (docs/product.md §24)', () => {
  let t: TestApp;
  let admin: string;
  let superuser: string;
  let borrower: string;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });
  const putCode = (account: string, body: object, token = superuser) =>
    call('PUT', `/api/admin/accounting/accounts/${account}`, token, body);

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInStaff(t, 'admin')).token;
    superuser = (await signedInStaff(t, 'superuser')).token;
    borrower = (await borrowerWithApplication(t)).borrower.token;
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('refuses a borrower everything, and lets an admin read but not change', async () => {
    const reads = [
      '/api/admin/accounting/accounts',
      '/api/admin/accounting/trial-balance?from=2026-11-01&to=2026-11-30',
      '/api/admin/accounting/journal.csv?from=2026-11-01&to=2026-11-30',
      '/api/admin/accounting/periods',
    ];
    for (const url of reads) {
      expect((await call('GET', url, borrower)).statusCode, url).toBe(403);
      expect((await call('GET', url, admin)).statusCode, url).toBe(200);
    }
    const put = await putCode('loan_principal', { glCode: '1200' }, admin);
    expect(put.statusCode).toBe(403);
    const close = await call('POST', '/api/admin/accounting/periods/2026-01/close', admin);
    expect(close.statusCode).toBe(403);
    expect((await putCode('loan_principal', { glCode: '1200' }, borrower)).statusCode).toBe(403);
  });

  it('lists every ledger account in code order, unmapped at first', async () => {
    const res = await call('GET', '/api/admin/accounting/accounts', admin);
    const { accounts } = res.json().data;
    expect(accounts).toHaveLength(Object.keys(CHART_OF_ACCOUNTS).length);
    expect(accounts[0]).toEqual({
      account: 'cash_disbursed_simulator',
      code: '1010',
      name: 'Paid out by the simulator (no real money)',
      type: 'asset',
      glCode: null,
    });
    const codes = accounts.map((a: { code: string }) => a.code);
    expect(codes).toEqual([...codes].sort());
    expect(accounts.every((a: { glCode: unknown }) => a.glCode === null)).toBe(true);
  });

  it('maps an account to a GL code (superuser, audited), and removes the mapping', async () => {
    const res = await putCode('loan_principal', { glCode: '  1200/01 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'The general-ledger code is saved.',
      data: {
        account: 'loan_principal',
        code: '1100',
        name: 'Loans receivable: principal',
        type: 'asset',
        glCode: '1200/01',
      },
    });
    const changed = await putCode('loan_principal', { glCode: '1200-02' });
    expect(changed.json().data.glCode).toBe('1200-02');
    const list = (await call('GET', '/api/admin/accounting/accounts', admin)).json().data.accounts;
    expect(list.find((a: { account: string }) => a.account === 'loan_principal').glCode).toBe('1200-02');

    // The same code again changes nothing and records nothing.
    await putCode('loan_principal', { glCode: '1200-02' });
    const removed = await putCode('loan_principal', { glCode: '' });
    expect(removed.json().data.glCode).toBeNull();

    const audit = await t.ctx.db
      .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, 'loan_principal'));
    expect(audit).toEqual([
      { action: 'accounting.gl_code_changed', before: { glCode: null }, after: { glCode: '1200/01' } },
      { action: 'accounting.gl_code_changed', before: { glCode: '1200/01' }, after: { glCode: '1200-02' } },
      { action: 'accounting.gl_code_changed', before: { glCode: '1200-02' }, after: { glCode: null } },
    ]);
  });

  it('answers 404 for an account the ledger does not have, and 400 for a bad code', async () => {
    const unknown = await putCode('petty_cash', { glCode: '1000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'Account not found.' });

    const bad = await putCode('loan_principal', { glCode: '1200;DROP' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Use letters, digits, spaces, dots, slashes and dashes only.');
    const long = await putCode('loan_principal', { glCode: '1'.repeat(31) });
    expect(long.json().error.message).toBe('Please keep the code to 30 characters.');
    expect((await putCode('loan_principal', { glCode: '1200', extra: 1 })).statusCode).toBe(400);
    expect((await putCode('loan_principal', {})).statusCode).toBe(400);
  });

  it.each([
    ['a day that does not exist', 'from=2026-02-30&to=2026-03-01', undefined],
    ['a missing day', 'from=2026-02-01', undefined],
    ['an unknown parameter', 'from=2026-02-01&to=2026-02-28&account=x', undefined],
    [
      'the last day before the first',
      'from=2026-03-02&to=2026-03-01',
      'The last day must not be before the first.',
    ],
    // 2026-01-01 to 2027-01-02: 365 + 2 = 367 days.
    ['more than 366 days', 'from=2026-01-01&to=2027-01-02', 'Choose at most 366 days.'],
  ])('refuses %s (400) on the trial balance and the journal', async (_, query, message) => {
    for (const path of ['trial-balance', 'journal.csv']) {
      const res = await call('GET', `/api/admin/accounting/${path}?${query}`, admin);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      if (message) expect(res.json().error.message).toBe(message);
    }
  });

  it('accepts 366 days (a leap year and a day less)', async () => {
    // 2027-01-01 to 2028-01-01: 365 + 1 = 366 days.
    const res = await call('GET', '/api/admin/accounting/trial-balance?from=2027-01-01&to=2028-01-01', admin);
    expect(res.statusCode).toBe(200);
  });

  it.each(['2026-13', '2026-1', 'november', '2026-00'])(
    'refuses closing the month %s (400)',
    async (month) => {
      const res = await call('POST', `/api/admin/accounting/periods/${month}/close`, superuser);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Give the month as YYYY-MM.');
    },
  );
});
