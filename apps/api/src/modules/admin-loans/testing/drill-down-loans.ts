import type { Executor, LoanApplication } from '@kwacha/db';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import {
  type Applicant,
  insertApplicant,
  insertInstalmentDueDates,
  insertLoan,
  insertPayment,
  insertPosition,
} from './admin-loan-rows';

/**
 * Loans in known states for the statistics drill-downs of the staff list, seen from the Lusaka day
 * 2026-11-21. Instants named `…T21:59:59.999Z` are the last moment of a Lusaka day, `…T22:00:00.000Z`
 * the first of the next one (UTC+2).
 */
export const DRILL_DOWN_TODAY = '2026-11-21';

export const DRILL_DOWN_APPLICANTS: Applicant[] = [
  ['Chileshe', 'Mwansa'],
  ['Natasha', 'Banda'],
  ['Mutale', 'Banda'],
  ['Bwalya', 'Zulu'],
  ['Chanda', 'Phiri'],
  ['Mwila', 'Tembo'],
].map(([firstName, lastName], i) => ({
  username: `drill${i}`,
  firstName: firstName as string,
  lastName: lastName as string,
  email: `drill${i}@example.zm`,
  phoneNumber: `+26097730000${i}`,
  nrcNumber: `70000${i}/10/1`,
}));

interface LoanState {
  applicant: number;
  product: string;
  status: LoanStatus;
  amount: number;
  /** What is owed now (ngwee) and the oldest unpaid due date: a loan_positions row. */
  position?: [owed: number, oldestUnpaidDueDate: string | null];
  disbursedAt?: string;
  decided?: [at: string, decision: 'approved' | 'rejected', byRules: boolean];
  payments?: (readonly [status: 'successful' | 'failed' | 'pending', settledAt: string | null])[];
  dueDates?: string[];
}

const loan = (
  applicant: number,
  product: string,
  status: LoanStatus,
  amount: number,
  more: Partial<LoanState> = {},
): LoanState => ({ applicant, product, status, amount, ...more });
/** Owes K500 now; the oldest unpaid instalment fell due on `since` (null: none dated). */
const owes = (since: string | null): Partial<LoanState> => ({ position: [50_000, since] });
const settled = (at: string) => ['successful', at] as const;

