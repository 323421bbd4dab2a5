import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActiveLoan, createLoan } from '../../test/builders/loans';
import { createUser, fail, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());
afterEach(() => vi.useRealTimers());

const MY_LOANS = 'GET /api/loan-applications/my-loans';

function showLoans(loans: unknown[] | ReturnType<typeof fail>) {
  return signedInAs(createUser(), { [MY_LOANS]: Array.isArray(loans) ? ok(loans) : loans });
}

const cards = () => screen.queryAllByRole('article');
const cardFor = (amount: string) => screen.getByRole('article', { name: amount });

const threeLoans = [
  createLoan({ id: 'aaa-111', purpose: 'School fees', status: 'pending', amount: 500 }),
  createLoan({ id: 'bbb-222', purpose: 'Shop stock', status: 'approved', amount: 2500.5 }),
  createLoan({
    id: 'ccc-333',
    purpose: 'Roof repair',
    status: 'active',
    amount: 10000,
    outstandingBalance: 9000,
  }),
];

describe('MyLoansPage', () => {
  it('shows a loading skeleton, then one card per loan with its details', async () => {
    showLoans([
      createActiveLoan({
        amount: 1500.5,
        productName: 'Personal Loan',
        purpose: 'School fees',
        duration: 6,
        outstandingBalance: 1200,
        nextPaymentAmount: 275,
        nextPaymentDate: '2099-01-21',
        applicationDate: '2026-11-21T08:30:00.000Z',
      }),
    ]);
    renderWithSession('/my-loans');
    expect(await screen.findByText('Loading your loans…')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'K1,500.50' });
    expect(document.title).toBe('My Loans | Kwacha Loans');
    const term = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(within(card).getByText('School fees')).toBeTruthy();
    expect(term('Product')).toBe('Personal Loan');
    expect(term('Duration')).toBe('6 months');
    expect(term('Outstanding')).toBe('K1,200.00');
    expect(term('Next Payment')).toBe('K275.00');
    expect(term('Due Date')).toBe('21 January 2099');
    expect(term('Applied on')).toBe('21 November 2026');
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('Payment: Up to date')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/loan-details/loan-0001-aaaa',
    );
    expect(within(card).getByRole('link', { name: 'Payment History' }).getAttribute('href')).toBe(
      '/payment-history?loanId=loan-0001-aaaa',
    );
    expect(screen.getByText('Showing 1 of 1 loan')).toBeTruthy();
  });

  it('shows only the status badge, no outstanding and no pay links before disbursement', async () => {
    showLoans([createLoan({ status: 'in_review' })]);
    renderWithSession('/my-loans');
    const card = await screen.findByRole('article', { name: 'K1,500.50' });
    expect(within(card).getByText('In review')).toBeTruthy();
    expect(within(card).queryByText(/^Payment:/)).toBeNull();
    expect(within(card).queryByText('Outstanding')).toBeNull();
    expect(within(card).queryByText('Next Payment')).toBeNull();
    expect(within(card).queryByRole('link', { name: /Pay Now|Make Payment|Payment History/ })).toBeNull();
  });

  it('offers Pay Now for a due or overdue loan and Make Payment otherwise, passing the loan along', async () => {
    const due = createActiveLoan({ id: 'due-1', amount: 1000, nextPaymentDate: '2020-01-01' });
    const overdue = createActiveLoan({ id: 'late-1', amount: 2000, status: 'overdue' });
    const later = createActiveLoan({ id: 'later-1', amount: 3000, nextPaymentDate: '2099-01-01' });
    showLoans([due, overdue, later]);
    const { router } = renderWithSession('/my-loans');
    await screen.findByRole('article', { name: 'K1,000.00' });
    expect(within(cardFor('K1,000.00')).getByText('Payment: Due')).toBeTruthy();
    expect(within(cardFor('K1,000.00')).getByRole('link', { name: 'Pay Now' })).toBeTruthy();
    expect(within(cardFor('K2,000.00')).getByText('Payment: Overdue')).toBeTruthy();
    expect(within(cardFor('K2,000.00')).getByRole('link', { name: 'Pay Now' })).toBeTruthy();
    const makePayment = within(cardFor('K3,000.00')).getByRole('link', { name: 'Make Payment' });
    expect(makePayment.getAttribute('href')).toBe('/make-payment');
    await userEvent.setup().click(makePayment);
    await waitFor(() => expect(router.state.location.pathname).toBe('/make-payment'));
    expect((router.state.location.state as { loan: { id: string } }).loan.id).toBe('later-1');
  });

  it('shows the empty state with a link to apply', async () => {
    showLoans([]);
    renderWithSession('/my-loans');
    expect(await screen.findByText('You have not submitted any loan applications yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for your first loan' }).getAttribute('href')).toBe(
      '/apply-loan',
    );
  });

  it('applies the search only after 300 ms of quiet', async () => {
    showLoans(threeLoans);
    renderWithSession('/my-loans');
    await screen.findByRole('article', { name: 'K500.00' });
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search loans' }), { target: { value: 'roof' } });
    act(() => vi.advanceTimersByTime(299));
    expect(cards()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(cards()).toHaveLength(1);
    expect(cardFor('K10,000.00')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 loan (filtered from 3 total)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter Search: roof' })).toBeTruthy();
  });

  it('filters by status and amount with removable chips and Clear all', async () => {
    const user = userEvent.setup();
    showLoans(threeLoans);
    renderWithSession('/my-loans');
    await screen.findByRole('article', { name: 'K500.00' });
    expect(screen.getByText('Showing 3 of 3 loans')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    expect(cards()).toHaveLength(1);
    expect(cardFor('K2,500.50')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 loan (filtered from 3 total)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Approved' }));
    expect(cards()).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: 'Minimum amount' }), '1000');
    await user.type(screen.getByRole('textbox', { name: 'Maximum amount' }), '5000');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove filter Min amount: K1,000.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter Max amount: K5,000.00' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Minimum amount' }) as HTMLInputElement).value).toBe('');
  });

  it('explains an amount that is not one and says when nothing matches', async () => {
    const user = userEvent.setup();
    showLoans(threeLoans);
    renderWithSession('/my-loans');
    await screen.findByRole('article', { name: 'K500.00' });
    const min = screen.getByRole('textbox', { name: 'Minimum amount' });
    await user.type(min, 'lots');
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount such as 1500 or 1,500.50.')).toBeTruthy();
    expect(cards()).toHaveLength(3);
    await user.clear(min);
    await user.type(min, '50000');
    expect(screen.getByText('No loans match your search and filters.')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 0 loans (filtered from 3 total)')).toBeTruthy();
  });

  it('pages six cards at a time', async () => {
    const user = userEvent.setup();
    showLoans(Array.from({ length: 7 }, (_, i) => createLoan({ id: `loan-${i}`, amount: 100 + i })));
    renderWithSession('/my-loans');
    await screen.findByRole('article', { name: 'K100.00' });
    expect(cards()).toHaveLength(6);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('Showing 6 of 7 loans')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(cards()).toHaveLength(1);
    expect(cardFor('K106.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('asks to wait on 429', async () => {
    showLoans(fail(429, 'RATE_LIMITED', 'Slow down', { retryAfter: 42 }));
    renderWithSession('/my-loans');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait 42 seconds before trying again.',
    );
  });

  it('shows the server message, else the fallback', async () => {
    showLoans(fail(500, 'INTERNAL', 'Something broke on our side.'));
    renderWithSession('/my-loans');
    expect((await screen.findByRole('alert')).textContent).toBe('Something broke on our side.');
  });

  it('falls back when the server gives no message', async () => {
    showLoans({ status: 500, body: { success: false } });
    renderWithSession('/my-loans');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load loan applications. Are you logged in?',
    );
  });

  it.each([
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
  ])('logs out on %i with the authentication message', async (status, code) => {
    showLoans(fail(status, code, 'No session'));
    const { router } = renderWithSession('/my-loans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    // A toast, so the message outlives the page; exactly one, although the cleared cache may refetch.
    expect(await screen.findByText('Authentication failed. Please log in again.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Authentication failed. Please log in again.')).toHaveLength(1);
  });
});
