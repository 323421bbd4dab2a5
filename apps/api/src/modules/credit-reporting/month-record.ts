import { createHash } from 'node:crypto';
import { ageOn, isIsoCalendarDate, lusakaToday, MINIMUM_BORROWER_AGE } from '@kwacha/shared/identity/age';
import { isNrcNumber, NRC_PATTERN } from '@kwacha/shared/identity/nrc';
import { daysPastDue, overdueAmount } from '@kwacha/shared/loans/delinquency';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import type { RejectReason, ReportStatus } from '@kwacha/shared/staff/credit-reporting';
import { receivablesFromJson } from '../ledger/ledger.public';
import { instalmentsOwed } from '../ledger/receivables';
import type { BureauRecord } from './bureau-record';
import type { MonthBounds, MonthLoanRow } from './month-loans.repository';

/**
 * One loan's record for a month (docs/product.md §25.3): whether it belongs in the file, its status by the
 * code map, and the validation it must pass before the file is released.
 */

const nextMonth = (month: string) => addCalendarDays(`${month}-28`, 4).slice(0, 7);

/** A month's bounds: Lusaka midnight of its first day and of the next month's (Lusaka is UTC+2 all year). */
export function monthBounds(month: string): MonthBounds {
  const next = nextMonth(month);
  return {
    month,
    startAt: new Date(`${month}-01T00:00:00+02:00`),
    endAt: new Date(`${next}-01T00:00:00+02:00`),
    lastDay: addCalendarDays(`${next}-01`, -1),
  };
}

/**
 * The status code map (docs/product.md §25.3), the first that applies: a dispute open at the month's end
 * wins; then written off (an approved write-off); closed (nothing owed at the month's end); in arrears
 * (past due at the month's end); restructured (approved new terms, kept up with); current.
 */
export function reportStatusOf(facts: {
  disputed: boolean;
  writtenOff: boolean;
  balance: number;
  daysPastDue: number;
  restructured: boolean;
}): ReportStatus {
  if (facts.disputed) return 'disputed';
  if (facts.writtenOff) return 'written_off';
  if (facts.balance === 0) return 'closed';
  if (facts.daysPastDue > 0) return 'in_arrears';
  if (facts.restructured) return 'restructured';
  return 'current';
}

export type RecordOutcome =
  /** Not open in the month (closed before it began): not in the file at all. */
  | { kind: 'not_open' }
  /** No bureau consent on the application: never reported, counted. */
  | { kind: 'no_consent' }
  | { kind: 'reject'; reason: RejectReason; message: string }
  | { kind: 'record'; record: BureauRecord; hash: string };

export const REJECT_MESSAGES: Readonly<Record<RejectReason, string>> = {
  name_missing: "The borrower's first name or surname is missing.",
  nrc_invalid: `The NRC number is missing or not in the form 123456/78/1 (${NRC_PATTERN.source}).`,
  date_of_birth_invalid: `The date of birth is missing, not a date, or under ${MINIMUM_BORROWER_AGE} when the loan opened.`,
  date_invalid: 'A date of the account is out of order (opened, last payment or closed after the month end).',
  amount_invalid: 'An amount is out of range (loan amount, balance, amount past due or last payment).',
  balance_mismatch: "The balance does not agree with the ledger's as at the month end.",
  notice_period:
    'In arrears, but the notice before a first listing has not run out by the month end: held for a later file.',
};

const lusakaDay = (at: Date | null) => (at ? lusakaToday(at) : null);
const safe = (n: number) => Number.isSafeInteger(n);

/** The record's hash: what it says, whatever the layout, so a later record that differs is a correction. */
export const recordHash = (record: BureauRecord) =>
  createHash('sha256')
    .update(JSON.stringify({ c: record.consumer, a: record.account }))
    .digest('hex')
    .slice(0, 32);

