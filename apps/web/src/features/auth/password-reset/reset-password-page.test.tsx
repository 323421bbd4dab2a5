import { STAFF_PASSWORD_MESSAGE } from '@kwacha/shared/auth/password-rules';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ResetPasswordPage } from './reset-password-page';
import { stubFetch } from './testing/stub-fetch';

const routes = [
  { path: '/reset-password/:token?', Component: ResetPasswordPage },
  { path: '/login', element: <h1>Login screen</h1> },
  { path: '/forgot-password', element: <h1>Forgot screen</h1> },
];

const TOKEN = 'q3Vx0bq2Yw8k6mF1sT9uZr4nH7cJ5pLaE2dG8iKoWxy';
const RESET_DONE = 'Your password has been reset. You can now log in with your new password.';
const INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

const newPassword = () => screen.getByLabelText('New Password', { selector: 'input' }) as HTMLInputElement;
const confirmPassword = () =>
  screen.getByLabelText('Confirm New Password', { selector: 'input' }) as HTMLInputElement;
const resetButton = () => screen.getByRole('button', { name: /^(Reset Password|Resetting\.\.\.)$/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('Reset Password page', () => {
  it("refuses different passwords: 'Passwords do not match'", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(200, { success: true, msg: RESET_DONE });
    renderApp(`/reset-password/${TOKEN}`, routes);
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'Kafue-77');
    await user.type(confirmPassword(), 'Kafue-78');
    await user.click(resetButton());
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(confirmPassword().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(confirmPassword());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Reset Password | Kwacha Loans');
  });

  it("refuses fewer than 6 characters: 'Password must be at least 6 characters long.'", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(200, { success: true, msg: RESET_DONE });
    renderApp(`/reset-password/${TOKEN}`, routes);
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'abc12');
    await user.type(confirmPassword(), 'abc12');
    await user.click(resetButton());
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeTruthy();
    expect(document.activeElement).toBe(newPassword());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("resets: 'Resetting...', the server's message, then /login after 3000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock, release } = stubFetch(
      200,
      { success: true, message: RESET_DONE, msg: RESET_DONE, data: null },
      { hold: true },
    );
    const { router } = renderApp(`/reset-password/${TOKEN}`, routes);
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'Kafue-Flats-77');
    await user.type(confirmPassword(), 'Kafue-Flats-77');
    await user.click(resetButton());

    expect(resetButton().textContent).toBe('Resetting...');
    expect(resetButton()).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/auth/reset-password/${TOKEN}`);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      password: 'Kafue-Flats-77',
      password2: 'Kafue-Flats-77',
    });

    await act(async () => release());
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(RESET_DONE));
    expect(newPassword().value).toBe('');

    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(router.state.location.pathname).toBe(`/reset-password/${TOKEN}`);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("offers 'Request New Link' when the server says the link is invalid", async () => {
    const user = userEvent.setup();
    stubFetch(400, {
      success: false,
      message: INVALID,
      msg: INVALID,
      error: { code: 'INVALID_TOKEN', message: INVALID },
    });
    const { router } = renderApp(`/reset-password/${TOKEN}`, routes);
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'Kafue-Flats-77');
    await user.type(confirmPassword(), 'Kafue-Flats-77');
    await user.click(resetButton());

    const link = await screen.findByRole('link', { name: 'Request New Link' });
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(screen.queryByLabelText('New Password', { selector: 'input' })).toBeNull();
    await user.click(link);
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it("says 'Password reset token is missing from the URL.' for a link without a token", async () => {
    renderApp('/reset-password/', routes);
    expect(await screen.findByRole('link', { name: 'Request New Link' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Password reset token is missing from the URL.');
  });

  it("keeps the passwords and says 'Failed to reset password. The link might be expired or invalid.' otherwise", async () => {
    const user = userEvent.setup();
    stubFetch(502, '<html>Bad gateway</html>');
    renderApp(`/reset-password/${TOKEN}`, routes);
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'Kafue-Flats-77');
    await user.type(confirmPassword(), 'Kafue-Flats-77');
    await user.click(resetButton());
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to reset password. The link might be expired or invalid.',
      ),
    );
    expect(newPassword().value).toBe('Kafue-Flats-77');
    expect(resetButton()).toHaveProperty('disabled', false);
  });

  it("puts the server's validation message beside the password (e.g. a common password)", async () => {
    const user = userEvent.setup();
    const common = 'This password is too common. Please choose another.';
    stubFetch(400, {
      success: false,
      message: common,
      msg: common,
      error: { code: 'VALIDATION_ERROR', message: common, details: [{ field: 'password', message: common }] },
    });
    renderApp(`/reset-password/${TOKEN}`, routes);
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'password123');
    await user.type(confirmPassword(), 'password123');
    await user.click(resetButton());
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(common));
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
  });

  it("tells a staff member the server's 12-character rule, beside the password, and keeps the link", async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch(400, {
      success: false,
      message: STAFF_PASSWORD_MESSAGE,
      msg: STAFF_PASSWORD_MESSAGE,
      error: {
        code: 'VALIDATION_ERROR',
        message: STAFF_PASSWORD_MESSAGE,
        details: [{ field: 'password', message: STAFF_PASSWORD_MESSAGE }],
      },
    });
    renderApp(`/reset-password/${TOKEN}`, routes);
    // Six characters pass the form's own rule; the server knows the link is a staff account's.
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'kzwqpt');
    await user.type(confirmPassword(), 'kzwqpt');
    await user.click(resetButton());
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Staff passwords must be at least 12 characters and not a common password.',
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
    // Above the form and again under the password field.
    expect(screen.getAllByText(STAFF_PASSWORD_MESSAGE)).toHaveLength(2);
    // Still the form, not "Request New Link": the link works for a longer password.
    expect(screen.queryByRole('link', { name: 'Request New Link' })).toBeNull();
    expect(resetButton()).toHaveProperty('disabled', false);
  });
});
