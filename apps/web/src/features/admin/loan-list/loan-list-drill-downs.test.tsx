import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanList, createCounts } from '../../../test/builders/admin-loan-list';
import { TEST_PRODUCTS } from '../../../test/builders/loan-products';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

const ADMIN_LOANS = 'GET /api/loan-applications/admin';
const PAGE = '/admin-dashboard/loans';
const list = createAdminLoanList({ counts: createCounts({ all: 40, overdue: 7 }) });

function showList(extra: Record<string, FakeReply> = {}) {
  return signedInAs(createUser({ role: 'admin' }), {
    ...notificationRoutes(),
    [ADMIN_LOANS]: ok(list),
    'GET /api/loan-products': ok(TEST_PRODUCTS),
    ...extra,
  });
}

type Api = ReturnType<typeof showList>;

function lastQuery(api: Api): Record<string, string> {
  const url = api.calls(ADMIN_LOANS).at(-1)?.url ?? '';
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

const chipNames = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .getAllByRole('button')
    .map((chip) => chip.textContent);

describe('LoanApplicationsPage drill-downs from the statistics', () => {
  it('shows the chips of a drill-down link and asks the API for exactly those loans', async () => {
    const api = showList();
    renderWithSession(`${PAGE}?arrears=par30&product=personal`);
    await screen.findByRole('table', { name: 'Loan applications' });
    await waitFor(() => expect(chipNames()).toEqual(['Product: Personal Loan', '30+ days late']));
    expect(lastQuery(api)).toEqual({ product: 'personal', arrears: 'par30', sort: 'newest', limit: '20' });
    expect(screen.getByRole('button', { name: 'Remove filter Product: Personal Loan' }).textContent).toBe(
      'Product: Personal Loan',
    );
  });

  it('names every kind of drill-down in plain words', async () => {
    const api = showList();
    renderWithSession(
      `${PAGE}?disbursedFrom=2026-11-01&disbursedTo=2026-11-15&collectedFrom=2026-11-01&collectedTo=2026-11-30` +
        '&decision=approved&decidedBy=rules&dueFrom=2026-12-05&dueTo=2026-12-05&status=active',
    );
    await screen.findByRole('table', { name: 'Loan applications' });
    expect(chipNames()).toEqual([
      'Disbursed 1–15 Nov 2026',
      'Approved by the rules',
      'Collected in Nov 2026',
      'Due on 5 Dec 2026',
    ]);
    expect(lastQuery(api)).toMatchObject({
      status: 'active',
      disbursedFrom: '2026-11-01',
      disbursedTo: '2026-11-15',
      decision: 'approved',
      decidedBy: 'rules',
      collectedFrom: '2026-11-01',
      collectedTo: '2026-11-30',
      dueFrom: '2026-12-05',
      dueTo: '2026-12-05',
    });
    // The product list is only asked for when a product is filtered on.
    expect(api.calls('GET /api/loan-products')).toHaveLength(0);
  });

  it('removes one chip from the URL and the request, keeping the other filters, tab and sort', async () => {
    const user = userEvent.setup();
    const api = showList();
    const { router } = renderWithSession(
      `${PAGE}?status=overdue&q=banda&arrears=par30&product=personal&decidedFrom=2026-11-01&decidedTo=2026-11-30&sort=oldest`,
    );
    await screen.findByRole('table', { name: 'Loan applications' });
    expect(chipNames()).toEqual(['Product: Personal Loan', '30+ days late', 'Decided in Nov 2026']);

    await user.click(screen.getByRole('button', { name: 'Remove filter 30+ days late' }));
    await waitFor(() => expect(lastQuery(api).arrears).toBeUndefined());
    expect(lastQuery(api)).toEqual({
      status: 'overdue',
      q: 'banda',
      product: 'personal',
      decidedFrom: '2026-11-01',
      decidedTo: '2026-11-30',
      sort: 'oldest',
      limit: '20',
    });
    expect(router.state.location.search).toBe(
      '?status=overdue&q=banda&product=personal&decidedFrom=2026-11-01&decidedTo=2026-11-30&sort=oldest',
    );
    expect(chipNames()).toEqual(['Product: Personal Loan', 'Decided in Nov 2026']);

    // A chip made of several parameters takes them all away.
    await user.click(screen.getByRole('button', { name: 'Remove filter Decided in Nov 2026' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=overdue&q=banda&product=personal&sort=oldest'),
    );
    expect(lastQuery(api)).not.toHaveProperty('decidedFrom');
    expect(lastQuery(api)).not.toHaveProperty('decidedTo');

    await user.click(screen.getByRole('button', { name: 'Remove filter Product: Personal Loan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=overdue&q=banda&sort=oldest'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('keeps the drill-down when another status tab is chosen, and Clear filters removes it', async () => {
    const user = userEvent.setup();
    const api = showList({ [ADMIN_LOANS]: ok(createAdminLoanList({ items: [] })) });
    const { router } = renderWithSession(`${PAGE}?arrears=90%2B`);
    expect(await screen.findByText('No loan applications match these filters.')).toBeTruthy();
    expect(chipNames()).toEqual(['90+ days late']);

    await user.click(screen.getByRole('link', { name: /^Overdue/ }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'overdue', arrears: '90+' }));
    expect(router.state.location.search).toBe('?status=overdue&arrears=90%2B');

    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(lastQuery(api)).toEqual({ sort: 'newest', limit: '20' });
  });

  it('shows no chip for a value the API would refuse and does not send it', async () => {
    const api = showList();
    renderWithSession(`${PAGE}?arrears=par45&disbursedFrom=2026-02-30`);
    await screen.findByRole('table', { name: 'Loan applications' });
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(lastQuery(api)).toEqual({ sort: 'newest', limit: '20' });
  });
});
