import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HealthScoreCard } from './health-score-card';

function renderCard(health: Partial<Dashboard['health']>) {
  const { unmount } = render(
    <HealthScoreCard
      health={{
        score: 76,
        previousScore: 60,
        paymentHistoryPercent: 100,
        loanUtilisationPercent: 42,
        creditworthinessPercent: 70,
        ...health,
      }}
    />,
  );
  return Object.assign(screen.getByRole('region', { name: 'Financial Health Score' }), { unmount });
}

describe('HealthScoreCard', () => {
  it('shows the score, its band, the change and three bars that say which way is good', () => {
    const card = renderCard({});
    expect(within(card).getByRole('img', { name: 'Financial health score 76 out of 100' })).toBeTruthy();
    expect(within(card).getByText('Good')).toBeTruthy();
    expect(within(card).getByText('+16.0 points')).toBeTruthy();
    const bar = (name: string, description: RegExp) =>
      within(card).getByRole('progressbar', { name, description }).getAttribute('aria-valuenow');
    expect(bar('Payment History', /paid on time; higher is better/)).toBe('100');
    expect(bar('Loan Utilization', /limit in use; lower is better/)).toBe('42');
    expect(bar('Creditworthiness', /higher is better/)).toBe('70');
  });

  it('draws a high utilisation in the colour of a poor figure, a low one in the colour of a good one', () => {
    const fillOf = (used: number) => {
      const card = renderCard({ loanUtilisationPercent: used });
      const bar = within(card).getByRole('progressbar', { name: 'Loan Utilization' });
      const fill = bar.querySelectorAll('rect')[1]?.getAttribute('class');
      card.unmount();
      return fill;
    };
    expect(fillOf(90)).toBe('fill-red-600'); // 10 out of 100 good
    expect(fillOf(10)).toBe('fill-emerald-600'); // 90 out of 100 good
  });

  it('says so when no instalment is repaid yet instead of drawing a payment history bar', () => {
    const card = renderCard({ paymentHistoryPercent: null });
    expect(within(card).getByText('No repayments yet')).toBeTruthy();
    expect(within(card).queryByRole('progressbar', { name: 'Payment History' })).toBeNull();
    expect(within(card).getAllByRole('progressbar')).toHaveLength(2);
  });

  it('has no score before the first loan, and says when one will appear', () => {
    const card = renderCard({ score: null, previousScore: null, paymentHistoryPercent: null });
    expect(within(card).getByText('Your score appears after your first loan.')).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).queryByText('Excellent')).toBeNull();
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });
});
