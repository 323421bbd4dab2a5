import type { CollectionFigures, MonthFigures, Statistics } from '@kwacha/shared/staff/statistics';

/**
 * GET /api/admin/statistics for "Last 3 months" of a small book, every figure consistent with the others
 * (the months add up to the collection, the ageing buckets to the portfolio, PAR30 to the 30+ buckets),
 * so a test can assert the exact texts: collected K2,682.99 of K3,599.50 due is 74.54%.
 */
export function createStatistics(overrides: Partial<Statistics> = {}): Statistics {
  return {
    asOf: '2026-11-25T08:30:00.000Z',
    period: { from: '2026-09-01', to: '2026-11-25' },
    product: null,
    portfolio: {
      activeLoans: 42,
      principalOutstanding: 98765.43,
      interestReceivable: 4321.1,
      feesReceivable: 250,
      penaltiesReceivable: 75.5,
      totalOutstanding: 103412.03,
    },
    months: [
      createMonth({ month: '2026-09' }),
      createMonth({
        month: '2026-10',
        disbursedCount: 15,
        disbursedAmount: 37500.5,
        collectedCount: 12,
        collectedAmount: 1020.49,
        dueAmount: 1399.5,
        writtenOffAmount: 1200,
        recoveredAmount: 150.25,
        par30Percent: 3.25,
      }),
      createMonth({
        month: '2026-11',
        disbursedCount: 17,
        disbursedAmount: 42000,
        collectedCount: 9,
        collectedAmount: 850,
        dueAmount: 1300,
        par30Percent: 5.1,
      }),
    ],
    collection: { collectedAmount: 2682.99, dueAmount: 3599.5, ratePercent: 74.54 },
    risk: {
      par: [
        { days: 30, balance: 5037.04, balancePercent: 5.1, count: 3, countPercent: 7.14 },
        { days: 60, balance: 2000, balancePercent: 2.02, count: 1, countPercent: 2.38 },
        { days: 90, balance: 0, balancePercent: 0, count: 0, countPercent: 0 },
      ],
      ageing: [
        { bucket: 'current', count: 35, principal: 85000, principalPercent: 86.06 },
        { bucket: '1-29', count: 4, principal: 8728.39, principalPercent: 8.84 },
        { bucket: '30-59', count: 2, principal: 3037.04, principalPercent: 3.07 },
        { bucket: '60-89', count: 1, principal: 2000, principalPercent: 2.02 },
        { bucket: '90+', count: 0, principal: 0, principalPercent: 0 },
      ],
    },
    pipeline: {
      byStatus: [
        { status: 'active', count: 30 },
        { status: 'overdue', count: 12 },
        { status: 'paid', count: 8 },
        { status: 'rejected', count: 6 },
        { status: 'pending', count: 5 },
      ],
      applications: 60,
      approved: 40,
      instantApprovals: 25,
      manualApprovals: 15,
      rejected: 6,
      approvalRatePercent: 86.96,
      timeToDecision: { count: 46, medianMinutes: 168, p90Minutes: 4320 },
      approvalToDisbursement: { count: 42, medianMinutes: 45.5, p90Minutes: 1800 },
    },
    collections: createEmptyCollections(),
    ...overrides,
  };
}

const BUCKETS = ['Current', '1–30 days', '31–60 days', 'Over 60 days'];
const emptyRoll = (from: number) => ({
  from,
  loans: 0,
  to: [0, 0, 0, 0],
  paid: 0,
  writtenOff: 0,
  rolledForward: 0,
  rollForwardPercent: null,
});

/** Collections figures before any month's close was recorded or any promise decided. */
export function createEmptyCollections(overrides: Partial<CollectionFigures> = {}): CollectionFigures {
  return {
    buckets: BUCKETS,
    rolls: [],
    cures: [],
    promises: [
      { month: '2026-09', kept: 0, broken: 0, keptRatePercent: null },
      { month: '2026-10', kept: 0, broken: 0, keptRatePercent: null },
      { month: '2026-11', kept: 0, broken: 0, keptRatePercent: null },
    ],
    collectors: [],
    ...overrides,
  };
}

