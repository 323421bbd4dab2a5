import { healthBand } from '@kwacha/shared/loans/borrower-scores';
import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/language-store';
import { bandMessages } from '../scores.messages';
import { HealthScoreCard } from './health-score-card';

function renderCard(health: Partial<Dashboard['health']>) {
  const { unmount } = render(
    <HealthScoreCard
      health={{
        state: 'rated',
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

// Right after the first payout (docs/product.md §4.7): the whole loan owed, nothing repaid, nothing due.
const NEW_BORROWER: Partial<Dashboard['health']> = {
  state: 'not_rated',
  score: null,
  previousScore: null,
  paymentHistoryPercent: null,
  loanUtilisationPercent: 100,
  creditworthinessPercent: 70,
};

describe('HealthScoreCard', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

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
    const card = renderCard({
      state: 'no_loans',
      score: null,
      previousScore: null,
      paymentHistoryPercent: null,
    });
    expect(within(card).getByText('Your score appears after your first loan.')).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).queryByText('Excellent')).toBeNull();
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it('does not judge a borrower without repayment history: "Not rated yet" in grey, no score, no bars', () => {
    const card = renderCard(NEW_BORROWER);
    const label = within(card).getByText('Not rated yet');
    expect(label.className).toContain('text-slate-700');
    expect(
      within(card).getByText('We will rate your financial health after your first repayments.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).queryByText('Needs Improvement')).toBeNull();
    expect(within(card).queryByText('100%')).toBeNull();
    expect(card.innerHTML).not.toMatch(/red-|orange-|yellow-|emerald-/);
  });

  it('speaks Ichibemba and Chinyanja: the bands, the change, the bars and the unrated state', async () => {
    await act(() => setLanguage('bem'));
    const rated = render(
      <HealthScoreCard
        health={{
          state: 'rated',
          score: 35,
          previousScore: 40,
          paymentHistoryPercent: null,
          loanUtilisationPercent: 90,
          creditworthinessPercent: 20,
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Ubukose bwa Fyuma Fyenu' });
    expect(within(card).getByRole('img', { name: 'Ubukose bwa fyuma fyenu: 35 pali 100' })).toBeTruthy();
    expect(within(card).getByText('Kufwile ukuwamya')).toBeTruthy();
    expect(within(card).getByText('-5.0 amamaki')).toBeTruthy();
    expect(within(card).getByText('Tamulabweshapo')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Ukubomfya Ingongole' })).toBeTruthy();

    await act(() => setLanguage('ny'));
    expect(within(card).getByText('Pakufunika kukonza')).toBeTruthy();

    rated.unmount();
    render(<HealthScoreCard health={{ ...(NEW_BORROWER as Dashboard['health']) }} />);
    expect(screen.getByText('Simunayesedwe')).toBeTruthy();
    expect(screen.getByText('Tidzayesa thanzi la chuma chanu mukayamba kubweza ngongole.')).toBeTruthy();
  });

  it('names each band as shared/loans/borrower-scores does in English', () => {
    for (const score of [90, 70, 50, 10]) {
      const band = healthBand(score);
      expect(bandMessages[band.colour].message).toBe(band.label);
    }
  });
});