export const DRILL_DOWN_LOANS = {
  // Arrears, by days past the oldest unpaid due date on 21 November.
  curFuture: loan(0, 'personal', 'active', 1000, owes('2026-11-25')),
  curToday: loan(1, 'personal', 'active', 2000, owes('2026-11-21')),
  curUndated: loan(2, 'business', 'active', 1500, owes(null)),
  paidUp: loan(3, 'personal', 'paid', 800, { position: [0, null] }),
  late1: loan(4, 'personal', 'overdue', 3000, owes('2026-11-20')),
  late29: loan(5, 'personal', 'overdue', 2500, owes('2026-10-23')),
  late30: loan(1, 'vehicle', 'overdue', 4000, owes('2026-10-22')),
  // Late but still active: the daily run has not moved it yet.
  late59: loan(2, 'personal', 'active', 1200, owes('2026-09-23')),
  late60: loan(0, 'personal', 'overdue', 5000, owes('2026-09-22')),
  late89: loan(3, 'business', 'overdue', 6000, owes('2026-08-24')),
  late90: loan(2, 'personal', 'overdue', 900, owes('2026-08-23')),
  // Disbursed around November.
  disbBefore: loan(4, 'personal', 'active', 1100, { disbursedAt: '2026-10-31T21:59:59.999Z' }),
  disbFirst: loan(5, 'business', 'active', 1300, { disbursedAt: '2026-10-31T22:00:00.000Z' }),
  disbLast: loan(0, 'personal', 'active', 1400, { disbursedAt: '2026-11-30T21:59:59.999Z' }),
  disbAfter: loan(1, 'personal', 'active', 1600, { disbursedAt: '2026-11-30T22:00:00.000Z' }),
  // Decided around November, by the rules or by staff.
  decRules: loan(3, 'personal', 'approved', 1700, {
    decided: ['2026-11-10T08:00:00.000Z', 'approved', true],
  }),
  decStaff: loan(4, 'business', 'active', 1800, { decided: ['2026-11-15T08:00:00.000Z', 'approved', false] }),
  decRejectedLast: loan(5, 'personal', 'rejected', 1900, {
    decided: ['2026-11-30T21:59:59.999Z', 'rejected', false],
  }),
  decBefore: loan(0, 'personal', 'approved', 2100, {
    decided: ['2026-10-31T21:59:59.999Z', 'approved', true],
  }),
  decAfter: loan(1, 'business', 'rejected', 2200, {
    decided: ['2026-11-30T22:00:00.000Z', 'rejected', false],
  }),
  // Repayments around November.
  colFirst: loan(1, 'personal', 'paid', 2300, { payments: [settled('2026-10-31T22:00:00.000Z')] }),
  colTwice: loan(2, 'business', 'active', 2400, {
    payments: [settled('2026-11-05T08:00:00.000Z'), settled('2026-11-30T21:59:59.999Z')],
  }),
  colFailed: loan(3, 'personal', 'active', 2600, {
    payments: [['failed', null], settled('2026-09-10T08:00:00.000Z')],
  }),
  colEdgeOut: loan(4, 'personal', 'active', 2700, {
    payments: [settled('2026-10-31T21:59:59.999Z'), ['pending', null]],
  }),
  colAfter: loan(0, 'vehicle', 'paid', 2800, { payments: [settled('2026-11-30T22:00:00.000Z')] }),
  // Instalments falling due around November.
  dueIn: loan(5, 'personal', 'active', 2900, { dueDates: ['2026-10-31', '2026-11-30', '2026-12-31'] }),
  dueFirst: loan(0, 'business', 'active', 3100, { dueDates: ['2026-11-01'] }),
  dueOut: loan(1, 'personal', 'active', 3200, { dueDates: ['2026-10-31', '2026-12-01'] }),
  // In every filter at once (Natasha Banda: 51 days late, so 30–59 and PAR30).
  combo: loan(1, 'personal', 'overdue', 7000, {
    ...owes('2026-10-01'),
    disbursedAt: '2026-09-01T08:00:00.000Z',
    decided: ['2026-08-30T08:00:00.000Z', 'approved', true],
    payments: [settled('2026-11-03T08:00:00.000Z')],
    dueDates: ['2026-10-01', '2026-11-01', '2026-12-01'],
  }),
  // In none of them.
  waiting: loan(3, 'personal', 'pending', 3300),
};

export type DrillDownLoanKey = keyof typeof DRILL_DOWN_LOANS;

/** Writes every applicant and loan; the loans by key. Two loans share each application hour. */
export async function seedDrillDownLoans(db: Executor): Promise<Record<DrillDownLoanKey, LoanApplication>> {
  const userIds: string[] = [];
  for (const applicant of DRILL_DOWN_APPLICANTS) userIds.push(await insertApplicant(db, applicant));
  const loans: Partial<Record<DrillDownLoanKey, LoanApplication>> = {};
  const entries = Object.entries(DRILL_DOWN_LOANS) as [DrillDownLoanKey, LoanState][];
  for (const [i, [key, state]] of entries.entries()) {
    const loan = await insertLoan(db, {
      userId: userIds[state.applicant] as string,
      amount: state.amount,
      status: state.status,
      productId: state.product,
      applicationDate: new Date(Date.parse('2026-06-01T08:00:00Z') + Math.floor(i / 2) * 3_600_000),
      stamps: {
        ...(state.disbursedAt && { disbursementDate: new Date(state.disbursedAt) }),
        ...(state.decided && {
          decidedAt: new Date(state.decided[0]),
          decision: state.decided[1],
          decidedByRules: state.decided[2],
        }),
      },
    });
    if (state.position) {
      const [owed, oldestUnpaidDueDate] = state.position;
      await insertPosition(db, loan, { owed, oldestUnpaidDueDate });
    }
    for (const [status, settledAt] of state.payments ?? []) {
      await insertPayment(db, loan, { status, settledAt: settledAt === null ? null : new Date(settledAt) });
    }
    if (state.dueDates) await insertInstalmentDueDates(db, loan, state.dueDates);
    loans[key] = loan;
  }
  return loans as Record<DrillDownLoanKey, LoanApplication>;
}
