import type { MonthLoanRow } from '../month-loans.repository';

/**
 * A loan as the monthly file's read model hands it over, for a month of November 2026: a K1,000 loan over
 * six months paid out on 21 October 2026, K181.55 instalments due on the 21st, nothing paid, with consent.
 * Instalment 1 (K166.67 principal + K14.88 interest) fell due on 21 November; the rest not yet.
 */
export function createMonthLoanRow(overrides: Partial<MonthLoanRow> = {}): MonthLoanRow {
  const dueDates = ['2026-11-21', '2026-12-21', '2027-01-21', '2027-02-21', '2027-03-21', '2027-04-21'];
  const schedule = dueDates.map((due, i) => [i + 1, due, 18_155] as const);
  const receivables = schedule.flatMap(([n]) => [
    [n, 'loan_principal', n === 6 ? 16_665 : 16_667] as const,
    [n, 'loan_interest', 1_488] as const,
  ]);
  const ledgerBalance = receivables.reduce((sum, [, , balance]) => sum + balance, 0);
  return {
    loanId: '0b6a3f43-1111-4c1e-9c57-3d2a6f1e0a01',
    amount: 100_000,
    termMonths: 6,
    disbursedAt: new Date('2026-10-21T10:00:00Z'),
    surname: 'Banda',
    forenames: 'Mwila',
    nrc: '123456/78/1',
    dateOfBirth: '1990-05-04',
    phone: '+260971234567',
    address: 'Plot 12, Kabulonga Road',
    city: 'Lusaka',
    province: 'Lusaka',
    country: 'Zambia',
    consented: true,
    receivables,
    ledgerBalance,
    balanceAtStart: ledgerBalance,
    lastMovedAt: new Date('2026-10-21T10:00:00Z'),
    schedule,
    lastPaymentAt: null,
    lastPaymentAmount: 0,
    writtenOff: false,
    restructured: false,
    disputed: false,
    listableOn: null,
    positionBalance: ledgerBalance,
    lastEntryAt: new Date('2026-10-21T10:00:00Z'),
    ...overrides,
  };
}
