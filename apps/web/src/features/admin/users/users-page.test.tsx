import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminLoanList } from '../../../test/builders/admin-loan-list';
import { createAdminUserList, createAdminUserRow } from '../../../test/builders/admin-users';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { openPastSkeleton, retryFailedList } from '../../../test/staff-list-steps';
import { tableRows } from '../../../test/table-rows';

beforeAll(() => preloadPages());
afterEach(() => vi.useRealTimers());

const USERS = 'GET /api/admin/users';
const PAGE = '/admin-dashboard/users';

function showUsers(replies: FakeReply | FakeReply[], role: 'admin' | 'superuser' = 'superuser') {
  return signedInAs(createUser({ id: 'me-1', role }), {
    ...notificationRoutes(),
    [USERS]: replies,
    'GET /api/loan-applications/admin': ok(createAdminLoanList()),
  });
}

type Api = ReturnType<typeof showUsers>;

const lastQuery = (api: Api) => new URL(api.calls(USERS).at(-1)?.url ?? '', 'http://localhost').searchParams;

const twoUsers = createAdminUserList({
  items: [
    createAdminUserRow(),
    createAdminUserRow({
      id: '9f8e7d6c-2222-4333-8444-555566667777',
      displayName: 'Ada Mulenga',
      username: 'ada.mulenga',
      email: 'ada@kwacha.zm',
      phoneNumber: null,
      role: 'admin',
      status: 'deactivated',
      isEmailVerified: false,
      registrationDate: '2026-11-20T23:30:00.000Z',
      loanCount: 0,
    }),
  ],
});

const table = () => screen.getByRole('table', { name: 'Users' });

describe('UsersPage', () => {
  it('shows a skeleton, then a table and phone cards, each row opening the user', async () => {
    const api = await openPastSkeleton({ show: showUsers, path: PAGE, loading: 'Loading users…' }, twoUsers);

    await screen.findByRole('table', { name: 'Users' });
    expect(document.title).toBe('Users | Kwacha Loans');
    expect(tableRows(table())).toEqual([
      [
        'Chanda Mwila @chanda.mwila',
        'chanda@example.com+260971234567',
        'Borrower',
        'Active',
        '2',
        '21 November 2026',
      ],
      // 23:30 UTC on the 20th is already the 21st in Lusaka.
      [
        'Ada Mulenga @ada.mulenga',
        'ada@kwacha.zm',
        'Admin',
        'DeactivatedE-mail not verified',
        '0',
        '21 November 2026',
      ],
    ]);
    expect(within(table()).getByRole('link', { name: 'Ada Mulenga @ada.mulenga' }).getAttribute('href')).toBe(
      '/admin-dashboard/users/9f8e7d6c-2222-4333-8444-555566667777',
    );
    const card = within(screen.getByRole('article', { name: 'Chanda Mwila @chanda.mwila' }));
    expect(card.getByRole('link').getAttribute('href')).toBe(
      '/admin-dashboard/users/5b0c7d2e-1111-4222-8333-444455556666',
    );
    expect(lastQuery(api).get('limit')).toBe('20');
    expect(lastQuery(api).has('cursor')).toBe(false);
  });

  it('sends the search after 300 ms of quiet, and the role and status filters, keeping all in the URL', async () => {
    const user = userEvent.setup();
    const api = showUsers(ok(twoUsers));
    const { router } = renderWithSession(PAGE);
    await screen.findByRole('table', { name: 'Users' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'E-mail not verified');
    await waitFor(() => expect(lastQuery(api).get('status')).toBe('unverified'));
    expect(lastQuery(api).get('role')).toBe('admin');

    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: '0977' } });
    act(() => vi.advanceTimersByTime(299));
    expect(new URLSearchParams(router.state.location.search).has('q')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    await waitFor(() => expect(lastQuery(api).get('q')).toBe('0977'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: '0977',
      role: 'admin',
      status: 'unverified',
    });
  });

  it('restores the filters from the URL and ignores values that are not choices', async () => {
    const api = showUsers(ok(twoUsers));
    renderWithSession(`${PAGE}?q=ada&role=superuser&status=banned`);
    await screen.findByRole('table', { name: 'Users' });
    expect(lastQuery(api).get('q')).toBe('ada');
    expect(lastQuery(api).get('role')).toBe('superuser');
    expect(lastQuery(api).has('status')).toBe(false);
    expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe('ada');
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe('superuser');
  });

  it('says when there are no users, and when none match, with Clear filters', async () => {
    const user = userEvent.setup();
    const api = showUsers(ok(createAdminUserList({ items: [] })));
    const { router } = renderWithSession(`${PAGE}?role=admin`);
    await screen.findByText('No users match these filters.');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('No users yet.');
    expect(router.state.location.search).toBe('');
    expect(lastQuery(api).has('role')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows a load failure with Try again, which asks again', async () => {
    const api = showUsers([fail(500, 'INTERNAL', 'Users are unavailable.'), ok(twoUsers)]);
    renderWithSession(PAGE);
    await retryFailedList(userEvent.setup(), { reason: 'Users are unavailable.', table: 'Users' });
    expect(api.calls(USERS)).toHaveLength(2);
  });

  it('pages forward with the cursor and back to the first page', async () => {
    const user = userEvent.setup();
    const second = createAdminUserList({
      items: [createAdminUserRow({ id: 'u-3', displayName: 'Third Person' })],
    });
    const api = showUsers([ok({ ...twoUsers, nextCursor: 'CURSOR-2' }), ok(second), ok(twoUsers)]);
    const { router } = renderWithSession(PAGE);
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByText('Page 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findAllByText('Third Person');
    expect(lastQuery(api).get('cursor')).toBe('CURSOR-2');
    expect(screen.getByText('Page 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1');
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByText('Ada Mulenga').length).toBeGreaterThan(0);
  });

  it('sends an admin who opens it to admin loans, and shows Users in the menu only to superusers', async () => {
    showUsers(ok(twoUsers), 'admin');
    const { router, unmount } = renderWithSession(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    expect(router.state.location.pathname).toBe('/admin-dashboard/loans');
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.queryByRole('link', { name: 'Users' })).toBeNull();
    unmount();

    showUsers(ok(twoUsers));
    renderWithSession('/admin-dashboard/loans');
    await screen.findByRole('heading', { level: 1, name: 'Loan Applications' });
    const superNav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(superNav.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe(PAGE);
  });
});
