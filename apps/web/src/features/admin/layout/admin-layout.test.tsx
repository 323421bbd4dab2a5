import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanList } from '../../../test/builders/admin-loan-list';
import { TEST_PRODUCTS } from '../../../test/builders/loan-products';
import { createNotification, notificationRoutes } from '../../../test/builders/notifications';
import { createStatistics } from '../../../test/builders/statistics';
import { createUser, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

const staff = (role: 'admin' | 'superuser', extra = {}) =>
  signedInAs(createUser({ role, firstName: 'Mwila', lastName: 'Banda', username: 'mwila.banda' }), {
    ...notificationRoutes(),
    'GET /api/loan-applications/admin': ok(createAdminLoanList()),
    'GET /api/admin/settings': ok({ instantApproval: { enabled: false } }),
    'GET /api/admin/statistics': ok(createStatistics()),
    'GET /api/loan-products': ok(TEST_PRODUCTS),
    ...extra,
  });

const adminNav = () => within(screen.getByRole('navigation', { name: 'Admin' }));

describe('AdminLayout', () => {
  it('shows an admin the brand, Loan Applications, Reports & Statistics, Accounting, Credit bureau, Flagged Payments, Complaints, Data Requests, Identity checks, Audit Log and E-mail Management (no Settings), their name, the bell and LOG OUT', async () => {
    staff('admin', notificationRoutes([createNotification(), createNotification({ id: 'note-2' })]));
    renderWithSession('/admin-dashboard/loans');
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    // The site's navigation bar is hidden in the admin area; this layout replaces it.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Kwacha Loans' }).getAttribute('href')).toBe(
      '/admin-dashboard/loans',
    );

    const nav = adminNav();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Loan Applications',
      'Reports & Statistics',
      'Accounting',
      'Credit bureau',
      'Flagged Payments',
      'Collections',
      'Complaints',
      'Data Requests',
      'Identity checks',
      'Audit Log',
      'E-mail Management',
      'Sign-in security',
    ]);
    const loans = nav.getByRole('link', { name: 'Loan Applications' });
    expect(loans.getAttribute('href')).toBe('/admin-dashboard/loans');
    expect(loans.getAttribute('aria-current')).toBe('page');
    expect(nav.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(nav.getByText('Mwila Banda')).toBeTruthy();
    expect(nav.getByText('Admin')).toBeTruthy();
    expect(nav.getByRole('button', { name: 'LOG OUT' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  });

  it('shows a superuser Settings too', async () => {
    staff('superuser');
    renderWithSession('/admin-dashboard/loans');
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    expect(adminNav().getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/admin-dashboard/settings',
    );
    expect(adminNav().getByText('Superuser')).toBeTruthy();
  });

  it('opens Reports & Statistics from the navigation and marks it as the current page', async () => {
    const user = userEvent.setup();
    staff('admin');
    const { router } = renderWithSession('/admin-dashboard/loans');
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    const statistics = adminNav().getByRole('link', { name: 'Reports & Statistics' });
    expect(statistics.getAttribute('href')).toBe('/admin-dashboard/statistics');
    expect(statistics.getAttribute('aria-current')).toBeNull();
    await user.click(statistics);
    await screen.findByRole('heading', { level: 1, name: 'Reports & Statistics' });
    expect(router.state.location.pathname).toBe('/admin-dashboard/statistics');
    expect(adminNav().getByRole('link', { name: 'Reports & Statistics' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      adminNav().getByRole('link', { name: 'Loan Applications' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('shows how many flagged payments wait beside their entry, on every staff page', async () => {
    staff('admin', { 'GET /api/admin/flagged-payments/count': ok({ count: 3 }) });
    renderWithSession('/admin-dashboard/loans');
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    const entry = await adminNav().findByRole('link', { name: 'Flagged Payments (3 waiting)' });
    expect(entry.getAttribute('href')).toBe('/admin-dashboard/flagged-payments');
  });

  it('sends an admin who opens Settings to admin loans', async () => {
    staff('admin');
    const { router } = renderWithSession('/admin-dashboard/settings');
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    expect(router.state.location.pathname).toBe('/admin-dashboard/loans');
  });

  it('lets a superuser open Settings from the navigation', async () => {
    const user = userEvent.setup();
    staff('superuser');
    const { router } = renderWithSession('/admin-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    expect(router.state.location.pathname).toBe('/admin-dashboard/loans');
    await user.click(adminNav().getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'System Settings' });
    expect(router.state.location.pathname).toBe('/admin-dashboard/settings');
    expect(adminNav().getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens and closes the phone menu, which closes on navigation', async () => {
    const user = userEvent.setup();
    staff('superuser');
    renderWithSession('/admin-dashboard/loans');
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toBe(screen.getByRole('navigation', { name: 'Admin' }));
    expect(menu?.className.split(' ')).toContain('hidden');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(menu?.className.split(' ')).not.toContain('hidden');
    await user.click(adminNav().getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'System Settings' });
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out to /login', async () => {
    const user = userEvent.setup();
    const api = staff('admin');
    const { router } = renderWithSession('/admin-dashboard/loans');
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    await user.click(adminNav().getByRole('button', { name: 'LOG OUT' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(api.calls('POST /api/auth/logout')).toHaveLength(1));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offers a skip link to the page content', async () => {
    staff('admin');
    renderWithSession('/admin-dashboard/loans');
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    const skip = screen.getByRole('link', { name: 'Skip to page content' });
    expect(skip.getAttribute('href')).toBe('#admin-content');
    expect(
      document.getElementById('admin-content')?.contains(screen.getByRole('heading', { level: 1 })),
    ).toBe(true);
  });
});
