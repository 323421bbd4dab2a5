import { describe, expect, it } from 'vitest';
import { SERVICING_RULES } from '../../servicing/servicing-rules';
import { reminderEmail } from './reminder.emails';

const remind = (kind: 'after_1' | 'after_7', lateFeeBasisPoints: number, graceDays: number) =>
  reminderEmail({
    kind,
    daysAfterDue: SERVICING_RULES.reminderDays[kind],
    borrower: { firstName: 'Mwila', username: 'mwila' },
    loanId: '0f1e2d3c-0000-4000-8000-000000000000',
    instalment: 1,
    dueDate: '2026-12-21',
    owed: 18_155,
    lateFee: { lateFeeBasisPoints, graceDays },
    appUrl: 'http://app.test',
  }).text;

describe('late reminders tell the late-fee rule in force', () => {
  it('with the defaults: the fee to come after 1 day, the fee added after 7 (docs/product.md §13.4)', () => {
    expect(remind('after_1', 500, 3)).toContain(
      'Please pay as soon as you can: 3 days after the due date a one-time late fee of 5% of the overdue amount is added.',
    );
    expect(remind('after_7', 500, 3)).toContain(
      'The loan is overdue and a one-time late fee of 5% of the overdue amount was added. Please pay now to bring it back up to date.',
    );
  });

  it('follows the grace days: no fee yet on day 7 with 10 grace days, already on day 1 with none', () => {
    expect(remind('after_7', 250, 10)).toContain(
      'Please pay as soon as you can: 10 days after the due date a one-time late fee of 2.5% of the overdue amount is added.',
    );
    expect(remind('after_1', 250, 0)).toContain(
      'The loan is overdue and a one-time late fee of 2.5% of the overdue amount was added.',
    );
  });

  it('mentions no fee when it is 0%', () => {
    expect(remind('after_1', 0, 3)).toContain(
      'Please pay as soon as you can: 3 days after the due date the loan becomes overdue.',
    );
    expect(remind('after_7', 0, 3)).toContain(
      'The loan is overdue. Please pay now to bring it back up to date.',
    );
  });
});
