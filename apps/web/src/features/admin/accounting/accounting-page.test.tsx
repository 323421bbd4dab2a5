import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { ACCOUNTING_PAGE, showAccounting } from './testing/accounting-page';

beforeAll(() => preloadPages());

describe('AccountingPage: who reaches it', () => {
  it('is in the staff menu after Reports & Statistics and opens from it', async () => {
    const user = userEvent.setup();
    showAccounting('admin');
    const { router } = renderWithSession(`${ACCOUNTING_PAGE}?from=2026-11-01&to=2026-11-25`);
    const nav = within(await screen.findByRole('navigation', { name: 'Admin' }));
    const labels = nav.getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(1, 3)).toEqual(['Reports & Statistics', 'Accounting']);
    expect(nav.getByRole('link', { name: 'Accounting' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('heading', { level: 1, name: 'Accounting' });
    expect(
      screen.getByText(/Only a superuser can map GL codes, close a month or reconcile a statement\./),
    ).toBeTruthy();
    for (const name of ['Trial balance', 'Chart of accounts', 'Closed months', 'Provider statements']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    await user.click(nav.getByRole('link', { name: 'Accounting' }));
    expect(router.state.location.pathname).toBe(ACCOUNTING_PAGE);
  });

  it('shows a borrower Access Denied and asks for nothing', async () => {
    const api = showAccounting('user');
    renderWithSession(ACCOUNTING_PAGE);
    await screen.findByRole('heading', {
      name: 'Access Denied - You do not have permission to view this page.',
    });
    expect(api.calls('GET /api/admin/accounting/trial-balance')).toHaveLength(0);
    expect(api.calls('GET /api/admin/accounting/accounts')).toHaveLength(0);
  });
});
