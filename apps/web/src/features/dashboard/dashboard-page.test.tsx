import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDashboard } from '../../test/builders/dashboard';
import { createUser, fail, heldResponse, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const DASHBOARD = 'GET /api/dashboard';

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('DashboardPage', () => {
  it.each([
    [createUser(), 'Welcome back, Chanda!'],
    [createUser({ firstName: null }), 'Welcome back, chanda.mwila!'],
    [createUser({ firstName: '', username: '' }), 'Welcome back, User!'],
  ])('greets by first name, else username, else User', async (user, greeting) => {
    signedInAs(user, { [DASHBOARD]: ok(createDashboard()) });
    renderWithSession('/dashboard');
    await screen.findByRole('heading', { name: greeting });
  });

  it('says "Welcome" on the first visit (the session verifying opened), "Welcome back" after', async () => {
    signedInAs(createUser({ firstVisit: true }), { [DASHBOARD]: ok(createDashboard()) });
    renderWithSession('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Chanda!' });
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('shows the four tiles from the API and Apply for a New Loan without a payable loan', async () => {
    signedInAs(createUser(), { [DASHBOARD]: ok(createDashboard()) });
    renderWithSession('/dashboard');
    await screen.findByText('Active Loans');
    expect(document.title).toBe('Dashboard | Kwacha Loans');
    expect(tile('Active Loans')).toBe('0');
    expect(tile('Pending Applications')).toBe('1');
    expect(tile('Total Applied Amount')).toBe('K1,500.50');
    expect(tile('Next Payment')).toBe('N/A');
    expect(screen.getByRole('link', { name: 'Apply for a New Loan' }).getAttribute('href')).toBe(
      '/apply-loan',
    );
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
  });

  it('shows the next payment and Pay Now when a loan is payable', async () => {
    signedInAs(createUser(), {
      [DASHBOARD]: ok(
        createDashboard({
          activeLoans: 2,
          hasPayableLoan: true,
          nextPayment: { amount: 275, dueDate: '2026-12-21' },
        }),
      ),
    });
    renderWithSession('/dashboard');
    await screen.findByText('Active Loans');
    expect(tile('Active Loans')).toBe('2');
    expect(tile('Next Payment')).toBe('K275.00Due 21 December 2026');
    expect(screen.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/make-payment');
    expect(screen.queryByRole('link', { name: 'Apply for a New Loan' })).toBeNull();
  });

  it('draws the credit score and the financial health card', async () => {
    signedInAs(createUser(), {
      [DASHBOARD]: ok(
        createDashboard({
          creditScore: 75,
          health: {
            state: 'rated',
            score: 62,
            previousScore: null,
            paymentHistoryPercent: 90,
            loanUtilisationPercent: 30,
            creditworthinessPercent: 75,
          },
        }),
      ),
    });
    renderWithSession('/dashboard');
    expect(await screen.findByRole('img', { name: 'Credit score 75 out of 100' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Financial Health Score' });
    expect(within(card).getByRole('img', { name: 'Financial health score 62 out of 100' })).toBeTruthy();
    expect(within(card).getByText('Good')).toBeTruthy();
    expect(within(card).getByText('No previous data')).toBeTruthy();
    const bar = (name: string) =>
      within(card).getByRole('progressbar', { name }).getAttribute('aria-valuenow');
    expect(bar('Payment History')).toBe('90');
    // Utilisation is shown as the share in use, not inverted: 30% used, and lower is better.
    expect(bar('Loan Utilization')).toBe('30');
    expect(bar('Creditworthiness')).toBe('75');
    expect(within(card).getByText('30%')).toBeTruthy();
  });

  it.each([
    [85, 'Excellent'],
    [45, 'Fair'],
    [20, 'Needs Improvement'],
  ])('labels a health score of %i as %s', async (score, label) => {
    signedInAs(createUser(), {
      [DASHBOARD]: ok(createDashboard({ health: { ...createDashboard().health, score, previousScore: 40 } })),
    });
    renderWithSession('/dashboard');
    const card = await screen.findByRole('region', { name: 'Financial Health Score' });
    expect(within(card).getByText(label)).toBeTruthy();
    expect(
      within(card).getByText(
        score === 40 ? 'No change' : `${score > 40 ? '+' : ''}${(score - 40).toFixed(1)} points`,
      ),
    ).toBeTruthy();
  });

  it('shows and hides the analytics, loading the charts only when asked', async () => {
    const user = userEvent.setup();
    signedInAs(createUser(), {
      [DASHBOARD]: ok(
        createDashboard({
          loansByStatus: [
            { status: 'pending', count: 1, amount: 1500.5 },
            { status: 'active', count: 2, amount: 4000 },
          ],
          paymentTrend: [
            { month: '2026-10', amount: 550, count: 2 },
            { month: '2026-11', amount: 275, count: 1 },
          ],
        }),
      ),
    });
    renderWithSession('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Show Analytics' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Payment Trend')).toBeNull();

    await user.click(toggle);
    expect(toggle.textContent).toBe('Hide Analytics');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await screen.findByText('Payment Trend');
    expect(
      screen.getByRole('img', {
        name: 'Payments by month: October 2026 K550.00 in 2 payments; November 2026 K275.00 in 1 payment',
      }),
    ).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Loan status legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Active: 2', 'Pending: 1']);

    await user.click(toggle);
    expect(toggle.textContent).toBe('Show Analytics');
    expect(screen.queryByText('Payment Trend')).toBeNull();
  });

  it('says No payments yet. in the trend chart without payments', async () => {
    signedInAs(createUser(), { [DASHBOARD]: ok(createDashboard()) });
    renderWithSession('/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show Analytics' }));
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });

  it('shows a skeleton of four stat cards and one action button while loading', async () => {
    const dashboard = heldResponse();
    signedInAs(createUser(), { [DASHBOARD]: dashboard.handler });
    renderWithSession('/dashboard');
    expect(await screen.findByText('Loading your dashboard…')).toBeTruthy();
    expect(screen.getAllByTestId('stat-card-skeleton')).toHaveLength(4);
    expect(screen.getAllByTestId('action-button-skeleton')).toHaveLength(1);
    await dashboard.answer(
      new Response(JSON.stringify({ success: true, data: createDashboard() }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await screen.findByText('Active Loans');
    expect(screen.queryByText('Loading your dashboard…')).toBeNull();
  });

  it('shows the server message, else the fallback', async () => {
    signedInAs(createUser(), { [DASHBOARD]: fail(500, 'INTERNAL', 'Dashboard is resting.') });
    renderWithSession('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe('Dashboard is resting.');
  });

  it('falls back when the server gives no message', async () => {
    signedInAs(createUser(), { [DASHBOARD]: { status: 502, body: { success: false } } });
    renderWithSession('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load dashboard data. Please ensure you are logged in.',
    );
  });

  it('logs out on 403', async () => {
    signedInAs(createUser(), { [DASHBOARD]: fail(403, 'FORBIDDEN', 'Forbidden') });
    const { router } = renderWithSession('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
