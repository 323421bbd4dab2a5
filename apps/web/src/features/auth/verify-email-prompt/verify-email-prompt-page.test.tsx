import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, fail, fakeApi, heldResponse, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());

const SENT = 'A new verification email has been sent. Please check your inbox.';
const unverified = createUser({ isEmailVerified: false, email: 'chanda@example.com' });

describe('VerifyEmailPromptPage', () => {
  it("shows the user's e-mail and resends the link", async () => {
    const held = heldResponse();
    const api = signedInAs(unverified, {
      'POST /api/auth/resend-verification-email': held.handler,
    });
    const user = userEvent.setup();
    renderWithSession('/verify-email-prompt');
    await screen.findByText('chanda@example.com');
    expect(screen.getByText("Can't find it? Check your spam or junk folder.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');

    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    await held.answer(Response.json({ success: true, msg: SENT, data: null }));
    const main = within(screen.getByRole('main'));
    await main.findByText(SENT);
    // The toast repeats it.
    expect(screen.getAllByText(SENT)).toHaveLength(2);
    const call = api.calls('POST /api/auth/resend-verification-email')[0];
    expect(call?.headers.get('x-auth-token')).toBe('stored-session-token');
    expect(call?.body).toBe('{}');
  });

  it('shows the server message on failure, else the default', async () => {
    signedInAs(unverified, {
      'POST /api/auth/resend-verification-email': [
        fail(429, 'RATE_LIMITED', 'Please wait a minute.'),
        { status: 500, body: { success: false } },
      ],
    });
    const user = userEvent.setup();
    renderWithSession('/verify-email-prompt');
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait a minute.');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await screen.findByText('Failed to resend verification email. Please try again later.');
  });

  it('logs out on 401', async () => {
    signedInAs(unverified, {
      'POST /api/auth/resend-verification-email': fail(401, 'UNAUTHORIZED', 'Expired'),
    });
    const user = userEvent.setup();
    const { router } = renderWithSession('/verify-email-prompt');
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs an unverified user out on Back to Login, so the login page is really reached', async () => {
    const api = signedInAs(unverified);
    const user = userEvent.setup();
    const { router } = renderWithSession('/verify-email-prompt');
    await user.click(await screen.findByRole('link', { name: 'Back to Login' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    // The logout call comes from a chunk of its own, just after.
    await waitFor(() => expect(api.calls('POST /api/auth/logout')).toHaveLength(1));
  });

  it('links a verified user to the dashboard', async () => {
    signedInAs(createUser());
    renderWithSession('/verify-email-prompt');
    const link = await screen.findByRole('link', { name: 'Go to Dashboard' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).toBeNull();
  });

  it('shows guests the text and the way back to login only', async () => {
    fakeApi({});
    renderWithSession('/verify-email-prompt');
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).toBeNull();
  });
});
