import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIT_LOAN_ID,
  AUDIT_STAFF_ID,
  AUDIT_USER_ID,
  createAuditLogEntry,
  createAuditLogPage,
} from '../../../test/builders/audit-log';
import { fail, ok, TEST_TOKEN } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { openPastSkeleton } from '../../../test/staff-list-steps';
import { tableRows } from '../../../test/table-rows';
import {
  AUDIT_PAGE,
  GET_AUDIT,
  GET_AUDIT_EXPORT,
  lastAuditQuery,
  showAuditLog,
} from './testing/audit-log-page';

beforeAll(() => preloadPages());

// jsdom has no object URLs; the page saves the CSV through one.
const createObjectURL = vi.fn((_: Blob) => 'blob:audit-csv');
Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
beforeEach(() => createObjectURL.mockClear());

const table = () => screen.findByRole('table', { name: 'Audit records, newest first' });

describe('AuditLogPage', () => {
  it('shows a skeleton, then each record: Lusaka time, who (or System), the action, what it concerns and the change', async () => {
    await openPastSkeleton(
      { show: showAuditLog, path: AUDIT_PAGE, loading: 'Loading the audit log…' },
      createAuditLogPage([
        createAuditLogEntry(),
        createAuditLogEntry({
          id: 41,
          at: '2026-11-20T22:00:00.000Z',
          actor: null,
          action: 'loan.overdue',
          actionLabel: 'Loan became overdue',
          summary: 'status active → overdue',
        }),
        createAuditLogEntry({
          id: 40,
          action: 'user.role_changed',
          actionLabel: 'User role changed',
          subject: { kind: 'user', id: AUDIT_USER_ID, name: 'Chanda Phiri' },
          summary: '',
        }),
      ]),
    );

    expect(tableRows(await table())).toEqual([
      [
        '21 November 2026, 10:30',
        'Ada Mulenga',
        'Loan decision by staffloan.status_changed',
        'Loan 0a1b2c3dChanda Phiri',
        'status pending → approved (remarks Payslip checked)',
      ],
      [
        '21 November 2026, 00:00',
        'System',
        'Loan became overdueloan.overdue',
        'Loan 0a1b2c3dChanda Phiri',
        'status active → overdue',
      ],
      ['21 November 2026, 10:30', 'Ada Mulenga', 'User role changeduser.role_changed', 'Chanda Phiri', '—'],
    ]);
    expect(document.title).toBe('Audit Log | Kwacha Loans');
    const loanLinks = within(await table()).getAllByRole('link', { name: /Loan 0a1b2c3d/ });
    expect(loanLinks[0]?.getAttribute('href')).toBe(`/loan-details/${AUDIT_LOAN_ID}`);
    // An admin reads a person's name; their account page is a superuser's.
    expect(within(await table()).queryByRole('link', { name: /Chanda Phiri Account/ })).toBeNull();
  });

  it("opens a person's account for a superuser", async () => {
    showAuditLog(
      ok(
        createAuditLogPage([
          createAuditLogEntry({ subject: { kind: 'user', id: AUDIT_USER_ID, name: 'Chanda Phiri' } }),
        ]),
      ),
      {},
      'superuser',
    );
    renderWithSession(AUDIT_PAGE);
    const link = within(await table()).getByRole('link', { name: /Chanda Phiri/ });
    expect(link.getAttribute('href')).toBe(`/admin-dashboard/users/${AUDIT_USER_ID}`);
  });

  it('applies the filters to the URL and the request, and reads them back from the URL', async () => {
    const user = userEvent.setup();
    const api = showAuditLog();
    const { router } = renderWithSession(AUDIT_PAGE);
    await table();
    expect(lastAuditQuery(api)).toEqual({});

    await user.selectOptions(await screen.findByLabelText('Who'), 'Ada Mulenga');
    await user.selectOptions(screen.getByLabelText('Action'), 'Loan became overdue');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-21');
    await user.type(screen.getByLabelText('Loan id'), AUDIT_LOAN_ID);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const expected = {
      actor: AUDIT_STAFF_ID,
      action: 'loan.overdue',
      loanId: AUDIT_LOAN_ID,
      from: '2026-11-01',
      to: '2026-11-21',
    };
    await waitFor(() => expect(lastAuditQuery(api)).toEqual(expected));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);
  });

  it('fills the form from a shared link and refuses a bad id or period beside its field, asking nothing', async () => {
    const user = userEvent.setup();
    const api = showAuditLog();
    renderWithSession(`${AUDIT_PAGE}?actor=system&from=2026-11-20`);
    await table();
    expect(lastAuditQuery(api)).toEqual({ actor: 'system', from: '2026-11-20' });
    expect((screen.getByLabelText('Who') as HTMLSelectElement).value).toBe('system');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-20');

    const calls = api.calls(GET_AUDIT).length;
    await user.type(screen.getByLabelText('User id'), '3f2c');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('Enter the whole user id, like 3f2c1a9e-5b7d-4c1e-9a2b-1c3d5e7f9a0b.'),
    ).toBeTruthy();
    expect(screen.getByText('The period ends before it starts.')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(GET_AUDIT)).toHaveLength(calls);
  });

  it('says when nothing was recorded, and when nothing matches (with a way back)', async () => {
    const user = userEvent.setup();
    showAuditLog(ok(createAuditLogPage([])));
    const first = renderWithSession(AUDIT_PAGE);
    expect(await screen.findByText('No actions have been recorded yet.')).toBeTruthy();
    first.unmount();

    const api = showAuditLog(ok(createAuditLogPage([])));
    const { router } = renderWithSession(`${AUDIT_PAGE}?action=loan.overdue`);
    expect(await screen.findByText('No records match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(lastAuditQuery(api)).toEqual({});
  });

  it('says why the log could not load and tries again', async () => {
    const user = userEvent.setup();
    showAuditLog([fail(503, 'SERVICE_UNAVAILABLE', 'The service is busy.'), ok(createAuditLogPage())]);
    renderWithSession(AUDIT_PAGE);
    expect((await screen.findByRole('alert')).textContent).toBe('The service is busy.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await table();
  });

  it('pages to older records and back to newer ones', async () => {
    const user = userEvent.setup();
    const api = showAuditLog([
      ok(createAuditLogPage([createAuditLogEntry({ id: 42 })], 'CURSOR-2')),
      ok(createAuditLogPage([createAuditLogEntry({ id: 41, summary: 'older one' })])),
      ok(createAuditLogPage([createAuditLogEntry({ id: 42 })], 'CURSOR-2')),
    ]);
    const { router } = renderWithSession(AUDIT_PAGE);
    await table();
    expect(screen.getByRole('button', { name: 'Newer' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findAllByText('older one')).toBeTruthy();
    expect(lastAuditQuery(api)).toEqual({ cursor: 'CURSOR-2' });
    expect(screen.getByText('Page 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Page 1')).toBeTruthy();
    expect(screen.queryAllByText('older one')).toEqual([]);
  });

  it("downloads the filtered log as CSV with the session, under the server's file name", async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fileName = 'kwacha-audit-log-start-to-2026-11-21.csv';
    const api = showAuditLog(ok(createAuditLogPage()), {
      [GET_AUDIT_EXPORT]: async () =>
        new Response('\uFEFFTime (Lusaka),Actor\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="${fileName}"`,
          },
        }),
    });
    renderWithSession(`${AUDIT_PAGE}?actor=system`);
    await table();
    expect(screen.getByText(/at most 50,000/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(`Saved ${fileName}`)).toBeTruthy();
    const [call] = api.calls(GET_AUDIT_EXPORT);
    expect(call?.url).toBe('/api/admin/audit/export?actor=system');
    expect(call?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