function validate(
  row: MonthLoanRow,
  record: BureauRecord,
  bounds: MonthBounds,
  owedSum: number,
): RejectReason | undefined {
  const c = record.consumer;
  const a = record.account;
  if (!c.surname.trim() || !c.forenames.trim()) return 'name_missing';
  if (!isNrcNumber(c.nrc)) return 'nrc_invalid';
  if (!isIsoCalendarDate(c.dateOfBirth) || ageOn(c.dateOfBirth, a.openedOn) < MINIMUM_BORROWER_AGE) {
    return 'date_of_birth_invalid';
  }
  const late = (day: string | null) => day !== null && (day > bounds.lastDay || day < a.openedOn);
  if (a.openedOn > bounds.lastDay || late(a.lastPaymentOn) || late(a.closedOn)) return 'date_invalid';
  const amounts = [a.amount, a.instalment, a.currentBalance, a.amountPastDue, a.lastPaymentAmount];
  if (
    !amounts.every((n) => safe(n) && n >= 0) ||
    a.amount === 0 ||
    a.amountPastDue > a.currentBalance ||
    a.termMonths <= 0
  ) {
    return 'amount_invalid';
  }
  // The balance is the ledger's, by instalment; it must be the ledger's total, and the copy the loans
  // module keeps (loan_positions) must agree while nothing has posted since the month's end.
  if (owedSum !== row.ledgerBalance) return 'balance_mismatch';
  const untouchedSince = row.lastEntryAt === null || row.lastEntryAt < bounds.endAt;
  if (untouchedSince && row.positionBalance !== null && row.positionBalance !== row.ledgerBalance) {
    return 'balance_mismatch';
  }
  return undefined;
}

/** One loan's outcome for the month `bounds` describes. */
export function recordOf(row: MonthLoanRow, bounds: MonthBounds): RecordOutcome {
  const openedInMonth = row.disbursedAt >= bounds.startAt;
  if (!openedInMonth && row.balanceAtStart <= 0) return { kind: 'not_open' };
  if (!row.consented) return { kind: 'no_consent' };

  const schedule = row.schedule.map(([number, dueDate]) => ({ number, dueDate }));
  const owed = instalmentsOwed(schedule, receivablesFromJson(row.receivables)).sort((x, y) =>
    x.dueDate < y.dueDate ? -1 : x.dueDate > y.dueDate ? 1 : x.number - y.number,
  );
  const totalOf = (line: (typeof owed)[number]) => line.penalty + line.fee + line.interest + line.principal;
  const owedSum = owed.reduce((sum, line) => sum + totalOf(line), 0);
  const oldestUnpaid = owed.find((line) => totalOf(line) > 0)?.dueDate ?? null;
  const days = daysPastDue(oldestUnpaid, bounds.lastDay);
  const balance = row.ledgerBalance;
  const status = reportStatusOf({
    disputed: row.disputed,
    writtenOff: row.writtenOff,
    balance,
    daysPastDue: days,
    restructured: row.restructured,
  });
  const record: BureauRecord = {
    loanId: row.loanId,
    month: bounds.month,
    consumer: {
      surname: row.surname ?? '',
      forenames: row.forenames ?? '',
      nrc: row.nrc ?? '',
      dateOfBirth: row.dateOfBirth ?? '',
      phone: row.phone ?? '',
      address: row.address ?? '',
      city: row.city ?? '',
      province: row.province ?? '',
      country: row.country ?? '',
    },
    account: {
      accountNumber: `KWL${row.loanId.replaceAll('-', '').toUpperCase()}`,
      openedOn: lusakaToday(row.disbursedAt),
      amount: row.amount,
      termMonths: row.termMonths,
      instalment: row.schedule[0]?.[2] ?? 0,
      currentBalance: balance,
      amountPastDue: overdueAmount(owed, bounds.lastDay),
      daysPastDue: days,
      status,
      lastPaymentOn: lusakaDay(row.lastPaymentAt),
      lastPaymentAmount: row.lastPaymentAmount,
      closedOn: balance === 0 ? lusakaDay(row.lastMovedAt) : null,
    },
  };
  const reason = validate(row, record, bounds, owedSum);
  if (reason) return { kind: 'reject', reason, message: REJECT_MESSAGES[reason] };
  // docs/product.md §25.4: a first listing in arrears waits for the notice to run out.
  if (status === 'in_arrears' && !(row.listableOn && row.listableOn <= bounds.lastDay)) {
    return { kind: 'reject', reason: 'notice_period', message: REJECT_MESSAGES.notice_period };
  }
  return { kind: 'record', record, hash: recordHash(record) };
}
