import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAdminLoanList,
  createAdminLoanRow,
  createCounts,
} from '../../../test/builders/admin-loan-list';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { openPastSkeleton, retryFailedList } from '../../../test/staff-list-steps';
import { tableRows } from '../../../test/table-rows';

beforeAll(() => preloadPages());
afterEach(() => vi.useRealTimers());

const ADMIN_LOANS = 'GET /api/loan-applications/admin';
const PAGE = '/admin-dashboard/loans';

function showList(replies: FakeReply | FakeReply[]) {
  return signedInAs(createUser({ role: 'admin' }), { ...notificationRoutes(), [ADMIN_LOANS]: replies });
}

type Api = ReturnType<typeof showList>;

/** The query string of the latest list request. */
function lastQuery(api: Api): URLSearchParams {
  const url = api.calls(ADMIN_LOANS).at(-1)?.url ?? '';
  return new URL(url, 'http://localhost').searchParams;
}

const twoLoans = createAdminLoanList({
  items: [
    createAdminLoanRow(),
    createAdminLoanRow({
      id: '9f8e7d6c-2222-4333-8444-555566667777',
      applicantName: 'Mutale Phiri',
      email: 'mutale@example.com',
      phoneNumber: null,
      productName: 'Business Loan',
      amount: 20000,
      duration: 12,
      status: 'approved',
      applicationDate: '2026-11-20T23:30:00.000Z',
    }),
  ],
  counts: createCounts({ all: 1234, pending: 12, approved: 3 }),
});

const table = () => screen.getByRole('table', { name: 'Loan applications' });

