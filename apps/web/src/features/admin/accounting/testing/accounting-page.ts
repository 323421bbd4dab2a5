import type {
  ClosedPeriod,
  LedgerAccountView,
  Periods,
  TrialBalance,
  TrialBalanceLine,
} from '@kwacha/shared/staff/accounting';
import type { MonthProvisions } from '@kwacha/shared/staff/provisions';
import { notificationRoutes } from '../../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../../test/fake-api';
import { GET_STATEMENTS } from './reconciliation-fixtures';

export const ACCOUNTING_PAGE = '/admin-dashboard/accounting';
export const GET_TRIAL_BALANCE = 'GET /api/admin/accounting/trial-balance';
export const GET_JOURNAL_CSV = 'GET /api/admin/accounting/journal.csv';
export const GET_ACCOUNTS = 'GET /api/admin/accounting/accounts';
export const GET_PERIODS = 'GET /api/admin/accounting/periods';
export const GET_PROVISIONS = 'GET /api/admin/accounting/provisions';
export const saveGlCodeRoute = (account: string) => `PUT /api/admin/accounting/accounts/${account}`;
export const closePeriodRoute = (month: string) => `POST /api/admin/accounting/periods/${month}/close`;

export function createLedgerAccount(overrides: Partial<LedgerAccountView> = {}): LedgerAccountView {
  return {
    account: 'loan_principal',
    code: '1100',
    name: 'Loans receivable: principal',
    type: 'asset',
    glCode: null,
    ...overrides,
  };
}

export const createChart = (accounts: LedgerAccountView[] = TEST_ACCOUNTS) => ({ accounts });

/** Three accounts of the chart: a receivable, cash, and fee income. */
export const TEST_ACCOUNTS: LedgerAccountView[] = [
  createLedgerAccount({
    account: 'cash_disbursed_mtn',
    code: '1011',
    name: 'Paid out through MTN MoMo (clearing)',
  }),
  createLedgerAccount({ glCode: '1200-01' }),
  createLedgerAccount({ account: 'income_fee', code: '4100', name: 'Service fee income', type: 'income' }),
];

export function createTrialBalanceLine(overrides: Partial<TrialBalanceLine> = {}): TrialBalanceLine {
  return { ...createLedgerAccount(), opening: 0, debits: 0, credits: 0, closing: 0, ...overrides };
}

/**
 * November 2026 of a small book: K5,000 paid out on a K4,000 opening; K150 of fees earned. Each line's
 * closing = opening + debits − credits, and the openings and the closings each add up to zero.
 */
export function createTrialBalance(overrides: Partial<TrialBalance> = {}): TrialBalance {
  return {
    from: '2026-11-01',
    to: '2026-11-25',
    lines: [
      // 0 + 0 − 5,000 = −5,000 (a credit balance: cash went out)
      createTrialBalanceLine({
        account: 'cash_disbursed_mtn',
        code: '1011',
        name: 'Paid out through MTN MoMo (clearing)',
        opening: -4000,
        debits: 0,
        credits: 5000,
        closing: -9000,
      }),
      // 4,000 + 5,150 − 0 = 9,150
      createTrialBalanceLine({ glCode: '1200-01', opening: 4000, debits: 5150, credits: 0, closing: 9150 }),
      // 0 + 0 − 150 = −150
      createTrialBalanceLine({
        account: 'income_fee',
        code: '4100',
        name: 'Service fee income',
        type: 'income',
        opening: 0,
        debits: 0,
        credits: 150,
        closing: -150,
      }),
    ],
    // Σ debits 5,150 = Σ credits 5,000 + 150; Σ closing −9,000 + 9,150 − 150 = 0
    totals: { debits: 5150, credits: 5150, closing: 0 },
    ...overrides,
  };
}

export function createClosedPeriod(overrides: Partial<ClosedPeriod> = {}): ClosedPeriod {
  return {
    month: '2026-09',
    closedAt: '2026-10-02T07:15:00.000Z',
    closedBy: { id: 'staff-9', name: 'Natasha Phiri' },
    ...overrides,
  };
}

export const createPeriods = (overrides: Partial<Periods> = {}): Periods => ({
  closed: [createClosedPeriod()],
  closable: '2026-10',
  ...overrides,
});

/**
 * January 2027's month-end: 120 loans not past due and 8 in 1–30 days. Each provision is its rate × the
 * exposure: 1% × K100,000 = K1,000; 5% × K6,000 = K300.
 */
export function createMonthProvisions(overrides: Partial<MonthProvisions> = {}): MonthProvisions {
  return {
    month: '2027-01',
    measuredAt: '2027-02-01T03:30:00.000Z',
    buckets: [
      { bucket: 0, label: 'Not past due', loans: 120, exposure: 100_000, ratePercent: 1, provision: 1_000 },
      { bucket: 1, label: '1–30 days', loans: 8, exposure: 6_000, ratePercent: 5, provision: 300 },
    ],
    totals: { loans: 128, exposure: 106_000, provision: 1_300 },
    ...overrides,
  };
}

/** A signed-in staff member (or borrower) whose accounting calls answer as given. */
export function showAccounting(
  role: 'admin' | 'superuser' | 'user' = 'superuser',
  replies: Record<string, FakeReply | FakeReply[]> = {},
) {
  return signedInAs(createUser({ id: 'staff-1', role, firstName: 'Mwila', lastName: 'Banda' }), {
    ...notificationRoutes(),
    [GET_TRIAL_BALANCE]: ok(createTrialBalance()),
    [GET_ACCOUNTS]: ok(createChart()),
    [GET_PERIODS]: ok(createPeriods()),
    [GET_PROVISIONS]: ok(createMonthProvisions()),
    [GET_STATEMENTS]: ok({ items: [], nextCursor: null }),
    ...replies,
  });
}

export type AccountingApi = ReturnType<typeof showAccounting>;

/** The query of the latest trial balance request, as an object. */
export function lastRangeQuery(api: AccountingApi, key = GET_TRIAL_BALANCE): Record<string, string> {
  const url = api.calls(key).at(-1)?.url ?? '';
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}
