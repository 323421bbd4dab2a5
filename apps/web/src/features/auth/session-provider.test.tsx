import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../lib/api-client';
import { ME_QUERY_KEY } from '../../lib/session/get-me';
import { useSession } from '../../lib/session/session-context';
import { createUser, fail, fakeApi, ok, signedInAs, TEST_TOKEN } from '../../test/fake-api';
import { renderWithSession } from '../../test/render-with-session';

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.username ?? '-'}</p>
      <button
        type="button"
        onClick={() => session.signIn('new-token', createUser({ id: 'u-9', username: 'mulenga' }))}
      >
        sign in
      </button>
      <button type="button" onClick={session.signOut}>
        sign out
      </button>
    </div>
  );
}

const probeRoutes: RouteObject[] = [
  { path: '/', Component: Probe },
  { path: '/login', Component: () => <p>login page</p> },
];

const status = () => screen.getByTestId('status').textContent;

describe('SessionProvider', () => {
  it('is unauthenticated without a stored token, and makes no call', async () => {
    const api = fakeApi({});
    renderWithSession('/', { appRoutes: probeRoutes });
    expect(status()).toBe('unauthenticated');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the stored token on the me call and becomes authenticated', async () => {
    const api = signedInAs(createUser());
    renderWithSession('/', { appRoutes: probeRoutes });
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(screen.getByTestId('user').textContent).toBe('chanda.mwila');
    expect(api.calls('GET /api/auth/me')[0]?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
  });

  it.each([401, 403])('clears token and userId silently when me answers %i', async (code) => {
    const warn = vi.spyOn(console, 'warn');
    signedInAs(createUser(), { 'GET /api/auth/me': fail(code, 'UNAUTHORIZED', 'Session expired.') });
    renderWithSession('/', { appRoutes: probeRoutes });
    await waitFor(() => expect(status()).toBe('unauthenticated'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('userId')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('only logs a network failure at startup and keeps the token for the next try', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedInAs(createUser(), { 'GET /api/auth/me': 'network-error' });
    renderWithSession('/', { appRoutes: probeRoutes });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
    expect(localStorage.getItem('userId')).toBe('user-1');
  });

  it('stays authenticated when a later me call fails with a network error or a 500', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = signedInAs(createUser(), {
      'GET /api/auth/me': [ok(createUser()), 'network-error', fail(500, 'INTERNAL_ERROR', 'Oops')],
    });
    const { queryClient } = renderWithSession('/', { appRoutes: probeRoutes });
    await waitFor(() => expect(status()).toBe('authenticated'));

    // Without a network the user kept on this device answers (docs/product.md §21): nothing to warn of.
    await act(() => queryClient.refetchQueries({ queryKey: ME_QUERY_KEY }));
    expect(status()).toBe('authenticated');
    expect(warn).not.toHaveBeenCalled();
    await act(() => queryClient.refetchQueries({ queryKey: ME_QUERY_KEY }));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(api.calls('GET /api/auth/me')).toHaveLength(3);
    expect(status()).toBe('authenticated');
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
  });

  it('ends the session when any other call answers 401', async () => {
    signedInAs(createUser(), { 'GET /api/loan-applications/my-loans': fail(401, 'UNAUTHORIZED', 'Expired') });
    renderWithSession('/', { appRoutes: probeRoutes });
    await waitFor(() => expect(status()).toBe('authenticated'));
    await act(() => apiFetch('/api/loan-applications/my-loans').catch(() => undefined));
    expect(status()).toBe('unauthenticated');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signIn stores token and user id; signOut tells the server, clears everything and goes to /login', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/auth/logout': ok(null, 'Logged out') });
    const { router, queryClient } = renderWithSession('/', { appRoutes: probeRoutes });

    await user.click(screen.getByRole('button', { name: 'sign in' }));
    expect(status()).toBe('authenticated');
    expect(screen.getByTestId('user').textContent).toBe('mulenga');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('userId')).toBe('u-9');

    await user.click(screen.getByRole('button', { name: 'sign out' }));
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    // The call comes from a chunk of its own, with the ended session's token.
    await waitFor(() =>
      expect(api.calls('POST /api/auth/logout')[0]?.headers.get('x-auth-token')).toBe('new-token'),
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeUndefined();
  });
});
