import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepAnswer } from '../lib/offline/kept-queries';
import { storeSession } from '../lib/session/session-storage';
import { createActiveLoan } from '../test/builders/loans';
import { createUser, fakeApi, ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { preloadPages, renderWithSession } from '../test/render-with-session';

beforeAll(() => preloadPages());

// docs/product.md §21.1, literally.
const NEEDS_CONNECTION = 'You are offline. This page needs a connection.';

const user = createUser();
const MY_LOANS = 'GET /api/loan-applications/my-loans';
const KYC = 'GET /api/kyc';

/** Every call these pages make fails without reaching the server. */
const NO_NETWORK = Object.fromEntries(
  [
    'GET /api/auth/me',
    MY_LOANS,
    KYC,
    'GET /api/dashboard',
    'GET /api/complaints',
    'GET /api/loan-products',
    'GET /api/loan-products/terms',
    'GET /api/payments',
    'GET /api/payment-channels',
    'GET /api/notifications/unread-count',
  ].map((key) => [key, 'network-error' as const]),
);

let onLine: ReturnType<typeof vi.spyOn> | undefined;
afterEach(() => onLine?.mockRestore());

/** The borrower was signed in on this phone before (who they are is kept), and the network is now gone. */
function offlineBorrower({ browserSaysOffline = true } = {}) {
  storeSession('kept-token', user.id);
  keepAnswer(['auth', 'me'], user, Date.now());
  if (browserSaysOffline) onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return fakeApi(NO_NETWORK);
}

describe('Borrower pages that need the server, without a network (docs/product.md §21.1)', () => {
  it.each([
    ['/apply-loan', 'Apply for a Loan'],
    ['/make-payment', 'Make Payment'],
    ['/complaints', 'Complaints'],
    ['/verify-identity', 'Verify your identity'],
    ['/payment-history', 'Payment History'],
  ])('%s says at once that it needs a connection, under its own heading', async (path, heading) => {
    offlineBorrower();
    renderWithSession(path);
    expect((await screen.findByText(NEEDS_CONNECTION)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('/loan-products says so in place of the products, for a visitor too', async () => {
    onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi(NO_NETWORK);
    renderWithSession('/loan-products');
    const notice = await screen.findByText(NEEDS_CONNECTION);
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { level: 1, name: 'Loan Products' })).toBeTruthy();
  });

  it('says so after the first failed request, without waiting for the retries, and fills in when one gets through', async () => {
    storeSession('kept-token', user.id);
    const api = fakeApi({
      ...NO_NETWORK,
      'GET /api/auth/me': ok(user),
      [MY_LOANS]: ['network-error', ok([createActiveLoan()])],
    });
    // The app's own client, which retries a network failure (1 s later); the browser says it is online.
    renderApp('/make-payment');
    await screen.findByText(NEEDS_CONNECTION);
    expect(api.calls(MY_LOANS)).toHaveLength(1);
    expect(await screen.findByRole('form', { name: 'Make a payment' })).toBeTruthy();
    expect(screen.queryByText(NEEDS_CONNECTION)).toBeNull();
  });

  it('keeps a payment form already loaded, and says payments need a connection above it', async () => {
    onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    storeSession('kept-token', user.id);
    fakeApi({ ...NO_NETWORK, 'GET /api/auth/me': ok(user), [MY_LOANS]: ok([createActiveLoan()]) });
    renderWithSession('/make-payment');
    await screen.findByRole('form', { name: 'Make a payment' });
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(NEEDS_CONNECTION)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Make a payment' })).toBeTruthy();
    window.dispatchEvent(new Event('online'));
  });
});

describe('The dashboard without a network, nothing or something kept (docs/product.md §21.2)', () => {
  const card = async () => within(await screen.findByRole('region', { name: 'Identity check' }));

  it('says it is not available offline when nothing was kept, never "Loading…" for ever', async () => {
    offlineBorrower();
    renderWithSession('/dashboard');
    const identity = await card();
    expect((await identity.findByText('Not available offline.')).getAttribute('role')).toBe('status');
    expect(identity.queryByText('Loading your identity check…')).toBeNull();
    // Nor is the dashboard itself kept: the page says it needs a connection rather than load for ever.
    expect(screen.getByText(NEEDS_CONNECTION)).toBeTruthy();
  });

  it('shows the status kept on this device', async () => {
    offlineBorrower();
    keepAnswer(
      ['kyc', 'mine'],
      {
        status: 'approved',
        reason: null,
        reasonKind: null,
        submittedAt: null,
        decidedAt: null,
        documents: [],
      },
      Date.now(),
    );
    renderWithSession('/dashboard');
    const identity = await card();
    expect(await identity.findByText('Approved')).toBeTruthy();
    expect(identity.queryByText('Not available offline.')).toBeNull();
  });
});
