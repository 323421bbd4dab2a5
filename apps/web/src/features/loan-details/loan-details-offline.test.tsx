import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENTS_OFFLINE_MESSAGE } from '../../components/documents/loan-documents-section';
import { KEPT_QUERIES_STORAGE_KEY } from '../../lib/offline/kept-storage-key';
import { createActiveLoan } from '../../test/builders/loans';
import { createUser, fakeApi, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { PAYOFF_PANEL_TEXTS } from './components/payoff-panel';

beforeAll(() => preloadPages());
afterEach(() => vi.useRealTimers());

const ID = 'loan-kept-2';
const LOAN = `GET /api/loan-applications/${ID}`;
const QUOTE = `GET /api/loan-applications/${ID}/payoff-quote`;
// 08:42 UTC is 10:42 in Lusaka.
const FETCHED_AT = new Date('2026-11-25T08:42:00.000Z');
const loan = createActiveLoan({ id: ID, amount: 1500.5, outstandingBalance: 1200 });

describe('Loan details without a network (docs/product.md §21)', () => {
  it('shows the kept loan, says the payoff and the statement wait for a connection, and shows no error', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FETCHED_AT });
    signedInAs(createUser(), { [LOAN]: ok(loan), [QUOTE]: 'network-error' });
    const first = renderWithSession(`/loan-details/${ID}`);
    await screen.findByRole('region', { name: 'Pay off early' });
    await waitFor(() => expect(localStorage.getItem(KEPT_QUERIES_STORAGE_KEY)).toContain(ID));
    first.unmount();

    vi.setSystemTime(new Date('2026-11-25T09:30:00.000Z'));
    fakeApi({
      'GET /api/auth/me': 'network-error',
      [LOAN]: 'network-error',
      [QUOTE]: 'network-error',
    });
    renderWithSession(`/loan-details/${ID}`);
    await screen.findByText('You are offline. Showing your loans as of 10:42.');
    const payoff = screen.getByRole('region', { name: 'Pay off early' });
    expect(within(payoff).getByText(PAYOFF_PANEL_TEXTS.offline)).toBeTruthy();
    expect(within(payoff).queryByLabelText('Pay off on')).toBeNull();

    const statement = screen.getByRole('region', { name: 'Statement' });
    const download = within(statement).getByRole('button', { name: 'Download statement' });
    expect((download as HTMLButtonElement).disabled).toBe(true);
    expect(download.getAttribute('aria-describedby')).toBe(
      within(statement).getByText(DOCUMENTS_OFFLINE_MESSAGE).id,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
