import type { StatementDetail, StatementLine, StatementSummary } from '@kwacha/shared/staff/reconciliation';

export const GET_STATEMENTS = 'GET /api/admin/reconciliation/statements';
export const POST_STATEMENT = 'POST /api/admin/reconciliation/statements';
export const statementRoute = (id: string) => `GET /api/admin/reconciliation/statements/${id}`;
export const resolveLineRoute = (id: string) => `POST /api/admin/reconciliation/lines/${id}/resolution`;

export function createStatementSummary(overrides: Partial<StatementSummary> = {}): StatementSummary {
  return {
    id: 'st-1',
    provider: 'mtn',
    fileName: 'mtn-2026-11-24.csv',
    sha256: 'ab'.repeat(32),
    firstDay: '2026-11-24',
    lastDay: '2026-11-24',
    uploadedAt: '2026-11-25T07:00:00.000Z',
    uploadedBy: { id: 'staff-1', name: 'Mwila Banda' },
    lineCount: 3,
    alreadyReconciled: 0,
    totalIn: 250,
    totalOut: 0,
    counts: { matched: 1, amount_differs: 0, only_theirs: 1, only_ours: 1, not_settled: 0 },
    unresolved: 2,
    ...overrides,
  };
}

export function createStatementLine(overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    id: 'line-1',
    lineNumber: 2,
    providerTransactionId: '7700112233',
    reference: 'PAY-AAAA1111',
    direction: 'in',
    amount: 100,
    at: '2026-11-24T08:30:00.000Z',
    day: '2026-11-24',
    result: 'matched',
    transaction: {
      kind: 'payment',
      id: 'pay-1',
      reference: 'PAY-AAAA1111',
      amount: 100,
      status: 'successful',
      loanId: 'loan-1',
    },
    allowedActions: [],
    resolution: null,
    ...overrides,
  };
}

/**
 * MTN, 24 November 2026: one line matched (K100), one of theirs we hold as expired (K150, only theirs),
 * and one repayment of ours (K80) they do not show (only ours). In: theirs K250, ours K180.
 */
export function createStatementDetail(overrides: Partial<StatementDetail> = {}): StatementDetail {
  return {
    ...createStatementSummary(),
    lines: [
      createStatementLine(),
      createStatementLine({
        id: 'line-2',
        lineNumber: 3,
        providerTransactionId: '7700112234',
        reference: 'PAY-BBBB2222',
        amount: 150,
        result: 'only_theirs',
        transaction: {
          kind: 'payment',
          id: 'pay-2',
          reference: 'PAY-BBBB2222',
          amount: 150,
          status: 'expired',
          loanId: 'loan-2',
        },
        allowedActions: ['send_to_flagged_payments', 'investigated'],
      }),
      createStatementLine({
        id: 'line-3',
        lineNumber: null,
        providerTransactionId: null,
        reference: 'PAY-CCCC3333',
        amount: 80,
        result: 'only_ours',
        transaction: {
          kind: 'payment',
          id: 'pay-3',
          reference: 'PAY-CCCC3333',
          amount: 80,
          status: 'successful',
          loanId: 'loan-3',
        },
        allowedActions: ['investigated'],
      }),
    ],
    dailyTotals: [
      {
        day: '2026-11-24',
        theirIn: 250,
        ourIn: 180,
        differenceIn: 70,
        theirOut: 0,
        ourOut: 0,
        differenceOut: 0,
        tied: false,
      },
    ],
    ...overrides,
  };
}
