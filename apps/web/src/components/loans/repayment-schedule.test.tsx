import type { LoanScheduleLine } from '@kwacha/shared/loans/loan-view';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RepaymentSchedule } from './repayment-schedule';

function line(number: number, standing: Pick<LoanScheduleLine, 'status' | 'daysOverdue'>): LoanScheduleLine {
  return {
    number,
    dueDate: `2026-${String(number + 6).padStart(2, '0')}-21`,
    instalment: 181.55,
    principal: 156.55,
    interest: 25,
    balanceAfter: (100_000 - number * 15_655) / 100,
    ...standing,
  };
}

/** The text of each row's last cell, or of the whole row's cells when asked. */
function statusColumn() {
  const [header, ...rows] = within(screen.getByRole('table')).getAllByRole('row');
  return {
    headers: within(header as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
    statuses: rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent),
  };
}

describe('RepaymentSchedule', () => {
  it('says where each instalment stands', () => {
    render(
      <RepaymentSchedule
        schedule={[
          line(1, { status: 'paid', daysOverdue: null }),
          line(2, { status: 'overdue', daysOverdue: 12 }),
          line(3, { status: 'overdue', daysOverdue: 1 }),
          line(4, { status: 'due', daysOverdue: null }),
          line(5, { status: 'part_paid', daysOverdue: null }),
          line(6, { status: 'upcoming', daysOverdue: null }),
        ]}
      />,
    );
    const { headers, statuses } = statusColumn();
    expect(headers.at(-1)).toBe('Status');
    expect(statuses).toEqual([
      'Paid',
      'Overdue (12 days)',
      'Overdue (1 day)',
      'Due today',
      'Part paid',
      'Upcoming',
    ]);
  });

  it('reads an instalment a restructure moved into the new plan as such, not as paid', () => {
    render(<RepaymentSchedule schedule={[line(1, { status: 'restructured', daysOverdue: null })]} />);
    expect(statusColumn().statuses).toEqual(['Moved into the new plan']);
  });

  it('shows no status at all for a loan whose money never went out', () => {
    render(<RepaymentSchedule schedule={[line(1, { status: null, daysOverdue: null })]} />);
    const { headers, statuses } = statusColumn();
    expect(headers).toEqual(['No.', 'Due Date', 'Instalment', 'Principal', 'Interest', 'Balance']);
    // The last cell is the balance: there is no status cell.
    expect(statuses).toEqual(['K843.45']);
    expect(screen.queryByText('Upcoming')).toBeNull();
  });

  it('on a phone, shows each instalment as a card of labelled values, with its status', () => {
    render(
      <RepaymentSchedule
        schedule={[
          line(1, { status: 'paid', daysOverdue: null }),
          line(2, { status: 'overdue', daysOverdue: 12 }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Repayment Schedule' });
    const cards = within(list)
      .getAllByRole('listitem')
      .map((card) => {
        const labels = within(card).getAllByRole('term');
        const values = within(card).getAllByRole('definition');
        return Object.fromEntries(labels.map((label, i) => [label.textContent, values[i]?.textContent]));
      });
    // balanceAfter = (100,000 − 2 × 15,655) / 100 = 686.90 for the second instalment.
    expect(cards).toEqual([
      {
        'No.': '1',
        'Due Date': '21 July 2026',
        Instalment: 'K181.55',
        Principal: 'K156.55',
        Interest: 'K25.00',
        Balance: 'K843.45',
        Status: 'Paid',
      },
      {
        'No.': '2',
        'Due Date': '21 August 2026',
        Instalment: 'K181.55',
        Principal: 'K156.55',
        Interest: 'K25.00',
        Balance: 'K686.90',
        Status: 'Overdue (12 days)',
      },
    ]);
    // Only one of them is displayed at a time (Tailwind's sm breakpoint, 640 px), so it is read once.
    expect(list.className).toContain('sm:hidden');
    expect(screen.getByRole('region', { name: 'Repayment Schedule' }).className).toMatch(
      /\bhidden\b.*\bsm:block\b/,
    );
  });

  it('on a phone, leaves the status out of the cards of a loan whose money never went out', () => {
    render(<RepaymentSchedule schedule={[line(1, { status: null, daysOverdue: null })]} />);
    const card = within(screen.getByRole('list', { name: 'Repayment Schedule' })).getByRole('listitem');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['No.', 'Due Date', 'Instalment', 'Principal', 'Interest', 'Balance']);
  });
});