describe('LoanApplicationsPage', () => {
  it('shows a skeleton, then a table and phone cards with every column, each opening the loan', async () => {
    const api = await openPastSkeleton(
      { show: showList, path: PAGE, loading: 'Loading loan applications…' },
      twoLoans,
    );

    await screen.findByRole('table', { name: 'Loan applications' });
    expect(document.title).toBe('Loan Applications | Kwacha Loans');
    expect(screen.getByRole('heading', { level: 1, name: 'Loan Applications' })).toBeTruthy();

    expect(tableRows(table())).toEqual([
      [
        'Chanda Mwila Loan 0a1b2c3d',
        'chanda@example.com+260971234567',
        'Personal Loan',
        'K1,500.50',
        '6 months',
        'Pending',
        '21 November 2026',
      ],
      // 23:30 UTC on the 20th is already the 21st in Lusaka.
      [
        'Mutale Phiri Loan 9f8e7d6c',
        'mutale@example.com',
        'Business Loan',
        'K20,000.00',
        '12 months',
        'Approved',
        '21 November 2026',
      ],
    ]);
    expect(
      within(table()).getByRole('link', { name: 'Chanda Mwila Loan 0a1b2c3d' }).getAttribute('href'),
    ).toBe('/loan-details/0a1b2c3d-1111-4222-8333-444455556666');

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const card = within(screen.getByRole('article', { name: 'Mutale Phiri Loan 9f8e7d6c' }));
    expect(card.getByRole('link').getAttribute('href')).toBe(
      '/loan-details/9f8e7d6c-2222-4333-8444-555566667777',
    );
    expect(card.getByText('K20,000.00')).toBeTruthy();
    expect(card.getByText('Approved')).toBeTruthy();
    expect(card.getByText('Phone').nextElementSibling?.textContent).toBe('—');

    const query = lastQuery(api);
    expect(query.get('sort')).toBe('newest');
    expect(query.get('limit')).toBe('20');
    expect(query.has('status')).toBe(false);
    expect(query.has('cursor')).toBe(false);
  });

  it('shows status tabs with the counts and sends the chosen status', async () => {
    const user = userEvent.setup();
    const api = showList(ok(twoLoans));
    const { router } = renderWithSession(PAGE);
    const tabs = within(await screen.findByRole('navigation', { name: 'Loan status' }));
    await tabs.findByRole('link', { name: 'All 1,234' });
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All 1,234',
      'Pending 12',
      'In review 0',
      'Approved 3',
      'OTP pending 0',
      'Disbursement pending 0',
      'Disbursed 0',
      'Active 0',
      'Overdue 0',
      'Disbursement failed 0',
      'Rejected 0',
      'Paid 0',
      'Approval error 0',
      'Cancelled 0',
    ]);
    expect(tabs.getByRole('link', { name: 'All 1,234' }).getAttribute('aria-current')).toBe('true');

    await user.click(tabs.getByRole('link', { name: 'Pending 12' }));
    await waitFor(() => expect(lastQuery(api).get('status')).toBe('pending'));
    expect(router.state.location.search).toBe('?status=pending');
    expect(tabs.getByRole('link', { name: 'Pending 12' }).getAttribute('aria-current')).toBe('true');
    expect(tabs.getByRole('link', { name: 'All 1,234' }).getAttribute('aria-current')).toBeNull();
  });

  it('sends the search only after 300 ms of quiet and keeps it in the URL', async () => {
    const api = showList(ok(twoLoans));
    const { router } = renderWithSession(PAGE);
    await screen.findByRole('table', { name: 'Loan applications' });
    const requests = api.calls(ADMIN_LOANS).length;

    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search loan applications' });
    fireEvent.change(search, { target: { value: 'chan' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: 'chanda' } });
    act(() => vi.advanceTimersByTime(299));
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    await waitFor(() => expect(lastQuery(api).get('q')).toBe('chanda'));
    expect(api.calls(ADMIN_LOANS)).toHaveLength(requests + 1);
    expect(router.state.location.search).toBe('?q=chanda');
  });

  it('sends the amount and date filters and the sort, and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const api = showList(ok(twoLoans));
    const { router } = renderWithSession(PAGE);
    await screen.findByRole('table', { name: 'Loan applications' });

    await user.type(screen.getByRole('textbox', { name: 'Minimum amount (K)' }), '1,000');
    await user.type(screen.getByRole('textbox', { name: 'Maximum amount (K)' }), '5000.5');
    fireEvent.change(screen.getByLabelText('Applied from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Applied to'), { target: { value: '2026-11-30' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Amount: high to low');

    // Each filter is debounced on its own: wait for the request that carries all of them.
    await waitFor(() => {
      const query = lastQuery(api);
      expect(query.get('to')).toBe('2026-11-30');
      expect(query.get('minAmount')).toBe('1000');
      expect(query.get('maxAmount')).toBe('5000.5');
      expect(query.get('from')).toBe('2026-11-01');
      expect(query.get('sort')).toBe('amount_desc');
    });
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({
      minAmount: '1,000',
      maxAmount: '5000.5',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'amount_desc',
    });
  });

  it('restores the filters from the URL (a reload or the back button)', async () => {
    const api = showList(ok(twoLoans));
    renderWithSession(`${PAGE}?status=approved&q=mutale&minAmount=100&sort=oldest`);
    await screen.findByRole('table', { name: 'Loan applications' });
    const query = lastQuery(api);
    expect(query.get('status')).toBe('approved');
    expect(query.get('q')).toBe('mutale');
    expect(query.get('minAmount')).toBe('100');
    expect(query.get('sort')).toBe('oldest');
    expect(
      (screen.getByRole('searchbox', { name: 'Search loan applications' }) as HTMLInputElement).value,
    ).toBe('mutale');
    expect((screen.getByRole('textbox', { name: 'Minimum amount (K)' }) as HTMLInputElement).value).toBe(
      '100',
    );
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('oldest');
    expect(screen.getByRole('link', { name: 'Approved 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('explains an amount that is not one and does not send it', async () => {
    const user = userEvent.setup();
    const api = showList(ok(twoLoans));
    renderWithSession(PAGE);
    await screen.findByRole('table', { name: 'Loan applications' });
    await user.type(screen.getByRole('textbox', { name: 'Minimum amount (K)' }), 'abc');
    expect(await screen.findByText('Enter an amount such as 1500 or 1,500.50.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Maximum amount (K)' }), '50');
    await waitFor(() => expect(lastQuery(api).get('maxAmount')).toBe('50'));
    expect(lastQuery(api).has('minAmount')).toBe(false);
  });

  it('pages with Next and Previous, sending the cursor', async () => {
    const user = userEvent.setup();
    const page2 = createAdminLoanList({
      items: [createAdminLoanRow({ id: 'b2b2b2b2-0000', applicantName: 'Bwalya Zulu' })],
      nextCursor: null,
    });
    const api = showList([ok({ ...twoLoans, nextCursor: 'cursor-page-2' }), ok(page2)]);
    const { router } = renderWithSession(`${PAGE}?status=pending`);
    await screen.findByRole('table', { name: 'Loan applications' });
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByText('Page 1')).toBeTruthy();
    expect((pagination.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(pagination.getByRole('button', { name: 'Next' }));
    await within(table()).findByRole('link', { name: 'Bwalya Zulu Loan b2b2b2b2' });
    expect(lastQuery(api).get('cursor')).toBe('cursor-page-2');
    expect(lastQuery(api).get('status')).toBe('pending');
    expect(router.state.location.search).toBe('?status=pending&cursor=cursor-page-2');
    const page2Controls = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(page2Controls.getByText('Page 2')).toBeTruthy();
    expect((page2Controls.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Results' }));

    await user.click(page2Controls.getByRole('button', { name: 'Previous' }));
    await within(table()).findByRole('link', { name: 'Chanda Mwila Loan 0a1b2c3d' });
    expect(router.state.location.search).toBe('?status=pending');
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('shows the empty state and clears the filters but keeps the sort', async () => {
    const user = userEvent.setup();
    const empty = createAdminLoanList({ items: [] });
    const api = showList([ok(empty), ok(twoLoans)]);
    const { router } = renderWithSession(`${PAGE}?status=paid&q=nobody&sort=oldest`);
    expect(await screen.findByText('No loan applications match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('table', { name: 'Loan applications' });
    expect(router.state.location.search).toBe('?sort=oldest');
    const query = lastQuery(api);
    expect(query.has('status')).toBe(false);
    expect(query.has('q')).toBe(false);
    expect(query.get('sort')).toBe('oldest');
    expect(
      (screen.getByRole('searchbox', { name: 'Search loan applications' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('says so when there are no applications at all', async () => {
    showList(ok(createAdminLoanList({ items: [] })));
    renderWithSession(PAGE);
    expect(await screen.findByText('No loan applications yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it("shows the server's message on failure and tries again", async () => {
    const api = showList([fail(500, 'INTERNAL', 'The list is resting.'), ok(twoLoans)]);
    renderWithSession(PAGE);
    await retryFailedList(userEvent.setup(), { reason: 'The list is resting.', table: 'Loan applications' });
    expect(api.calls(ADMIN_LOANS)).toHaveLength(2);
  });

  it('falls back to its own message when the server gives none', async () => {
    showList({ status: 500, body: { success: false } });
    renderWithSession(PAGE);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load loan applications. Please try again.',
    );
  });

  it.each([401, 403])('logs out to /login with a toast on %i', async (status) => {
    showList(fail(status, 'FORBIDDEN', 'Not allowed.'));
    const { router } = renderWithSession(PAGE);
    await screen.findByText('Authentication failed. Please log in again.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
