import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNotification, notificationRoutes } from '../../test/builders/notifications';
import { createUser, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const findMainNav = () => screen.findByRole('navigation', { name: 'Main' });

describe('Navbar for guests', () => {
  it('shows the brand and the guest links', async () => {
    renderWithSession('/');
    await screen.findByRole('heading', { name: 'Your Financial Journey, Simplified.' });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Kwacha Loans' }).getAttribute('href')).toBe('/');
    expect(nav.getByRole('link', { name: 'Apply for a Loan' }).getAttribute('href')).toBe('/apply-loan');
    expect(nav.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(nav.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(nav.queryByRole('button', { name: 'LOG OUT' })).toBeNull();
  });

  it.each(['/login', '/register'])('hides Register on %s', async (path) => {
    renderWithSession(path);
    const nav = within(await findMainNav());
    expect(nav.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  // Signed in as staff, so both pages really render (a guest would be sent on to /login, which has a nav).
  it.each([
    ['/admin-dashboard/loans', 'Loan Applications'],
    ['/loan-details/abc', 'Loan Details'],
  ])('is hidden for staff on %s, where the staff layout navigates instead', async (path, heading) => {
    signedInAs(createUser({ role: 'admin' }));
    const { router } = renderWithSession(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const admin = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(admin.getByRole('link', { name: 'Loan Applications' })).toBeTruthy();
    expect(admin.getByRole('button', { name: 'LOG OUT' })).toBeTruthy();
  });

  it('toggles the mobile menu and closes it on navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderWithSession('/');
    await screen.findByRole('heading', { name: 'Your Financial Journey, Simplified.' });

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.className).toContain('hidden');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(menu?.className).not.toContain('hidden');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Navbar for borrowers', () => {
  it('shows Services, notifications, account and LOG OUT, and the brand goes to the dashboard', async () => {
    const user = userEvent.setup();
    signedInAs(createUser());
    const { router } = renderWithSession('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Chanda!' });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Kwacha Loans' }).getAttribute('href')).toBe('/dashboard');
    expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Email not verified' })).toBeNull();

    // The signed-in menus are a chunk of their own, in a moment after the session.
    const services = await nav.findByRole('button', { name: 'Services' });
    expect(services.getAttribute('aria-expanded')).toBe('false');
    await user.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    const panel = within(
      document.getElementById(services.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    expect(panel.getByRole('link', { name: 'My Loans' }).getAttribute('href')).toBe('/my-loans');
    expect(panel.getByRole('link', { name: 'Make Payment' }).getAttribute('href')).toBe('/make-payment');
    expect(panel.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');

    // Escape closes and returns focus to the button; a click outside closes too.
    await user.click(panel.getByRole('link', { name: 'My Loans' }).closest('ul') as HTMLElement);
    await user.keyboard('{Escape}');
    expect(services.getAttribute('aria-expanded')).toBe('false');
    await user.click(services);
    await user.click(screen.getByRole('heading', { name: 'Welcome back, Chanda!' }));
    expect(services.getAttribute('aria-expanded')).toBe('false');

    const account = nav.getByRole('button', { name: 'Account' });
    await user.click(account);
    await user.click(
      within(document.getElementById(account.getAttribute('aria-controls') ?? '') as HTMLElement).getByRole(
        'link',
        { name: 'My Profile' },
      ),
    );
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(router.state.location.pathname).toBe('/profile');
    expect(account.getAttribute('aria-expanded')).toBe('false');
  });

  it("lists the borrower's pages flat in the phone menu, My Loans one tap after opening it", async () => {
    const user = userEvent.setup();
    signedInAs(createUser());
    const { router } = renderWithSession('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Chanda!' });
    const toggle = within(mainNav()).getByRole('button', { name: 'Open menu' });
    const menu = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
    const phoneLinks = async () =>
      (await menu.findAllByRole('link')).filter((link) =>
        link.closest('li')?.className.split(' ').includes('md:hidden'),
      );
    expect((await phoneLinks()).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Loans', '/my-loans'],
      ['Make Payment', '/make-payment'],
      ['Payment History', '/payment-history'],
      ['Complaints', '/complaints'],
      ['Identity check', '/verify-identity'],
      ['My Profile', '/profile'],
    ]);
    // SPEC's Services and account menus are the desktop bar's ('hidden md:block'): not on a phone.
    for (const name of ['Services', 'Account']) {
      expect(menu.getByRole('button', { name }).closest('li')?.className.split(' ')).toContain('hidden');
    }

    await user.click(toggle);
    await user.click((await phoneLinks())[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-loans'));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has the notification bell, fed by the server', async () => {
    signedInAs(createUser(), notificationRoutes([createNotification()]));
    renderWithSession('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Chanda!' });
    await within(mainNav()).findByRole('button', { name: 'Notifications, 1 unread' });
  });

  it('shows the yellow Email not verified badge only while the e-mail is unverified', async () => {
    signedInAs(createUser({ isEmailVerified: false }));
    renderWithSession('/verify-email-prompt');
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    // The page needs no session, so it can show before the session's me call has answered.
    const badge = await within(mainNav()).findByRole('link', { name: 'Email not verified' });
    expect(badge.getAttribute('href')).toBe('/verify-email-prompt');
  });

  it('keeps the bell with its unread count and the unverified badge in the top bar while the phone menu is closed', async () => {
    signedInAs(createUser({ isEmailVerified: false }), notificationRoutes([createNotification()]));
    renderWithSession('/verify-email-prompt');
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    await within(mainNav()).findByRole('link', { name: 'Email not verified' });
    const toggle = within(mainNav()).getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    // The closed menu is hidden below md ('hidden md:flex'): what lives in it is out of sight on a phone.
    expect(menu.className.split(' ')).toContain('hidden');
    expect(within(menu).getByRole('button', { name: 'LOG OUT' })).toBeTruthy();

    const bell = await within(mainNav()).findByRole('button', { name: 'Notifications, 1 unread' });
    const badge = within(mainNav()).getByRole('link', { name: 'Email not verified' });
    for (const element of [bell, badge]) {
      expect(menu.contains(element)).toBe(false);
      // Nothing between it and the bar hides it at a small width.
      for (let box = element.parentElement; box && box !== mainNav(); box = box.parentElement) {
        expect(box.className.split(' ')).not.toContain('hidden');
      }
    }
  });

  it('stays on loan details, so a borrower on a phone is not left with only Back', async () => {
    signedInAs(createUser(), notificationRoutes([createNotification()]));
    renderWithSession('/loan-details/abc');
    await screen.findByRole('heading', { level: 1, name: 'Loan Details' });
    const nav = within(await findMainNav());
    expect(nav.getByRole('link', { name: 'Kwacha Loans' }).getAttribute('href')).toBe('/dashboard');
    expect(nav.getByRole('button', { name: 'Services' })).toBeTruthy();
    expect(nav.getByRole('button', { name: 'LOG OUT' })).toBeTruthy();
    await nav.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });

  it('logs out to /login', async () => {
    const user = userEvent.setup();
    const api = signedInAs(createUser());
    const { router } = renderWithSession('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Chanda!' });
    await user.click(within(mainNav()).getByRole('button', { name: 'LOG OUT' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    // The logout call's module loads on demand, so the call may follow the navigation.
    await waitFor(() => expect(api.calls('POST /api/auth/logout')).toHaveLength(1));
    expect(localStorage.getItem('token')).toBeNull();
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});

describe('Navbar for staff', () => {
  it('shows Admin Tools and LOG OUT, and the brand goes to admin loans', async () => {
    const user = userEvent.setup();
    signedInAs(createUser({ role: 'admin' }));
    renderWithSession('/about-us');
    const nav = within(await findMainNav());
    await waitFor(() => expect(nav.getByRole('button', { name: 'LOG OUT' })).toBeTruthy());
    expect(nav.getByRole('link', { name: 'Kwacha Loans' }).getAttribute('href')).toBe(
      '/admin-dashboard/loans',
    );
    expect(nav.queryByRole('button', { name: 'Services' })).toBeNull();
    const tools = nav.getByRole('button', { name: 'Admin Tools' });
    await user.click(tools);
    const panel = within(document.getElementById(tools.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(panel.getByRole('link', { name: 'Loan Applications' }).getAttribute('href')).toBe(
      '/admin-dashboard/loans',
    );
    expect(panel.getByRole('link', { name: 'Reports & Statistics' }).getAttribute('href')).toBe(
      '/admin-dashboard/statistics',
    );
  });
});
