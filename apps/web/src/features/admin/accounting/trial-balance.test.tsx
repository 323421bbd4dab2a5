import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, fail, heldResponse, ok, TEST_TOKEN } from '../../../test/fake-api';
import { captureSavedFiles } from '../../../test/file-downloads';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { defaultRange } from './accounting-range';
import { TRIAL_BALANCE_FAILED_MESSAGE } from './components/trial-balance-section';
import {
  ACCOUNTING_PAGE,
  createTrialBalance,
  GET_JOURNAL_CSV,
  GET_TRIAL_BALANCE,
  lastRangeQuery,
  showAccounting,
} from './testing/accounting-page';

beforeAll(() => preloadPages());

const NOVEMBER = `${ACCOUNTING_PAGE}?from=2026-11-01&to=2026-11-25`;
const table = () => screen.findByRole('table', { name: /^Trial balance, / });
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('AccountingPage: the trial balance', () => {
  it('shows each balance under Dr or Cr, the period’s debits and credits, and the totals', async () => {
    const api = showAccounting('admin');
    renderWithSession(NOVEMBER);
    const found = await table();
    expect(document.title).toBe('Accounting | Kwacha Loans');
    expect(screen.getByRole('heading', { level: 1, name: 'Accounting' })).toBeTruthy();
    expect(lastRangeQuery(api)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(found.querySelector('caption')?.textContent).toBe(
      'Trial balance, 1 November 2026 to 25 November 2026In kwacha. Dr is a debit balance, Cr a credit balance.',
    );
    const headers = within(found)
      .getAllByRole('columnheader')
      .map((th) => [th.textContent, th.getAttribute('scope')]);
    expect(headers).toEqual(
      [
        'Code',
        'Account',
        'Type',
        'GL code',
        'Opening Dr',
        'Opening Cr',
        'Debits',
        'Credits',
        'Closing Dr',
        'Closing Cr',
      ].map((name) => [name, 'col']),
    );
    const rows = within(found).getAllByRole('row').slice(1).map(cells);
    expect(rows).toEqual([
      // A credit balance (negative) reads under Cr, without its sign.
      [
        '1011',
        'Paid out through MTN MoMo (clearing)',
        'Asset',
        '—',
        '',
        'K4,000.00',
        'K0.00',
        'K5,000.00',
        '',
        'K9,000.00',
      ],
      [
        '1100',
        'Loans receivable: principal',
        'Asset',
        '1200-01',
        'K4,000.00',
        '',
        'K5,150.00',
        'K0.00',
        'K9,150.00',
        '',
      ],
      ['4100', 'Service fee income', 'Income', '—', '', '', 'K0.00', 'K150.00', '', 'K150.00'],
      // Opening Dr 4,000 = Cr 4,000; debits 5,150 = credits 5,150; closing Dr 9,150 = Cr 9,000 + 150.
      ['Totals', 'K4,000.00', 'K4,000.00', 'K5,150.00', 'K5,150.00', 'K9,150.00', 'K9,150.00'],
    ]);
    // Wider than a phone: the table scrolls in a region of its own that the keyboard reaches.
    const scroller = screen.getByRole('region', { name: 'Trial balance table' });
    expect(scroller.className).toContain('overflow-x-auto');
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('region', { name: 'Trial balance' })).toBeTruthy();
  });

  it('starts at the first of this month and today, and asks again for the range chosen', async () => {
    const user = userEvent.setup();
    const api = showAccounting('admin', {
      [GET_TRIAL_BALANCE]: [
        ok(createTrialBalance()),
        ok(createTrialBalance({ from: '2026-10-01', to: '2026-10-31', lines: [] })),
      ],
    });
    const { router } = renderWithSession(ACCOUNTING_PAGE);
    await table();
    const range = defaultRange();
    expect(lastRangeQuery(api)).toEqual(range);
    const form = within(screen.getByRole('form', { name: 'Trial balance period' }));
    expect((form.getByLabelText('From') as HTMLInputElement).value).toBe(range.from);
    expect((form.getByLabelText('To') as HTMLInputElement).value).toBe(range.to);

    await user.clear(form.getByLabelText('From'));
    await user.type(form.getByLabelText('From'), '2026-10-01');
    await user.clear(form.getByLabelText('To'));
    await user.type(form.getByLabelText('To'), '2026-10-31');
    await user.click(form.getByRole('button', { name: 'Show' }));

    await waitFor(() => expect(lastRangeQuery(api)).toEqual({ from: '2026-10-01', to: '2026-10-31' }));
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31');
    expect(
      await screen.findByText('The ledger has no accounts yet, so there is nothing to balance.'),
    ).toBeTruthy();
  });

  it('refuses a last day before the first without asking the server', async () => {
    const user = userEvent.setup();
    const api = showAccounting('admin');
    renderWithSession(NOVEMBER);
    await table();
    const form = within(screen.getByRole('form', { name: 'Trial balance period' }));
    await user.clear(form.getByLabelText('To'));
    await user.type(form.getByLabelText('To'), '2026-10-31');
    await user.click(form.getByRole('button', { name: 'Show' }));
    expect(await form.findByText('The last day must not be before the first.')).toBeTruthy();
    expect(api.calls(GET_TRIAL_BALANCE)).toHaveLength(1);
  });

  it('downloads the journal of the range on screen, with the session', async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const fileName = 'kwacha-journal-2026-11-01-to-2026-11-25.csv';
    const api = showAccounting('admin', {
      [GET_JOURNAL_CSV]: () =>
        Promise.resolve(
          new Response('entry,date,gl_code,debit,credit\r\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': `attachment; filename="${fileName}"`,
            },
          }),
        ),
    });
    renderWithSession(NOVEMBER);
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV of the journal' }));
    expect(await screen.findByText(`Saved ${fileName}`)).toBeTruthy();
    const [call] = api.calls(GET_JOURNAL_CSV);
    expect(call?.url).toBe('/api/admin/accounting/journal.csv?from=2026-11-01&to=2026-11-25');
    expect(call?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
    expect(saved).toEqual([{ href: 'blob:document', download: fileName }]);
  });

  it('shows a skeleton while loading, then the table', async () => {
    const held = heldResponse();
    showAccounting('admin', { [GET_TRIAL_BALANCE]: held.handler });
    renderWithSession(NOVEMBER);
    expect(await screen.findByText('Loading the trial balance…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV of the journal' }).hasAttribute('disabled')).toBe(
      true,
    );
    await held.answer(envelope(createTrialBalance()));
    await table();
    expect(screen.queryByText('Loading the trial balance…')).toBeNull();
  });

  it('says why the trial balance failed, and Try again asks again', async () => {
    const user = userEvent.setup();
    const api = showAccounting('admin', {
      [GET_TRIAL_BALANCE]: [fail(500, 'INTERNAL_ERROR'), ok(createTrialBalance())],
    });
    renderWithSession(NOVEMBER);
    const region = within(await screen.findByRole('region', { name: 'Trial balance' }));
    expect((await region.findByRole('alert')).textContent).toBe(TRIAL_BALANCE_FAILED_MESSAGE);
    await user.click(region.getByRole('button', { name: 'Try Again' }));
    await table();
    expect(api.calls(GET_TRIAL_BALANCE)).toHaveLength(2);
  });
});
