import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar for guests', () => {
  it('shows the brand and the guest links', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Your Financial Journey, Simplified.' });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Kwacha Loans' }).getAttribute('href')).toBe('/');
    expect(nav.getByRole('link', { name: 'Apply for a Loan' }).getAttribute('href')).toBe('/apply-loan');
    expect(nav.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(nav.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it.each(['/login', '/register'])('hides Register on %s', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { name: 'Page Not Found' });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it.each(['/admin-dashboard', '/admin-dashboard/loans', '/loan-details/abc'])(
    'is hidden on %s',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { name: 'Page Not Found' });
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
    },
  );

  it('toggles the mobile menu and closes it on navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
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
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
