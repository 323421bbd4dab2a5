import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createUser, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

// Right after the first payout (docs/product.md §4.7): one active loan, nothing repaid, nothing due yet.
const NEW_BORROWER: Dashboard = {
  activeLoans: 1,
  pendingApplications: 0,
  totalAppliedAmount: 1000,
  nextPayment: { amount: 181.55, dueDate: '2026-12-21' },
  hasPayableLoan: true,
  creditScore: 70,
  health: {
    state: 'not_rated',
    score: null,
    previousScore: null,
    paymentHistoryPercent: null,
    loanUtilisationPercent: 100,
    creditworthinessPercent: 70,
  },
  loansByStatus: [{ status: 'active', count: 1, amount: 1000 }],
  paymentTrend: [{ month: '2026-11', amount: 0, count: 0 }],
};

describe('DashboardPage in Ichibemba (docs/product.md §22)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('says the scores, the analytics toggle and the charts in Ichibemba, and rates no one too early', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('bem'));
    signedInAs(createUser(), { 'GET /api/dashboard': ok(NEW_BORROWER) });
    renderWithSession('/dashboard');

    const credit = await screen.findByRole('region', { name: 'Amamaki ya Ngongole' });
    expect(within(credit).getByRole('img', { name: 'Amamaki ya ngongole: 70 pali 100' })).toBeTruthy();
    expect(within(credit).getByText('Ciwame')).toBeTruthy();
    const health = screen.getByRole('region', { name: 'Ubukose bwa Fyuma Fyenu' });
    expect(within(health).getByText('Tamulapimwa')).toBeTruthy();
    expect(within(health).queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Langeni Ifilangililo' }));
    expect(await screen.findByText('Ubulipilo bwa pa Mweshi')).toBeTruthy();
    expect(screen.getByText('Tamulalipilapo nangu kamo.')).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Ukulondolola kwa fyo ingongole shili' });
    expect(legend.textContent).toBe('Ilebomba: 1');
    expect(screen.getByRole('button', { name: 'Fisheni Ifilangililo' })).toBeTruthy();
  });
});
