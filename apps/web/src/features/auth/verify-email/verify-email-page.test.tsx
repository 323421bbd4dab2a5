import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, fail, fakeApi, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { REDIRECT_DELAY_MS } from '../redirect-delay';

beforeAll(() => preloadPages());

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const VERIFIED_MSG = 'Email verified successfully! Welcome to Kwacha Loans.';

describe('VerifyEmailPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies once (even in StrictMode), signs in, and goes to the dashboard after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = createUser();
    const api = fakeApi({
      'GET /api/auth/verify-email': ok({ token: 'session-from-link', user }, VERIFIED_MSG),
      'GET /api/auth/me': ok(user),
    });
    const { router } = renderWithSession(`/verify-email?token=${TOKEN}`, { strict: true });

    await screen.findByRole('heading', { name: 'Email Verified' });
    expect(screen.getByText(VERIFIED_MSG)).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('session-from-link');
    expect(localStorage.getItem('userId')).toBe(user.id);
    const calls = api.calls('GET /api/auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`/api/auth/verify-email?token=${TOKEN}`);

    expect(REDIRECT_DELAY_MS).toBe(3000);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe('/verify-email');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await screen.findByRole('heading', { name: 'Welcome back, Chanda!' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.calls('GET /api/auth/verify-email')).toHaveLength(1);
  });

  it('shows the server message with Register Again and Go to Login on failure', async () => {
    fakeApi({
      'GET /api/auth/verify-email': fail(
        400,
        'INVALID_TOKEN',
        'Email verification failed. The link might be expired or invalid.',
      ),
    });
    renderWithSession(`/verify-email?token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Email verification failed. The link might be expired or invalid.',
    );
    expect(screen.getByRole('link', { name: 'Register Again' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('falls back to the default message when the server gives none', async () => {
    fakeApi({ 'GET /api/auth/verify-email': { status: 500, body: { success: false } } });
    renderWithSession(`/verify-email?token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Email verification failed. The link might be expired or invalid.',
    );
  });

  it("shows SPEC's text exactly, with no field name, when the server refuses a malformed token", async () => {
    // The API's answer to /api/auth/verify-email?token=%3Cscript%3E (apps/api email-verification.test.ts).
    const text = 'Verification link is invalid or missing a token.';
    fakeApi({
      'GET /api/auth/verify-email': fail(400, 'VALIDATION_ERROR', text, {
        error: {
          code: 'VALIDATION_ERROR',
          message: text,
          details: [{ field: 'token', msg: text, message: text }],
        },
      }),
    });
    renderWithSession('/verify-email?token=%3Cscript%3E');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
  });

  it('refuses a link without a token and makes no call', async () => {
    const api = fakeApi({});
    renderWithSession('/verify-email');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Verification link is invalid or missing a token.',
    );
    expect(screen.getByRole('link', { name: 'Register Again' })).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
