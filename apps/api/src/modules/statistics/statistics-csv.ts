import type { Readable } from 'node:stream';
import type { Statistics, StatisticsTable } from '@kwacha/shared/staff/statistics';
import { stringify } from 'csv-stringify';

/** Kwacha with exactly two decimals, as accountants' spreadsheets expect ("1234.50", never "1234.5"). */
const kwacha = (value: number) => value.toFixed(2);
const percent = (value: number | null) => (value === null ? '' : value.toFixed(2));
const minutes = (value: number | null) => (value === null ? '' : value.toFixed(1));

const STATUS_WORDS = (status: string) => status.replaceAll('_', ' ');

/** One table of the page as rows of text, the header first. */
function rowsOf(table: StatisticsTable, s: Statistics): string[][] {
  switch (table) {
    case 'months':
      return [
        [
          'Month',
          'Loans disbursed',
          'Principal disbursed (K)',
          'Payments collected',
          'Collected (K)',
          'Due (K)',
          'Written off (K)',
          'Recovered (K)',
          'PAR30 at month end (%)',
        ],
        ...s.months.map((m) => [
          m.month,
          String(m.disbursedCount),
          kwacha(m.disbursedAmount),
          String(m.collectedCount),
          kwacha(m.collectedAmount),
          kwacha(m.dueAmount),
          kwacha(m.writtenOffAmount),
          kwacha(m.recoveredAmount),
          percent(m.par30Percent),
        ]),
      ];
    case 'ageing':
      return [
        ['Days past due', 'Loans', 'Principal outstanding (K)', 'Share of principal (%)'],
        ...s.risk.ageing.map((a) => [
          a.bucket,
          String(a.count),
          kwacha(a.principal),
          percent(a.principalPercent),
        ]),
      ];
    case 'par':
      return [
        ['Portfolio at risk', 'Principal (K)', 'Share of principal (%)', 'Loans', 'Share of loans (%)'],
        ...s.risk.par.map((p) => [
          `PAR${p.days}`,
          kwacha(p.balance),
          percent(p.balancePercent),
          String(p.count),
          percent(p.countPercent),
        ]),
      ];
    case 'pipeline': {
      const p = s.pipeline;
      return [
        ['Figure', 'Value'],
        ['Applications received', String(p.applications)],
        ['Approved', String(p.approved)],
        ['Approved instantly by the rules', String(p.instantApprovals)],
        ['Approved by staff', String(p.manualApprovals)],
        ['Rejected', String(p.rejected)],
        ['Approval rate (%)', percent(p.approvalRatePercent)],
        ['Median minutes to decision', minutes(p.timeToDecision.medianMinutes)],
        ['90th percentile minutes to decision', minutes(p.timeToDecision.p90Minutes)],
        ['Median minutes from approval to disbursement', minutes(p.approvalToDisbursement.medianMinutes)],
        [
          '90th percentile minutes from approval to disbursement',
          minutes(p.approvalToDisbursement.p90Minutes),
        ],
        ...p.byStatus.map((b) => [`Now ${STATUS_WORDS(b.status)}`, String(b.count)]),
      ];
    }
    case 'rolls':
      return rollRows(s.collections);
    case 'cures':
      return [
        ['Month', 'Past due at the previous month end', 'Current at month end', 'Paid off', 'Cure rate (%)'],
        ...s.collections.cures.map((c) => [
          c.month,
          String(c.pastDue),
          String(c.current),
          String(c.paid),
          percent(c.ratePercent),
        ]),
      ];
    case 'promises':
      return [
        ['Month', 'Promises kept', 'Promises broken', 'Kept rate (%)'],
        ...s.collections.promises.map((p) => [
          p.month,
          String(p.kept),
          String(p.broken),
          percent(p.keptRatePercent),
        ]),
      ];
    case 'collectors':
      return [
        ['Collector', 'Payments collected', 'Collected (K)'],
        ...s.collections.collectors.map((c) => [c.name, String(c.count), kwacha(c.amount)]),
      ];
  }
}

/** Every month's from → to matrix: one row per bucket at the previous month's end. */
function rollRows(c: Statistics['collections']): string[][] {
  return [
    [
      'Month',
      'Bucket at the previous month end',
      'Loans',
      ...c.buckets.map((b) => `${b} at month end`),
      'Paid off',
      'Written off',
      'Rolled forward',
      'Roll-forward rate (%)',
    ],
    ...c.rolls.flatMap(({ month, rows }) =>
      rows.map((r) => [
        month,
        c.buckets[r.from] ?? String(r.from),
        String(r.loans),
        ...r.to.map(String),
        String(r.paid),
        String(r.writtenOff),
        String(r.rolledForward),
        percent(r.rollForwardPercent),
      ]),
    ),
  ];
}

/** The table as a CSV stream (quoting by csv-stringify), written row by row as the client reads. */
export function statisticsCsv(table: StatisticsTable, statistics: Statistics): Readable {
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  for (const row of rowsOf(table, statistics)) csv.write(row);
  csv.end();
  return csv;
}

/** "kwacha-statistics-months-2026-09-01-to-2026-11-25-personal.csv": what and when, safe for any disk. */
export function csvFileName(table: StatisticsTable, s: Statistics): string {
  return `kwacha-statistics-${table}-${s.period.from}-to-${s.period.to}${s.product ? `-${s.product}` : ''}.csv`;
}
