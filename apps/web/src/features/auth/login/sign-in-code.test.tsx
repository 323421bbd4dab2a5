import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanList } from '../../../test/builders/admin-loan-list';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, fail, fakeApi, ok, TOTP_OFF } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

const CHALLENGE = {
  totpRequired: true,
  challengeToken: 'signed-challenge-token-0123456789',
  expiresInSeconds: 300,
};

// Staff with an authenticator app: a code after the password (docs/product.md §15.8).
describe('the login page for staff with an authenticator app', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    const admin = createUser({ role: 'admin' });
    const api = fakeApi({
      'POST /api/auth/login': ok(CHALLENGE, 'Enter the code from your authenticator app.'),
      'POST /api/auth/login/totp': [
        fail(401, 'TOTP_CHALLENGE_EXPIRED', 'This sign-in has expired. Enter your email and password again.'),
        ok({ token: 'fresh-token', user: admin }, 'Login successful!'),
      ],
      'GET /api/auth/me': ok(admin),
      'GET /api/staff/totp': ok({ ...TOTP_OFF, enabled: true, sessionVerified: true }),
      'GET /api/loan-applications/admin': ok(createAdminLoanList()),
      'GET /api/admin/settings': ok({ instantApproval: { enabled: false } }),
      ...notificationRoutes(),
    });
    const user = userEvent.setup();
    const { router } = renderWithSession('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada.admin');
    await user.type(screen.getByLabelText('Password'), 'Review-Desk-2026!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeTruthy();
    const code = screen.getByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(localStorage.getItem('token')).toBeNull();

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('This sign-in has expired. Enter your email and password again.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/loans'));
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(String(api.calls('POST /api/auth/login/totp')[1]?.body))).toEqual({
      challengeToken: CHALLENGE.challengeToken,
      code: '123456',
    });
  });

  it('goes back to the password with Sign in again', async () => {
    fakeApi({ 'POST /api/auth/login': ok(CHALLENGE) });
    const user = userEvent.setup();
    renderWithSession('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada.admin');
    await user.type(screen.getByLabelText('Password'), 'Review-Desk-2026!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });
});
