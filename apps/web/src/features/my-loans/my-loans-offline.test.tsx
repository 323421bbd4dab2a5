import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEPT_QUERIES_STORAGE_KEY } from '../../lib/offline/kept-storage-key';
import { createActiveLoan } from '../../test/builders/loans';
import { createUser, fail, fakeApi, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());
afterEach(() => vi.useRealTimers());

const MY_LOANS = 'GET /api/loan-applications/my-loans';
const ME = 'GET /api/auth/me';
// 08:42 UTC is 10:42 in Lusaka.
const FETCHED_AT = new Date('2026-11-25T08:42:00.000Z');
const BANNER = 'You are offline. Showing your loans as of 10:42.';

const loan = createActiveLoan({ id: 'loan-kept-1', amount: 1500.5, outstandingBalance: 1200 });

/** The borrower loads /my-loans once with a network, at 10:42 Lusaka time, and the page unmounts. */
async function loadOnce(user = createUser()) {
  vi.useFakeTimers({ toFake: ['Date'], now: FETCHED_AT });
  signedInAs(user, { [MY_LOANS]: ok([loan]) });
  const first = renderWithSession('/my-loans');
  await screen.findByRole('article', { name: 'K1,500.50' });
  await waitFor(() => expect(localStorage.getItem(KEPT_QUERIES_STORAGE_KEY)).toContain('loan-kept-1'));
  first.unmount();
}

const noNetwork = () =>
  fakeApi({ [ME]: 'network-error', [MY_LOANS]: 'network-error', 'POST /api/auth/logout': 'network-error' });

describe('My Loans without a network (docs/product.md §21)', () => {
  it('shows the loans kept on this device with the time they were fetched, not /login', async () => {
    await loadOnce();
    vi.setSystemTime(new Date('2026-11-25T09:30:00.000Z'));
    noNetwork();
    const { router } = renderWithSession('/my-loans');
    expect((await screen.findByText(BANNER)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('article', { name: 'K1,500.50' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-loans');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the date too when the kept loans are not from today', async () => {
    await loadOnce();
    vi.setSystemTime(new Date('2026-11-27T07:00:00.000Z'));
    noNetwork();
    renderWithSession('/my-loans');
    await screen.findByText('You are offline. Showing your loans as of 25 November 2026, 10:42.');
  });

  it('shows the error, not kept loans, when the server answers with a failure', async () => {
    await loadOnce();
    signedInAs(createUser(), { [MY_LOANS]: fail(500, 'INTERNAL', 'Something went wrong on our side.') });
    renderWithSession('/my-loans');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side.');
    expect(screen.queryByText(BANNER)).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('still signs out at once on a 401, and forgets the kept loans', async () => {
    await loadOnce();
    fakeApi({ [ME]: fail(401, 'UNAUTHORIZED', 'Session expired'), [MY_LOANS]: 'network-error' });
    const { router } = renderWithSession('/my-loans');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(KEPT_QUERIES_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('forgets the kept loans on logout, so the next person on the phone sees none', async () => {
    await loadOnce();
    const user = userEvent.setup();
    signedInAs(createUser(), { [MY_LOANS]: ok([loan]) });
    renderWithSession('/my-loans');
    await screen.findByRole('article', { name: 'K1,500.50' });
    const nav = screen.getAllByRole('navigation')[0] as HTMLElement;
    await user.click(within(nav).getByRole('button', { name: 'LOG OUT' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(localStorage.getItem(KEPT_QUERIES_STORAGE_KEY)).toBeNull();
  });

  it('never shows one borrower the loans kept for another who used the phone before', async () => {
    await loadOnce(createUser({ id: 'user-1' }));
    // Someone else signs in on the same phone (a new token), then loses the network.
    localStorage.setItem('token', 'another-borrowers-token');
    localStorage.setItem('userId', 'user-2');
    noNetwork();
    const { router } = renderWithSession('/my-loans');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('says when loans already on screen were loaded, once a refresh finds the network gone', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FETCHED_AT });
    signedInAs(createUser(), { [MY_LOANS]: [ok([loan]), 'network-error'] });
    const { queryClient } = renderWithSession('/my-loans');
    await screen.findByRole('article', { name: 'K1,500.50' });
    expect(screen.queryByText(BANNER)).toBeNull();
    vi.setSystemTime(new Date('2026-11-25T09:00:00.000Z'));
    await act(() => queryClient.refetchQueries({ queryKey: ['loans', 'mine'] }));
    expect((await screen.findByText(BANNER)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('article', { name: 'K1,500.50' })).toBeTruthy();
  });
});
