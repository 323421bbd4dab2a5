import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaffComplaint } from '../../../test/builders/complaints';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';

beforeAll(() => preloadPages());
// Tuesday 1 December 2026, 10:00 in Lusaka: the open complaint's acknowledgement (Monday 17:00) is late.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T08:00:00Z') }));
afterEach(() => vi.useRealTimers());

const PAGE = '/admin-dashboard/complaints';
const QUEUE = 'GET /api/admin/complaints';
const ONE = 'GET /api/admin/complaints/cmp-1';
const ADMIN = createUser({ id: 'staff-1', role: 'admin', firstName: 'Ada', lastName: 'Mulenga' });
const OPEN = createStaffComplaint({ overdue: true });
const ACKNOWLEDGED = createStaffComplaint({
  id: 'cmp-2',
  reference: 'CMP-2222-3333',
  status: 'acknowledged',
  acknowledgedAt: '2026-11-30T08:00:00.000Z',
  assignee: { id: 'staff-1', name: 'Ada Mulenga' },
  category: 'collection_conduct',
});

function showQueue(queue: FakeReply | FakeReply[], extra: Record<string, FakeReply | FakeReply[]> = {}) {
  return signedInAs(ADMIN, {
    ...notificationRoutes(),
    'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
    [QUEUE]: queue,
    'GET /api/admin/complaints/assignees': ok([{ id: 'staff-1', name: 'Ada Mulenga' }]),
    ...extra,
  });
}

const bodyOf = (call: { body?: unknown } | undefined) =>
  typeof call?.body === 'string' ? JSON.parse(call.body) : undefined;

describe('StaffComplaintsPage', () => {
  it('lists the queue with the service-level clock, nearest deadline first', async () => {
    const api = showQueue(ok([OPEN, ACKNOWLEDGED]));
    renderWithSession(PAGE);
    const queue = await screen.findByRole('list', { name: 'Complaints, nearest deadline first' });
    expect(document.title).toBe('Complaints | Kwacha Loans');
    expect(api.calls(QUEUE)[0]?.url).toBe('/api/admin/complaints?status=unresolved');
    const [first, second] = within(queue).getAllByRole('article');
    const open = within(first as HTMLElement);
    expect(open.getByRole('link', { name: 'CMP-7K4M-Q2XD' }).getAttribute('href')).toBe(`${PAGE}?id=cmp-1`);
    expect(open.getByText('A payment was not applied · Chanda Mwila')).toBeTruthy();
    expect(open.getByText('Acknowledgement overdue by 1 working day')).toBeTruthy();
    expect(open.getByText('Not assigned')).toBeTruthy();
    const acknowledged = within(second as HTMLElement);
    expect(acknowledged.getByText('Resolve by Fri 11 Dec, 17:00')).toBeTruthy();
    expect(acknowledged.getByText('Assigned to Ada Mulenga')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'Complaints' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by status and overdue, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const api = showQueue(ok([]));
    renderWithSession(PAGE);
    expect(await screen.findByText('No complaints here. Nothing is waiting.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'resolved');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    const urls = api.calls(QUEUE).map((c) => c.url);
    expect(urls).toContain('/api/admin/complaints?status=resolved');
    expect(urls).toContain('/api/admin/complaints?status=resolved&overdue=true');
  });

  it('shows a load error with a retry', async () => {
    showQueue([fail(500, 'INTERNAL_ERROR'), ok([OPEN])]);
    renderWithSession(PAGE);
    expect(await screen.findByText('Failed to load complaints. Please try again.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'CMP-7K4M-Q2XD' })).toBeTruthy();
  });

  it('opens one complaint with contact details and notes, and acknowledges it', async () => {
    const user = userEvent.setup();
    const detail = createStaffComplaint({
      notes: [
        {
          id: 'n1',
          body: 'Called Airtel.',
          createdAt: '2026-11-30T08:00:00.000Z',
          author: { id: 'staff-1', name: 'Ada Mulenga' },
        },
      ],
    });
    const api = showQueue(ok([OPEN]), {
      [ONE]: [
        ok(detail),
        ok({ ...detail, status: 'acknowledged', assignee: { id: 'staff-1', name: 'Ada Mulenga' } }),
      ],
      'POST /api/admin/complaints/cmp-1/acknowledge': ok(
        { ...detail, status: 'acknowledged' },
        'The complaint was acknowledged. The borrower has been told.',
      ),
    });
    renderWithSession(`${PAGE}?id=cmp-1`);
    expect(await screen.findByRole('link', { name: 'chanda@example.com' })).toBeTruthy();
    expect(screen.getByText('Called Airtel.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(
      await screen.findByText('The complaint was acknowledged. The borrower has been told.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/admin/complaints/cmp-1/acknowledge')).toHaveLength(1);
    // Read again: acknowledged now, so no Acknowledge button; the announcement stays.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull());
    expect(screen.getByText('The complaint was acknowledged. The borrower has been told.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Assigned to' }) as HTMLSelectElement).value).toBe(
      'staff-1',
    );
    // The queue and the complaint are read again.
    expect(api.calls(QUEUE).length).toBeGreaterThan(1);
  });

  it('asks for a resolution before resolving, sends it, and shows a 409 in words', async () => {
    const user = userEvent.setup();
    const api = showQueue(ok([OPEN]), {
      [ONE]: ok(OPEN),
      'POST /api/admin/complaints/cmp-1/resolve': fail(
        409,
        'COMPLAINT_STATE_CONFLICT',
        'This complaint has already been resolved.',
      ),
    });
    renderWithSession(`${PAGE}?id=cmp-1`);
    const resolution = await screen.findByRole('textbox', {
      name: 'Resolution (sent to the borrower by e-mail)',
    });
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Please write the resolution the borrower will read.')).toBeTruthy();
    expect(document.activeElement).toBe(resolution);
    await user.type(resolution, 'We applied your payment of K500 on 1 December.');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('This complaint has already been resolved.')).toBeTruthy();
    expect(bodyOf(api.calls('POST /api/admin/complaints/cmp-1/resolve')[0])).toEqual({
      resolution: 'We applied your payment of K500 on 1 December.',
    });
  });
});
