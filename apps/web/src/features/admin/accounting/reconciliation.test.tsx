import { RECONCILIATION_MESSAGES } from '@kwacha/shared/staff/reconciliation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { ACCOUNTING_PAGE, showAccounting } from './testing/accounting-page';
import {
  createStatementDetail,
  createStatementSummary,
  GET_STATEMENTS,
  POST_STATEMENT,
  resolveLineRoute,
  statementRoute,
} from './testing/reconciliation-fixtures';

beforeAll(() => preloadPages());

const section = async () => within(await screen.findByRole('region', { name: 'Provider statements' }));
const csv = (text: string, name = 'mtn-2026-11-24.csv') => new File([text], name, { type: 'text/csv' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('AccountingPage: provider statements (docs/product.md §24.7)', () => {
  it('lets an admin read the statements but not upload or resolve', async () => {
    const user = userEvent.setup();
    showAccounting('admin', {
      [GET_STATEMENTS]: ok({ items: [createStatementSummary()], nextCursor: null }),
      [statementRoute('st-1')]: ok(createStatementDetail()),
    });
    renderWithSession(ACCOUNTING_PAGE);
    const region = await section();
    expect(region.queryByRole('form', { name: 'Upload a statement' })).toBeNull();
    const list = await region.findByRole('table', { name: 'Statements uploaded' });
    expect(rowsOf(list)[1]?.slice(2, 7)).toEqual(['3', '1', '1', '1', '2']);
    await user.click(region.getByRole('button', { name: /^Open MTN MoMo, 24 Nov/ }));
    const lines = await region.findByRole('table', { name: 'Lines, what waits for staff first' });
    expect(within(lines).queryByRole('button')).toBeNull();
    expect(within(lines).getAllByText('To resolve')).toHaveLength(2);
  });

  it('says when nothing was uploaded yet', async () => {
    showAccounting('superuser');
    renderWithSession(ACCOUNTING_PAGE);
    expect(await (await section()).findByText('No statement has been uploaded yet.')).toBeTruthy();
  });

  it('checks the provider and the file before sending anything', async () => {
    const user = userEvent.setup();
    const api = showAccounting('superuser');
    renderWithSession(ACCOUNTING_PAGE);
    const form = within((await section()).getByRole('form', { name: 'Upload a statement' }));
    await user.click(form.getByRole('button', { name: 'Upload and reconcile' }));
    expect(form.getByText(RECONCILIATION_MESSAGES.chooseProvider)).toBeTruthy();
    expect(form.getByText(RECONCILIATION_MESSAGES.fileMissing)).toBeTruthy();
    expect(api.calls(POST_STATEMENT)).toHaveLength(0);
  });

  it('uploads a statement, shows each day against our accounts and every line by result', async () => {
    const user = userEvent.setup();
    const detail = createStatementDetail();
    const api = showAccounting('superuser', {
      [GET_STATEMENTS]: [
        ok({ items: [], nextCursor: null }),
        ok({ items: [createStatementSummary()], nextCursor: null }),
      ],
      [POST_STATEMENT]: ok(detail, RECONCILIATION_MESSAGES.uploaded),
      [statementRoute('st-1')]: ok(detail),
    });
    renderWithSession(ACCOUNTING_PAGE);
    const region = await section();
    const form = within(region.getByRole('form', { name: 'Upload a statement' }));
    await user.selectOptions(form.getByLabelText('Provider'), 'mtn');
    await user.upload(form.getByLabelText('Statement file (CSV)'), csv('Transaction ID,...'));
    await user.click(form.getByRole('button', { name: 'Upload and reconcile' }));

    expect(await screen.findByText(RECONCILIATION_MESSAGES.uploaded)).toBeTruthy();
    const sent = api.calls(POST_STATEMENT)[0]?.body as FormData;
    expect(sent.get('provider')).toBe('mtn');
    expect((sent.get('file') as File).name).toBe('mtn-2026-11-24.csv');

    const days = await region.findByRole('table', {
      name: 'Daily totals: theirs against our clearing accounts',
    });
    expect(rowsOf(days)[1]).toEqual([
      '24 November 2026',
      'K250.00',
      'K180.00',
      'K0.00',
      'K0.00',
      'No: in K70.00, out K0.00',
    ]);
    const lines = rowsOf(region.getByRole('table', { name: 'Lines, what waits for staff first' }));
    expect(lines.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual([
      ['Line 3', 'Only theirs', 'PAY-BBBB2222Theirs: 7700112234'],
      ['Ours, PAY-CCCC3333', 'Only ours', 'PAY-CCCC3333'],
      ['Line 2', 'Matched', 'PAY-AAAA1111Theirs: 7700112233'],
    ]);
    await waitFor(() =>
      expect(rowsOf(region.getByRole('table', { name: 'Statements uploaded' }))).toHaveLength(2),
    );
  });

  it('shows the server’s refusal of a line, with its number, under the form', async () => {
    const user = userEvent.setup();
    const refusal = 'Line 4: the amount 10.505 has more than two decimals.';
    showAccounting('superuser', { [POST_STATEMENT]: fail(400, 'VALIDATION_ERROR', refusal) });
    renderWithSession(ACCOUNTING_PAGE);
    const form = within((await section()).getByRole('form', { name: 'Upload a statement' }));
    await user.selectOptions(form.getByLabelText('Provider'), 'airtel');
    await user.upload(form.getByLabelText('Statement file (CSV)'), csv('x', 'airtel.csv'));
    await user.click(form.getByRole('button', { name: 'Upload and reconcile' }));
    expect((await form.findByText(refusal)).closest('[role="alert"]')).toBeTruthy();
  });

  it('notes a line as investigated, asking for the note first', async () => {
    const user = userEvent.setup();
    const api = showAccounting('superuser', {
      [GET_STATEMENTS]: ok({ items: [createStatementSummary()], nextCursor: null }),
      [statementRoute('st-1')]: ok(createStatementDetail()),
      [resolveLineRoute('line-3')]: ok({}, RECONCILIATION_MESSAGES.investigated),
    });
    renderWithSession(ACCOUNTING_PAGE);
    const region = await section();
    await user.click(await region.findByRole('button', { name: /^Open MTN MoMo/ }));
    await user.click(await region.findByRole('button', { name: 'Note as investigated: Ours, PAY-CCCC3333' }));
    const form = within(region.getByRole('form', { name: 'Note as investigated: Ours, PAY-CCCC3333' }));
    await user.click(form.getByRole('button', { name: 'Note as investigated' }));
    expect(await form.findByText(RECONCILIATION_MESSAGES.noteRequired)).toBeTruthy();
    expect(api.calls(resolveLineRoute('line-3'))).toHaveLength(0);
    await user.type(form.getByLabelText('Note'), 'MTN support: reversed on their side, refund due.');
    await user.click(form.getByRole('button', { name: 'Note as investigated' }));
    expect(await screen.findByText(RECONCILIATION_MESSAGES.investigated)).toBeTruthy();
    expect(JSON.parse(String(api.calls(resolveLineRoute('line-3'))[0]?.body))).toEqual({
      action: 'investigated',
      note: 'MTN support: reversed on their side, refund due.',
    });
  });
});
