import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertJournalEntry } from '../ledger/ledger.repository';
import { pdfText } from '../statements/testing/pdf-text';
import { QUICKBOOKS_HEADER } from './gl-formats/quickbooks';
import { SAGE_PASTEL_COLUMNS } from './gl-formats/sage-pastel';
import { csvRows } from './testing/csv-rows';

// A small book straight in the ledger (the exports read lines, not loans): a fee charged on 31 October
// (an opening balance for November), K1,000 paid out on 21 November, and two repayments on 25 November.
type LineInput = Parameters<typeof insertJournalEntry>[2][number];

const NOVEMBER = 'from=2026-11-01&to=2026-11-30';
const cents = (cell: string | undefined) => Math.round(Number(cell || '0') * 100);

describe('the books as files a general ledger takes (docs/product.md §24.3, §24.5)', () => {
  let t: TestApp;
  let admin: string;
  let superuser: string;
  let borrower: string;
  let loanId: string;

  const get = (url: string, token = admin) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
  const mapCode = async (account: string, glCode: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/accounting/accounts/${account}`,
      headers: { 'x-auth-token': superuser },
      payload: { glCode },
    });
    expect(res.statusCode).toBe(200);
  };
  const post = (createdAt: string, key: string, lines: LineInput[]) =>
    t.ctx.db.transaction((tx) =>
      insertJournalEntry(
        tx,
        {
          loanId,
          kind: 'repayment',
          idempotencyKey: key,
          memo: `Test ${key}`,
          createdAt: new Date(createdAt),
        },
        lines,
      ),
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInStaff(t, 'admin')).token;
    superuser = (await signedInStaff(t, 'superuser')).token;
    const application = await borrowerWithApplication(t);
    borrower = application.borrower.token;
    loanId = application.loanId;
    // 10:00 on 31 October in Lusaka (UTC+2): K5 of fees earned.
    await post('2026-10-31T08:00:00Z', 'test:october', [
      { account: 'loan_fee', instalment: 1, debit: 500 },
      { account: 'income_fee', credit: 500 },
    ]);
    await post('2026-11-21T08:00:00Z', 'test:paid-out', [
      { account: 'loan_principal', instalment: 1, debit: 100_000 },
      { account: 'cash_disbursed_mtn', credit: 100_000 },
    ]);
    await post('2026-11-25T07:00:00Z', 'test:repaid-1', [
      { account: 'cash_collected_mtn', debit: 10_050 },
      { account: 'loan_principal', instalment: 1, credit: 10_000 },
      { account: 'loan_fee', instalment: 1, credit: 50 },
    ]);
    await post('2026-11-25T09:00:00Z', 'test:repaid-2', [
      { account: 'cash_collected_mtn', debit: 2_000 },
      { account: 'loan_principal', instalment: 1, credit: 2_000 },
    ]);
  });
  afterAll(() => t.close());

  it('lets admins and superusers download, refuses a borrower, and keeps the range rules', async () => {
    for (const path of ['trial-balance.csv', 'trial-balance.pdf', 'journal.csv?format=generic&']) {
      const url = `/api/admin/accounting/${path}${path.includes('?') ? '' : '?'}${NOVEMBER}`;
      expect((await get(url, borrower)).statusCode, url).toBe(403);
      expect((await get(url, admin)).statusCode, url).toBe(200);
      expect((await get(url, superuser)).statusCode, url).toBe(200);
    }
    for (const path of ['trial-balance.csv', 'trial-balance.pdf']) {
      const backwards = await get(`/api/admin/accounting/${path}?from=2026-03-02&to=2026-03-01`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error.message).toBe('The last day must not be before the first.');
      const long = await get(`/api/admin/accounting/${path}?from=2026-01-01&to=2027-01-02`);
      expect(long.json().error.message).toBe('Choose at most 366 days.');
    }
    const format = await get(`/api/admin/accounting/journal.csv?${NOVEMBER}&format=xero`);
    expect(format.statusCode).toBe(400);
    expect(format.json().error.message).toBe('Choose generic, sage-pastel or quickbooks.');
    const longJournal = await get(
      '/api/admin/accounting/journal.csv?from=2026-01-01&to=2027-01-02&format=quickbooks',
    );
    expect(longJournal.json().error.message).toBe('Choose at most 366 days.');
  });

  it('writes the trial balance as CSV: balances on their side, kwacha with a dot, a totals row last', async () => {
    await mapCode('loan_principal', '1200/000');
    const res = await get(`/api/admin/accounting/trial-balance.csv?${NOVEMBER}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="trial-balance-2026-11-01-to-2026-11-30.csv"',
    );
    expect(res.body.split('\r\n')[0]).toBe(
      'account_code,gl_code,account,type,opening_debit,opening_credit,debits,credits,closing_debit,closing_credit',
    );
    const rows = csvRows(res.body);
    const total = rows.at(-1);
    const accounts = rows.slice(0, -1);
    expect(accounts.map((r) => r.account_code)).toEqual([...accounts.map((r) => r.account_code)].sort());
    for (const row of rows) {
      for (const column of [
        'opening_debit',
        'opening_credit',
        'debits',
        'credits',
        'closing_debit',
        'closing_credit',
      ]) {
        expect(row[column], `${row.account} ${column}`).toMatch(/^\d+\.\d{2}$/);
      }
    }
    // 1,000.00 paid out; 100.50 + 20.00 collected.
    expect(accounts.find((r) => r.account_code === '1100')).toEqual({
      account_code: '1100',
      gl_code: '1200/000',
      account: 'Loans receivable: principal',
      type: 'Asset',
      opening_debit: '0.00',
      opening_credit: '0.00',
      debits: '1000.00',
      credits: '120.00', // 100.00 + 20.00
      closing_debit: '880.00', // 1,000.00 − 120.00
      closing_credit: '0.00',
    });
    // The October fee is November's opening: K5 receivable (Dr), K5 of income (Cr); K0.50 paid since.
    expect(accounts.find((r) => r.account_code === '1120')).toMatchObject({
      opening_debit: '5.00',
      credits: '0.50',
      closing_debit: '4.50',
    });
    expect(accounts.find((r) => r.account_code === '4100')).toMatchObject({
      opening_credit: '5.00',
      closing_credit: '5.00',
    });
    expect(accounts.find((r) => r.account_code === '1011')).toMatchObject({ closing_credit: '1000.00' });
    // Debits 1,000.00 + 100.50 + 20.00 = 1,120.50 = credits; closing Dr 880 + 120.50 + 4.50 = 1,005.00
    // = closing Cr 1,000 + 5.
    expect(total).toEqual({
      account_code: '',
      gl_code: '',
      account: 'Total',
      type: '',
      opening_debit: '5.00',
      opening_credit: '5.00',
      debits: '1120.50',
      credits: '1120.50',
      closing_debit: '1005.00',
      closing_credit: '1005.00',
    });
  });

  it('writes the trial balance as an A4 PDF with the lender, the range, the totals and the check', async () => {
    const res = await get(`/api/admin/accounting/trial-balance.pdf?${NOVEMBER}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="trial-balance-2026-11-01-to-2026-11-30.pdf"',
    );
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    const lines = text.split('\n');
    for (const expected of [
      'Kwacha Loans',
      'Trial balance',
      '1 November 2026 to 30 November 2026',
      'Generated at',
      'Debits equal credits.',
      'Opening Dr',
      'Closing Cr',
      'Loans receivable: principal',
      '1200/000',
      '880.00',
      'Total',
      '1,120.50',
      '1,005.00',
    ]) {
      expect(lines, expected).toContain(expected);
    }
    // A4 portrait: 595.28 × 841.89 points.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('refuses a package’s format while an account the journal uses has no GL code (409), naming them', async () => {
    for (const format of ['sage-pastel', 'quickbooks']) {
      const res = await get(`/api/admin/accounting/journal.csv?${NOVEMBER}&format=${format}`);
      expect(res.statusCode).toBe(409);
      // November uses five accounts; income_fee moved in October only, so it need not be mapped.
      expect(res.json().error).toEqual({
        code: 'GL_CODES_MISSING',
        message:
          'Map a GL code to every account the journal uses first: 1011 Paid out through MTN MoMo (clearing), 1021 Collected through MTN MoMo (clearing), 1120 Loans receivable: fees.',
      });
    }
    // The generic file does not need the codes.
    expect((await get(`/api/admin/accounting/journal.csv?${NOVEMBER}`)).statusCode).toBe(200);
  });

  it('refuses Sage Pastel a GL code that is not a 7-character account number (409)', async () => {
    await mapCode('cash_disbursed_mtn', 'BNK-01');
    await mapCode('cash_collected_mtn', '8400/000');
    await mapCode('loan_fee', '1210000');
    const res = await get(`/api/admin/accounting/journal.csv?${NOVEMBER}&format=sage-pastel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'GL_CODES_UNFIT',
      message:
        'Sage Pastel takes 7-character account numbers (like 1000000 or 1000/000): change the GL code of 1011 Paid out through MTN MoMo (clearing).',
    });
  });

  it('writes the journal as a Sage Pastel batch: one journal per entry, balanced, in Pastel’s layout', async () => {
    await mapCode('cash_disbursed_mtn', '8410/000');
    const res = await get(`/api/admin/accounting/journal.csv?${NOVEMBER}&format=sage-pastel`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="journal-2026-11-01-to-2026-11-30-sage-pastel.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(false);
    expect(res.body.endsWith('\r\n')).toBe(true);
    // No header: Pastel reads every line as a transaction. The test names the columns to read them.
    const rows = csvRows(`${SAGE_PASTEL_COLUMNS.join(',')}\r\n${res.body}`);
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => [r.Date, r.Reference, r['Account Number'], r.Amount])).toEqual([
      ['21/11/2026', '21000001', '1200000', '1000.00'],
      ['21/11/2026', '21000001', '8410000', '-1000.00'],
      ['25/11/2026', '25000001', '8400000', '100.50'],
      ['25/11/2026', '25000001', '1200000', '-100.00'],
      ['25/11/2026', '25000001', '1210000', '-0.50'],
      ['25/11/2026', '25000002', '8400000', '20.00'],
      ['25/11/2026', '25000002', '1200000', '-20.00'],
    ]);
    const byJournal = new Map<string, number>();
    for (const row of rows) {
      expect(Object.values(row)).toHaveLength(18);
      expect(row.Period).toBe('11');
      expect(row.GDC).toBe('G');
      expect(row['Account Number']).toMatch(/^\d{7}$/);
      expect(row.Reference?.length).toBeLessThanOrEqual(8);
      expect(row.Description?.length).toBeLessThanOrEqual(36);
      expect(row.Description).toBe(`Repayment loan ${loanId.slice(0, 8)}`);
      expect(row.Amount).toMatch(/^-?\d{1,12}\.\d{2}$/);
      byJournal.set(row.Reference ?? '', (byJournal.get(row.Reference ?? '') ?? 0) + cents(row.Amount));
    }
    expect([...byJournal.values()]).toEqual([0, 0, 0]);
  });

  it('writes the journal as QuickBooks Online journal entries: a header, MM/DD/YYYY, balanced', async () => {
    const res = await get(`/api/admin/accounting/journal.csv?${NOVEMBER}&format=quickbooks`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="journal-2026-11-01-to-2026-11-30-quickbooks.csv"',
    );
    expect(res.body.split('\r\n')[0]).toBe(QUICKBOOKS_HEADER.join(','));
    const rows = csvRows(res.body);
    expect(
      rows.map((r) => [r['Journal No.'], r['Journal Date'], r['Account Name'], r.Debits, r.Credits]),
    ).toEqual([
      ['KW-20261121-000001', '11/21/2026', '1200/000', '1000.00', ''],
      ['KW-20261121-000001', '11/21/2026', '8410/000', '', '1000.00'],
      ['KW-20261125-000001', '11/25/2026', '8400/000', '100.50', ''],
      ['KW-20261125-000001', '11/25/2026', '1200/000', '', '100.00'],
      ['KW-20261125-000001', '11/25/2026', '1210000', '', '0.50'],
      ['KW-20261125-000002', '11/25/2026', '8400/000', '20.00', ''],
      ['KW-20261125-000002', '11/25/2026', '1200/000', '', '20.00'],
    ]);
    const byJournal = new Map<string, number>();
    for (const row of rows) {
      expect(row['Account Name']).not.toBe('');
      expect(row.Description).toContain(loanId);
      byJournal.set(
        row['Journal No.'] ?? '',
        (byJournal.get(row['Journal No.'] ?? '') ?? 0) + cents(row.Debits) - cents(row.Credits),
      );
    }
    expect([...byJournal.values()]).toEqual([0, 0, 0]);
  });

  it('keeps the generic CSV the default', async () => {
    const plain = await get(`/api/admin/accounting/journal.csv?${NOVEMBER}`);
    const generic = await get(`/api/admin/accounting/journal.csv?${NOVEMBER}&format=generic`);
    expect(plain.headers['content-disposition']).toBe(
      'attachment; filename="journal-2026-11-01-to-2026-11-30.csv"',
    );
    expect(generic.body).toBe(plain.body);
    expect(plain.body.split('\r\n')[0]).toBe(
      'date,entry_id,kind,reference,loan_id,account,account_code,gl_code,debit,credit,memo',
    );
  });
});
