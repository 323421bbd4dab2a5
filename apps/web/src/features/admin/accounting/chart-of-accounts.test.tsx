import { ACCOUNTING_MESSAGES } from '@kwacha/shared/staff/accounting';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { CHART_FAILED_MESSAGE } from './components/chart-of-accounts-section';
import {
  ACCOUNTING_PAGE,
  createLedgerAccount,
  GET_ACCOUNTS,
  saveGlCodeRoute,
  showAccounting,
} from './testing/accounting-page';

beforeAll(() => preloadPages());

const chart = async () => within(await screen.findByRole('table', { name: 'Ledger accounts in code order' }));

describe('AccountingPage: the chart of accounts', () => {
  it('shows an admin every account with its code, type and GL code, read only', async () => {
    showAccounting('admin');
    renderWithSession(ACCOUNTING_PAGE);
    const table = await chart();
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['1011', 'Paid out through MTN MoMo (clearing)', 'Asset', '—'],
      ['1100', 'Loans receivable: principal', 'Asset', '1200-01'],
      ['4100', 'Service fee income', 'Income', '—'],
    ]);
    expect(table.queryByRole('textbox')).toBeNull();
    expect(table.queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Chart of accounts' })).toBeTruthy();
  });

  it('lets a superuser save a GL code in its row, with the server’s message', async () => {
    const user = userEvent.setup();
    const saved = createLedgerAccount({
      account: 'income_fee',
      code: '4100',
      name: 'Service fee income',
      type: 'income',
      glCode: '4000/FEES',
    });
    const api = showAccounting('superuser', {
      [saveGlCodeRoute('income_fee')]: ok(saved, ACCOUNTING_MESSAGES.glCodeSaved),
    });
    renderWithSession(ACCOUNTING_PAGE);
    const table = await chart();
    const field = table.getByLabelText('GL code for 4100 Service fee income');
    expect(
      (table.getByLabelText('GL code for 1100 Loans receivable: principal') as HTMLInputElement).value,
    ).toBe('1200-01');
    await user.type(field, ' 4000/FEES ');
    await user.click(table.getByRole('button', { name: 'Save GL code for 4100' }));

    expect(await screen.findByText('The general-ledger code is saved.')).toBeTruthy();
    const [call] = api.calls(saveGlCodeRoute('income_fee'));
    // The shared schema trims what was typed before it is sent.
    expect(JSON.parse(String(call?.body))).toEqual({ glCode: '4000/FEES' });
    expect((field as HTMLInputElement).value).toBe('4000/FEES');
  });

  it('shows the server’s refusal of a code under its field', async () => {
    const user = userEvent.setup();
    const refusal = 'This GL code is already mapped to 1100 Loans receivable: principal.';
    showAccounting('superuser', {
      [saveGlCodeRoute('income_fee')]: fail(400, 'VALIDATION_ERROR', refusal, {
        error: {
          code: 'VALIDATION_ERROR',
          message: refusal,
          details: [{ field: 'glCode', msg: refusal, message: refusal }],
        },
      }),
    });
    renderWithSession(ACCOUNTING_PAGE);
    const table = await chart();
    const field = table.getByLabelText('GL code for 4100 Service fee income');
    await user.type(field, '1200-01');
    await user.click(table.getByRole('button', { name: 'Save GL code for 4100' }));
    expect(await table.findByText(refusal)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(refusal);
    expect(document.activeElement).toBe(field);
  });

  it('checks a code with the shared rules before sending it', async () => {
    const user = userEvent.setup();
    const api = showAccounting('superuser');
    renderWithSession(ACCOUNTING_PAGE);
    const table = await chart();
    await user.type(table.getByLabelText('GL code for 1011 Paid out through MTN MoMo (clearing)'), 'cash#1');
    await user.click(table.getByRole('button', { name: 'Save GL code for 1011' }));
    expect(
      await table.findByText('Use letters, digits, spaces, dots, slashes and dashes only.'),
    ).toBeTruthy();
    expect(api.calls(saveGlCodeRoute('cash_disbursed_mtn'))).toHaveLength(0);
  });

  it('says why the chart failed to load, and Try Again asks again', async () => {
    const user = userEvent.setup();
    const api = showAccounting('admin', {
      [GET_ACCOUNTS]: [fail(500, 'INTERNAL_ERROR'), ok({ accounts: [createLedgerAccount()] })],
    });
    renderWithSession(ACCOUNTING_PAGE);
    const region = within(await screen.findByRole('region', { name: 'Chart of accounts' }));
    expect((await region.findByRole('alert')).textContent).toBe(CHART_FAILED_MESSAGE);
    await user.click(region.getByRole('button', { name: 'Try Again' }));
    expect(await region.findByText('Loans receivable: principal')).toBeTruthy();
    expect(api.calls(GET_ACCOUNTS)).toHaveLength(2);
  });
});
