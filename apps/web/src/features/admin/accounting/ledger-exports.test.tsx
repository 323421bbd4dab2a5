import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, fail, heldResponse, TEST_TOKEN } from '../../../test/fake-api';
import { captureSavedFiles, pdfReply } from '../../../test/file-downloads';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import {
  ACCOUNTING_PAGE,
  createTrialBalance,
  GET_JOURNAL_CSV,
  GET_TRIAL_BALANCE,
  showAccounting,
} from './testing/accounting-page';

beforeAll(() => preloadPages());

const NOVEMBER = `${ACCOUNTING_PAGE}?from=2026-11-01&to=2026-11-25`;
const RANGE = 'from=2026-11-01&to=2026-11-25';
const GET_TRIAL_BALANCE_CSV = 'GET /api/admin/accounting/trial-balance.csv';
const GET_TRIAL_BALANCE_PDF = 'GET /api/admin/accounting/trial-balance.pdf';

/** A CSV attachment, as the accounting routes send it. */
const csvReply = (fileName: string) => () =>
  Promise.resolve(
    new Response('a,b\r\n', {
      status: 200,
      headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${fileName}"` },
    }),
  );

const shown = () => screen.findByRole('table', { name: /^Trial balance, / });

describe('AccountingPage: files for the general ledger', () => {
  it('downloads the trial balance of the range on screen as CSV and as PDF, with the session', async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const api = showAccounting('admin', {
      [GET_TRIAL_BALANCE_CSV]: csvReply('trial-balance-2026-11-01-to-2026-11-25.csv'),
      [GET_TRIAL_BALANCE_PDF]: pdfReply('trial-balance-2026-11-01-to-2026-11-25.pdf'),
    });
    renderWithSession(NOVEMBER);
    await shown();

    await user.click(screen.getByRole('button', { name: 'Download CSV of the trial balance' }));
    expect(await screen.findByText('Saved trial-balance-2026-11-01-to-2026-11-25.csv')).toBeTruthy();
    const [csv] = api.calls(GET_TRIAL_BALANCE_CSV);
    expect(csv?.url).toBe(`/api/admin/accounting/trial-balance.csv?${RANGE}`);
    expect(csv?.headers.get('x-auth-token')).toBe(TEST_TOKEN);

    await user.click(screen.getByRole('button', { name: 'Download PDF of the trial balance' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const [pdf] = api.calls(GET_TRIAL_BALANCE_PDF);
    expect(pdf?.url).toBe(`/api/admin/accounting/trial-balance.pdf?${RANGE}`);
    expect(pdf?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
    expect(pdf?.headers.get('accept')).toBe('application/pdf');
    expect(saved).toEqual([
      { href: 'blob:document', download: 'trial-balance-2026-11-01-to-2026-11-25.csv' },
      { href: 'blob:document', download: 'trial-balance-2026-11-01-to-2026-11-25.pdf' },
    ]);
  });

  it.each([
    ['the journal', '', 'journal-2026-11-01-to-2026-11-25.csv'],
    [
      'the journal for Sage Pastel',
      '&format=sage-pastel',
      'journal-2026-11-01-to-2026-11-25-sage-pastel.csv',
    ],
    ['the journal for QuickBooks', '&format=quickbooks', 'journal-2026-11-01-to-2026-11-25-quickbooks.csv'],
  ])('downloads %s in its format', async (name, format, fileName) => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const api = showAccounting('admin', { [GET_JOURNAL_CSV]: csvReply(fileName) });
    renderWithSession(NOVEMBER);
    await shown();
    await user.click(screen.getByRole('button', { name: `Download CSV of ${name}` }));
    expect(await screen.findByText(`Saved ${fileName}`)).toBeTruthy();
    const [call] = api.calls(GET_JOURNAL_CSV);
    expect(call?.url).toBe(`/api/admin/accounting/journal.csv?${RANGE}${format}`);
    expect(call?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
    expect(saved).toEqual([{ href: 'blob:document', download: fileName }]);
  });

  it('says in the server’s words why a package’s file cannot be made yet', async () => {
    const user = userEvent.setup();
    const message =
      'Map a GL code to every account the journal uses first: 1011 Paid out through MTN MoMo (clearing).';
    showAccounting('admin', { [GET_JOURNAL_CSV]: fail(409, 'GL_CODES_MISSING', message) });
    renderWithSession(NOVEMBER);
    await shown();
    await user.click(screen.getByRole('button', { name: 'Download CSV of the journal for QuickBooks' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('offers no file while the trial balance is loading', async () => {
    const held = heldResponse();
    showAccounting('admin', { [GET_TRIAL_BALANCE]: held.handler });
    renderWithSession(NOVEMBER);
    expect(await screen.findByText('Loading the trial balance…')).toBeTruthy();
    for (const name of [
      'Download CSV of the trial balance',
      'Download PDF of the trial balance',
      'Download CSV of the journal',
      'Download CSV of the journal for Sage Pastel',
      'Download CSV of the journal for QuickBooks',
    ]) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled'), name).toBe(true);
    }
    await held.answer(envelope(createTrialBalance()));
    await shown();
    expect(
      screen.getByRole('button', { name: 'Download PDF of the trial balance' }).hasAttribute('disabled'),
    ).toBe(false);
  });
});
