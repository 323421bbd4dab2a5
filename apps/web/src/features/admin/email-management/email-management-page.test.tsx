import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createEmailList,
  createEmailRow,
  createFailedEmailCounts,
  EMAIL_ID,
} from '../../../test/builders/emails';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { openPastSkeleton } from '../../../test/staff-list-steps';
import { tableRows } from '../../../test/table-rows';
import {
  bodyOf,
  EMAILS_PAGE,
  GET_EMAILS,
  GET_FAILED_COUNTS,
  lastEmailsQuery,
  RETRY_FAILED,
  showEmails,
} from './testing/email-management-page';

beforeAll(() => preloadPages());
afterEach(() => vi.useRealTimers());

const table = () => screen.findByRole('table', { name: 'E-mails, newest first' });
const dialog = () => within(screen.getByRole('dialog', { name: /\?$/ }));

describe('EmailManagementPage', () => {
  it('shows a skeleton, then every message: recipient, kind, status, attempts, last error and Lusaka times', async () => {
    await openPastSkeleton(
      { show: showEmails, path: EMAILS_PAGE, loading: 'Loading e-mails…' },
      createEmailList([
        createEmailRow(),
        createEmailRow({
          id: '6f7a8b9c-2222-4333-8444-555566667777',
          recipient: 'ada@kwacha.test',
          kind: 'verify-email',
          kindLabel: 'E-mail verification',
          status: 'sent',
          attempts: 1,
          lastError: null,
          createdAt: '2026-11-20T22:00:00.000Z',
          sentAt: '2026-11-20T22:00:05.000Z',
        }),
      ]),
    );

    expect(tableRows(await table())).toEqual([
      [
        'chanda.phiri@example.zm, Repayment reminder, 21 November 2026, 10:30',
        'Repayment reminder',
        'Failed',
        '6',
        '550 5.1.1 Mailbox unavailable',
        '21 November 2026, 10:30',
        '—',
      ],
      [
        'ada@kwacha.test, E-mail verification, 21 November 2026, 00:00',
        'E-mail verification',
        'Sent',
        '1',
        '—',
        '21 November 2026, 00:00',
        '21 November 2026, 00:00',
      ],
    ]);
    expect(document.title).toBe('E-mail Management | Kwacha Loans');
    const link = within(await table()).getByRole('link', { name: /^chanda\.phiri@example\.zm/ });
    expect(link.getAttribute('href')).toBe(`${EMAILS_PAGE}/${EMAIL_ID}`);
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'E-mail Management' }).getAttribute('aria-current')).toBe('page');
  });

  it('applies the filters from the form, keeps them in the address, and checks the period first', async () => {
    const user = userEvent.setup();
    const api = showEmails();
    const { router } = renderWithSession(EMAILS_PAGE);
    await table();

    await user.type(screen.getByLabelText('Recipient'), 'chanda');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Repayment reminder');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await user.type(screen.getByLabelText('From'), '2026-11-21');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The period ends before it starts.')).toBeTruthy();
    expect(api.calls(GET_EMAILS)).toHaveLength(1);

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(lastEmailsQuery(api)).toEqual({
        q: 'chanda',
        kind: 'repayment-reminder',
        status: 'failed',
        from: '2026-11-21',
        to: '2026-11-30',
        limit: '25',
      }),
    );
    expect(router.state.location.search).toBe(
      '?q=chanda&kind=repayment-reminder&status=failed&from=2026-11-21&to=2026-11-30',
    );
  });

  it('says when nothing matches, and clears the filters', async () => {
    const user = userEvent.setup();
    const api = showEmails([ok(createEmailList([])), ok(createEmailList())]);
    renderWithSession(`${EMAILS_PAGE}?status=failed`);
    expect(await screen.findByText('No e-mails match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await table();
    expect(lastEmailsQuery(api)).toEqual({ limit: '25' });
  });

  it('shows a message kept on a machine without a mail server as kept locally, never as sent, and filters by it', async () => {
    const user = userEvent.setup();
    const api = showEmails(
      ok(
        createEmailList([
          createEmailRow({ status: 'kept_locally', attempts: 1, lastError: null, sentAt: null }),
        ]),
      ),
    );
    renderWithSession(EMAILS_PAGE);
    const [row] = tableRows(await table());
    expect(row?.[2]).toBe('Kept locally, not sent');
    expect(row?.[6]).toBe('—');

    await user.selectOptions(screen.getByLabelText('Status'), 'Kept locally, not sent');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastEmailsQuery(api)).toEqual({ status: 'kept_locally', limit: '25' }));
  });

  it('says when no e-mail was ever written', async () => {
    showEmails(ok(createEmailList([])));
    renderWithSession(EMAILS_PAGE);
    expect(await screen.findByText('No e-mails have been written yet.')).toBeTruthy();
  });

  it('says when the list could not load, and tries again', async () => {
    const user = userEvent.setup();
    showEmails([fail(500, 'INTERNAL'), ok(createEmailList())]);
    renderWithSession(EMAILS_PAGE);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load e-mails. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await table();
  });

  it('pages to older messages with the cursor and back to newer ones', async () => {
    const user = userEvent.setup();
    const api = showEmails(ok(createEmailList([createEmailRow()], 'cursor-2')));
    const { router } = renderWithSession(EMAILS_PAGE);
    await table();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(lastEmailsQuery(api).cursor).toBe('cursor-2'));
    expect(screen.getByText('Page 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Page 1')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('reads the list again every few seconds while a message on it is on its way, and stops after', async () => {
    // Only the timers are faked; everything else (lazy pages, Testing Library) keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const api = showEmails([
      ok(createEmailList([createEmailRow({ status: 'sending', lastError: null, attempts: 0 })])),
      ok(createEmailList([createEmailRow({ status: 'sent', lastError: null, attempts: 1 })])),
    ]);
    renderWithSession(EMAILS_PAGE);
    expect(tableRows(await table())[0]?.[2]).toBe('Sending');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(async () => expect(tableRows(await table())[0]?.[2]).toBe('Sent'));
    expect(api.calls(GET_EMAILS)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(api.calls(GET_EMAILS)).toHaveLength(2);
  });

  it('retries every failed message of a kind after a confirmation that says how many', async () => {
    const user = userEvent.setup();
    const api = showEmails(ok(createEmailList()), {
      [GET_FAILED_COUNTS]: [ok(createFailedEmailCounts()), ok(createFailedEmailCounts([]))],
      [RETRY_FAILED]: ok(
        { kind: 'repayment-reminder', count: 12, skipped: 0 },
        '12 failed repayment reminder e-mails were queued to be sent again.',
      ),
    });
    renderWithSession(EMAILS_PAGE);
    const panel = within(await screen.findByRole('region', { name: 'Failed e-mails' }));
    expect(panel.getByText('E-mail verification: 2 failed')).toBeTruthy();
    expect(
      panel.getByText('Each needs a fresh link: open them and send them again one by one.'),
    ).toBeTruthy();
    expect(panel.getAllByRole('button').map((b) => b.textContent)).toEqual(['Retry all 12']);

    await user.click(panel.getByRole('button', { name: 'Retry all 12 failed repayment reminder e-mails' }));
    expect(dialog().getByRole('heading', { name: 'Retry 12 failed e-mails?' })).toBeTruthy();
    expect(
      dialog().getByText(
        'Every failed repayment reminder e-mail (12) will be queued to be sent again as it was.',
      ),
    ).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(api.calls(RETRY_FAILED)).toEqual([]);

    await user.click(panel.getByRole('button', { name: /^Retry all 12/ }));
    await user.click(dialog().getByRole('button', { name: 'Retry all' }));
    expect(
      await screen.findByText('12 failed repayment reminder e-mails were queued to be sent again.'),
    ).toBeTruthy();
    expect(bodyOf(api.calls(RETRY_FAILED)[0])).toEqual({ kind: 'repayment-reminder' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Failed e-mails' })).toBeNull());
  });
});
