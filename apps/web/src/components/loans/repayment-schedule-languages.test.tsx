import type { LoanScheduleLine } from '@kwacha/shared/loans/loan-view';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { LoanStatusBadge, PaymentStatusBadge } from './loan-badges';
import { RepaymentSchedule } from './repayment-schedule';

const line = (
  number: number,
  standing: Pick<LoanScheduleLine, 'status' | 'daysOverdue'>,
): LoanScheduleLine => ({
  number,
  dueDate: '2027-01-21',
  instalment: 181.55,
  principal: 156.55,
  interest: 25,
  balanceAfter: 843.45,
  ...standing,
});

const statuses = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);

describe('The schedule and badges in Chinyanja (docs/product.md §22)', () => {
  it('says where each instalment stands, one day or many, and English again after', async () => {
    await act(() => setLanguage('ny'));
    render(
      <>
        <RepaymentSchedule
          schedule={[
            line(1, { status: 'paid', daysOverdue: null }),
            line(2, { status: 'overdue', daysOverdue: 1 }),
            line(3, { status: 'overdue', daysOverdue: 1000 }),
            line(4, { status: 'upcoming', daysOverdue: null }),
          ]}
        />
        <LoanStatusBadge status="approved" />
        <PaymentStatusBadge status="active" />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Ndandanda ya Malipiro' })).toBeTruthy();
    expect(statuses()).toEqual(['Lalipidwa', 'Lachedwa (tsiku 1)', 'Lachedwa (masiku 1000)', 'Likubwera']);
    expect(screen.getByText('Yavomerezedwa')).toBeTruthy();
    expect(screen.getByText('Malipiro: Simunachedwe')).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(statuses()).toEqual(['Paid', 'Overdue (1 day)', 'Overdue (1000 days)', 'Upcoming']);
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Payment: Up to date')).toBeTruthy();
  });
});