/**
 * The collections figures of the 3-month book: October rolled from September's close (November is not
 * closed yet); 3 of 40 current loans fell behind (7.5%), 1 of 4 loans 1–30 days late went on (25%).
 */
export function createCollections(overrides: Partial<CollectionFigures> = {}): CollectionFigures {
  return createEmptyCollections({
    rolls: [
      {
        month: '2026-10',
        rows: [
          {
            from: 0,
            loans: 40,
            to: [35, 3, 0, 0],
            paid: 2,
            writtenOff: 0,
            rolledForward: 3,
            rollForwardPercent: 7.5,
          },
          {
            from: 1,
            loans: 4,
            to: [1, 1, 1, 0],
            paid: 1,
            writtenOff: 0,
            rolledForward: 1,
            rollForwardPercent: 25,
          },
          emptyRoll(2),
          {
            from: 3,
            loans: 1,
            to: [0, 0, 0, 0],
            paid: 0,
            writtenOff: 1,
            rolledForward: 1,
            rollForwardPercent: 100,
          },
        ],
      },
    ],
    cures: [{ month: '2026-10', pastDue: 5, current: 1, paid: 1, ratePercent: 40 }],
    promises: [
      { month: '2026-09', kept: 0, broken: 0, keptRatePercent: null },
      { month: '2026-10', kept: 3, broken: 1, keptRatePercent: 75 },
      { month: '2026-11', kept: 1, broken: 2, keptRatePercent: 33.33 },
    ],
    collectors: [
      { collectorId: 'c-1', name: 'Chanda Phiri', count: 6, amount: 1250.5 },
      { collectorId: 'c-2', name: 'Bwalya Zulu', count: 1, amount: 181.55 },
    ],
    ...overrides,
  });
}

/** One month's row (September 2026 of the book above unless overridden). */
export function createMonth(overrides: Partial<MonthFigures> = {}): MonthFigures {
  return {
    month: '2026-09',
    disbursedCount: 10,
    disbursedAmount: 25000,
    collectedCount: 4,
    collectedAmount: 812.5,
    dueAmount: 900,
    writtenOffAmount: 0,
    recoveredAmount: 0,
    par30Percent: 0,
    ...overrides,
  };
}

/** A lender who has not lent yet: nothing owed, nothing disbursed, no application in any status. */
export function createEmptyStatistics(overrides: Partial<Statistics> = {}): Statistics {
  const zeroMonth = createMonth({
    month: '2026-11',
    disbursedCount: 0,
    disbursedAmount: 0,
    collectedCount: 0,
    collectedAmount: 0,
    dueAmount: 0,
    par30Percent: null,
  });
  return createStatistics({
    asOf: null,
    period: { from: '2026-11-01', to: '2026-11-25' },
    portfolio: {
      activeLoans: 0,
      principalOutstanding: 0,
      interestReceivable: 0,
      feesReceivable: 0,
      penaltiesReceivable: 0,
      totalOutstanding: 0,
    },
    months: [zeroMonth],
    collection: { collectedAmount: 0, dueAmount: 0, ratePercent: null },
    risk: {
      par: [30, 60, 90].map((days) => ({
        days,
        balance: 0,
        balancePercent: null,
        count: 0,
        countPercent: null,
      })),
      ageing: (['current', '1-29', '30-59', '60-89', '90+'] as const).map((bucket) => ({
        bucket,
        count: 0,
        principal: 0,
        principalPercent: null,
      })),
    },
    pipeline: {
      byStatus: [],
      applications: 0,
      approved: 0,
      instantApprovals: 0,
      manualApprovals: 0,
      rejected: 0,
      approvalRatePercent: null,
      timeToDecision: { count: 0, medianMinutes: null, p90Minutes: null },
      approvalToDisbursement: { count: 0, medianMinutes: null, p90Minutes: null },
    },
    ...overrides,
  });
}
