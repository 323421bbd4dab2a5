import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ForgotPasswordPage } from './forgot-password-page';
import { stubFetch } from './testing/stub-fetch';

const routes = [
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/login', element: <h1>Login screen</h1> },
];

const SENT =
  'If an account exists for that email address, we have sent a link to reset the password. Please check your inbox.';

const emailField = () => screen.getByLabelText('Email Address') as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send Reset Link|Sending\.\.\.)$/ });

describe('Forgot Password page', () => {
  it("asks for an address: 'Please enter your email address.'", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(200, { success: true, msg: SENT });
    renderApp('/forgot-password', routes);
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailField());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Forgot Password | Kwacha Loans');
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('confirms first; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(200, { success: true, msg: SENT });
    renderApp('/forgot-password', routes);
    await user.type(await screen.findByLabelText('Email Address'), 'mwila@example.com');
    await user.click(sendButton());
    const dialog = screen.getByRole('dialog', { name: 'Send reset link?' });
    expect(dialog.textContent).toContain('We will send a password reset link to mwila@example.com.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(emailField().value).toBe('mwila@example.com');
  });

  it("sends after Confirm, shows 'Sending...', then the server's message", async () => {
    const user = userEvent.setup();
    const { fetchMock, release } = stubFetch(
      200,
      { success: true, message: SENT, msg: SENT, data: null },
      { hold: true },
    );
    renderApp('/forgot-password', routes);
    await user.type(await screen.findByLabelText('Email Address'), ' Mwila@Example.com ');
    await user.click(sendButton());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(sendButton().textContent).toBe('Sending...');
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/forgot-password');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'mwila@example.com' });

    release();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(SENT));
    expect(sendButton().textContent).toBe('Send Reset Link');
  });

  it("shows the server's message on failure, else 'Failed to send password reset link. Please try again.'", async () => {
    const user = userEvent.setup();
    const limited = 'Too many requests. Please try again in 15 minutes.';
    stubFetch(429, {
      success: false,
      message: limited,
      msg: limited,
      error: { code: 'RATE_LIMITED', message: limited },
    });
    renderApp('/forgot-password', routes);
    await user.type(await screen.findByLabelText('Email Address'), 'mwila@example.com');
    await user.click(sendButton());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(limited));

    stubFetch(500, '<html>Bad gateway</html>');
    await user.click(sendButton());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to send password reset link. Please try again.',
      ),
    );
    expect(emailField().value).toBe('mwila@example.com');
  });
});
