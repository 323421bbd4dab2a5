import { type InstalmentOwed, owedOn } from '@kwacha/shared/loans/allocation';
import type { ReminderKind } from '../notifications/notifications.public';

/**
 * docs/product.md §13, in one place: the reminder days. The grace period and the late fee are a setting
 * (docs/product.md §14.5, LateFeeRule) the daily run reads once and passes in. The late fee is charged once
 * per instalment (never compounding) on what was overdue on it, penalties excluded.
 */
export const SERVICING_RULES = {
  /** Days from the due date on which a reminder goes out (negative: before). */
  reminderDays: { before_3: -3, due_day: 0, after_1: 1, after_7: 7 } satisfies Record<ReminderKind, number>,
  /** How long the last reminder stays current when the daily job could not run on its day. */
  lastReminderWindowDays: 7,
} as const;

export type { ReminderKind };

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** An instalment is in arrears once it is still unpaid more than the grace days after its due date. */
export function isInArrears(instalment: InstalmentOwed, today: string, graceDays: number): boolean {
  return owedOn(instalment) > 0 && daysBetween(instalment.dueDate, today) > graceDays;
}

export function hasArrears(
  instalments: readonly InstalmentOwed[],
  today: string,
  graceDays: number,
): boolean {
  return instalments.some((i) => isInArrears(i, today, graceDays));
}

/** What the late fee is charged on: the instalment's overdue amount without earlier penalties. */
export function overdueAmountOf(instalment: InstalmentOwed): number {
  return instalment.fee + instalment.interest + instalment.principal;
}

/**
 * The reminder that is current for an instalment on `today`, if any: the latest kind whose day has come,
 * while the next kind's day has not. So a day the job missed is caught up, but an old reminder is never
 * sent after a newer one is due.
 */
export function currentReminder(dueDate: string, today: string): ReminderKind | undefined {
  const offset = daysBetween(dueDate, today);
  const kinds = Object.entries(SERVICING_RULES.reminderDays).sort(([, a], [, b]) => a - b) as [
    ReminderKind,
    number,
  ][];
  let current: ReminderKind | undefined;
  for (const [index, [kind, day]] of kinds.entries()) {
    const next = kinds[index + 1]?.[1] ?? day + SERVICING_RULES.lastReminderWindowDays;
    if (offset >= day && offset < next) current = kind;
  }
  return current;
}

/** A loan's own late-fee rule, as its key facts stated it when the borrower applied. */
export const lateFeeRuleOf = (loan: { lateFeeBasisPoints: number; lateFeeGraceDays: number }) => ({
  lateFeeBasisPoints: loan.lateFeeBasisPoints,
  graceDays: loan.lateFeeGraceDays,
});
