import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createNotification,
  MARK_ALL_READ,
  markReadRoute,
  NOTIFICATION_LIST,
  notificationRoutes,
  UNREAD_COUNT,
} from '../../test/builders/notifications';
import { createUser, fail, heldResponse, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());
afterEach(() => vi.useRealTimers());

const approved = createNotification({
  id: 'note-approved',
  type: 'loan_approved',
  message: 'Your loan of K1,500.50 was approved.',
  loanId: 'loan-42',
  timestamp: '2026-11-21T10:00:00.000Z',
});
const info = createNotification({ id: 'note-info', message: 'Welcome to Kwacha Loans.' });
const old = createNotification({ id: 'note-old', message: 'Your e-mail is verified.', read: true });
const three = [approved, info, old];

async function openBell() {
  const user = userEvent.setup();
  renderWithSession('/dashboard');
  await screen.findByRole('heading', { name: 'Welcome back, Chanda!' });
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  await user.click(bell);
  const panel = screen.getByRole('dialog', { name: 'Your notifications' });
  await within(panel).findByText('Your loan of K1,500.50 was approved.');
  return { user, bell, panel: within(panel) };
}

describe('NotificationBell', () => {
  it('shows the unread count from the server and loads the list only when opened', async () => {
    const user = userEvent.setup();
    const held = heldResponse();
    const api = signedInAs(createUser(), { ...notificationRoutes(three), [NOTIFICATION_LIST]: held.handler });
    renderWithSession('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();
    expect(api.calls(NOTIFICATION_LIST)).toHaveLength(0);

    await user.click(bell);
    const panel = within(screen.getByRole('dialog', { name: 'Your notifications' }));
    expect(panel.getByText('Loading notifications…')).toBeTruthy();
    await held.answer(
      Response.json({ success: true, message: 'OK', msg: 'OK', data: { items: three, unreadCount: 2 } }),
    );
    await panel.findByText('Your loan of K1,500.50 was approved.');
    expect(api.calls(NOTIFICATION_LIST)[0]?.url).toBe('/api/notifications?limit=20');
    const items = panel.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Unread: Your loan of K1,500.50 was approved. 21 Nov 2026, 12:00',
      'Unread: Welcome to Kwacha Loans. 21 Nov 2026, 10:30',
      'Your e-mail is verified. 21 Nov 2026, 10:30',
    ]);
    // docs/product.md: the list scrolls at a maximum height.
    expect(panel.getByRole('list').parentElement?.className).toContain('max-h-80 overflow-y-auto');
  });

  it('marks an item read when it is clicked', async () => {
    const api = signedInAs(createUser(), notificationRoutes(three));
    const { user, bell, panel } = await openBell();
    await user.click(
      panel.getByRole('button', { name: 'Unread: Welcome to Kwacha Loans. 21 Nov 2026, 10:30' }),
    );
    expect(api.calls(markReadRoute('note-info'))).toHaveLength(1);
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(panel.getByRole('button', { name: 'Welcome to Kwacha Loans. 21 Nov 2026, 10:30' })).toBeTruthy();
  });

  it('marks a loan notification read and opens the loan', async () => {
    const api = signedInAs(createUser(), notificationRoutes(three));
    const { user, panel } = await openBell();
    const link = panel.getByRole('link', { name: /Your loan of K1,500.50 was approved/ });
    expect(link.getAttribute('href')).toBe('/loan-details/loan-42');
    await user.click(link);
    await waitFor(() => expect(api.calls(markReadRoute('note-approved'))).toHaveLength(1));
    await screen.findByRole('heading', { level: 1, name: 'Loan Details' });
    // A borrower keeps the navigation bar, and so the bell, on loan details (docs/product.md §2.3).
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('marks everything read with Mark all as read', async () => {
    const api = signedInAs(createUser(), notificationRoutes(three));
    const { user, bell, panel } = await openBell();
    await user.click(panel.getByRole('button', { name: 'Mark all as read' }));
    expect(api.calls(MARK_ALL_READ)).toHaveLength(1);
    expect(bell.getAttribute('aria-label')).toBe('Notifications');
    expect(panel.queryByText(/Unread:/)).toBeNull();
    expect((panel.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('restores the truth when marking read fails', async () => {
    const api = signedInAs(createUser(), {
      ...notificationRoutes(three),
      [MARK_ALL_READ]: fail(500, 'INTERNAL', 'Try later.'),
    });
    const { user, bell, panel } = await openBell();
    await user.click(panel.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(panel.getAllByText(/Unread:/)).toHaveLength(2);
    expect(api.calls(NOTIFICATION_LIST).length).toBeGreaterThan(1);
  });

  it('says so when the list cannot load, and tries again', async () => {
    const user = userEvent.setup();
    signedInAs(createUser(), {
      ...notificationRoutes(three),
      [NOTIFICATION_LIST]: [fail(500, 'INTERNAL', 'Down.'), ok({ items: three, unreadCount: 2 })],
    });
    renderWithSession('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = within(screen.getByRole('dialog', { name: 'Your notifications' }));
    const alert = await panel.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your notifications.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await panel.findByText('Your loan of K1,500.50 was approved.');
  });

  it('shows an empty list', async () => {
    const user = userEvent.setup();
    signedInAs(createUser(), notificationRoutes([]));
    renderWithSession('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Chanda!' });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = within(screen.getByRole('dialog', { name: 'Your notifications' }));
    expect(await panel.findByText('No notifications yet')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Your notifications' })).toBeNull();
  });

  it('asks for the count again every 30 seconds, so new notifications appear without a reload', async () => {
    // Only the interval is faked; everything else (lazy pages, Testing Library) keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const api = signedInAs(createUser(), {
      ...notificationRoutes(),
      [UNREAD_COUNT]: [ok({ unreadCount: 0 }), ok({ unreadCount: 1 })],
    });
    renderWithSession('/dashboard');
    await screen.findByRole('button', { name: 'Notifications' });
    // The first count request goes out just after the bell appears (a slow machine shows the gap).
    await waitFor(() => expect(api.calls(UNREAD_COUNT)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(api.calls(UNREAD_COUNT)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(api.calls(UNREAD_COUNT)).toHaveLength(2);
  });

  it('asks again when the window regains focus', async () => {
    const api = signedInAs(createUser(), {
      ...notificationRoutes(),
      [UNREAD_COUNT]: [ok({ unreadCount: 0 }), ok({ unreadCount: 4 })],
    });
    renderWithSession('/dashboard');
    await screen.findByRole('button', { name: 'Notifications' });
    // The first count has been asked for (a focus while it is in flight would only join it).
    await waitFor(() => expect(api.calls(UNREAD_COUNT)).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    // Generous: on a loaded CI machine the second answer has taken over a second to render.
    await screen.findByRole('button', { name: 'Notifications, 4 unread' }, { timeout: 5000 });
    expect(api.calls(UNREAD_COUNT)).toHaveLength(2);
  });
});
