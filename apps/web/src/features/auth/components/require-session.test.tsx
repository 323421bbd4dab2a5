import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, heldResponse, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

describe('RequireSession (through the real routes)', () => {
  it('sends a guest to /login and remembers the wanted page', async () => {
    const { router } = renderWithSession('/profile?tab=1');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/profile?tab=1' });
  });

  it('shows a loading state while the session loads', async () => {
    const held = heldResponse();
    signedInAs(createUser(), {
      'GET /api/auth/me': held.handler,
    });
    renderWithSession('/dashboard');
    await screen.findByText('Loading authentication...');
    await held.answer(Response.json({ success: true, data: createUser() }));
    await screen.findByRole('heading', { name: 'Welcome back, Chanda!' });
  });

  it('sends a borrower with an unverified e-mail to /verify-email-prompt', async () => {
    signedInAs(createUser({ isEmailVerified: false }));
    const { router } = renderWithSession('/dashboard');
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    expect(router.state.location.pathname).toBe('/verify-email-prompt');
  });

  it.each(['admin', 'superuser'] as const)('sends a%s on a borrower route to admin loans', async (role) => {
    signedInAs(createUser({ role, isEmailVerified: false }));
    const { router } = renderWithSession('/profile');
    await screen.findByRole('heading', { name: 'Loan Applications' });
    expect(router.state.location.pathname).toBe('/admin-dashboard/loans');
  });

  it('shows Access Denied to a borrower on a staff route', async () => {
    signedInAs(createUser());
    const { router } = renderWithSession('/admin-dashboard/loans');
    await screen.findByRole('heading', {
      name: 'Access Denied - You do not have permission to view this page.',
    });
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(router.state.location.pathname).toBe('/admin-dashboard/loans');
  });

  it('redirects /admin-dashboard to its loans page for staff', async () => {
    signedInAs(createUser({ role: 'admin' }));
    const { router } = renderWithSession('/admin-dashboard');
    await screen.findByRole('heading', { name: 'Loan Applications' });
    expect(router.state.location.pathname).toBe('/admin-dashboard/loans');
  });

  it('sends a signed-in visitor of / to their home', async () => {
    signedInAs(createUser({ firstName: null }));
    const { router } = renderWithSession('/');
    await screen.findByRole('heading', { name: 'Welcome back, chanda.mwila!' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the landing page to guests', async () => {
    renderWithSession('/');
    await screen.findByRole('heading', { name: 'Your Financial Journey, Simplified.' });
  });

  it('sends staff from / to admin loans', async () => {
    signedInAs(createUser({ role: 'superuser' }));
    const { router } = renderWithSession('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/loans'));
  });
});
