import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import {
  ACCOUNTING_PAGE,
  createMonthProvisions,
  GET_PROVISIONS,
  lastRangeQuery,
  showAccounting,
} from './testing/accounting-page';

beforeAll(() => preloadPages());

const provisions = async () => within(await screen.findByRole('region', { name: 'Loan-loss provisions' }));
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('AccountingPage: loan-loss provisions (docs/decisions/050)', () => {
  it('shows the latest month-end by bucket with the totals, to an admin too', async () => {
    const api = showAccounting('admin');
    renderWithSession(ACCOUNTING_PAGE);
    const region = await provisions();
    const table = await region.findByRole('table', { name: /Provisions at the end of January 2027/ });
    // 03:30 UTC is 05:30 in Lusaka.
    expect(within(table).getByText(/Measured 1 February 2027, 05:30/)).toBeTruthy();
    expect(cells(table)).toEqual([
      ['Days past due', 'Loans', 'Exposure', 'Rate', 'Provision'],
      ['Not past due', '120', 'K100,000.00', '1%', 'K1,000.00'],
      ['1–30 days', '8', 'K6,000.00', '5%', 'K300.00'],
      ['Totals', '128', 'K106,000.00', '', 'K1,300.00'],
    ]);
    expect(lastRangeQuery(api, GET_PROVISIONS)).toEqual({});
  });

  it('asks for the month typed, and says when it has not been measured', async () => {
    const user = userEvent.setup();
    const api = showAccounting('superuser', {
      [GET_PROVISIONS]: [
        ok(createMonthProvisions()),
        ok(
          createMonthProvisions({
            month: '2026-12',
            measuredAt: null,
            buckets: [],
            totals: { loans: 0, exposure: 0, provision: 0 },
          }),
        ),
      ],
    });
    renderWithSession(ACCOUNTING_PAGE);
    const region = await provisions();
    await region.findByRole('table', { name: /January 2027/ });
    await user.type(region.getByLabelText('Month-end'), '2026-12');
    await user.click(region.getByRole('button', { name: 'Show' }));
    expect(
      await region.findByText(
        'December 2026 has not been measured: provisions are worked out on the first day of the month after.',
      ),
    ).toBeTruthy();
    expect(lastRangeQuery(api, GET_PROVISIONS)).toEqual({ month: '2026-12' });
  });

  it('refuses a month that is not YYYY-MM beside the field, and asks nothing', async () => {
    const user = userEvent.setup();
    const api = showAccounting('admin');
    renderWithSession(ACCOUNTING_PAGE);
    const region = await provisions();
    await region.findByRole('table', { name: /January 2027/ });
    await user.type(region.getByLabelText('Month-end'), 'January');
    await user.click(region.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(region.getByText('Give the month as YYYY-MM.')).toBeTruthy());
    expect(api.calls(GET_PROVISIONS)).toHaveLength(1);
  });

  it('says so before the first month-end', async () => {
    showAccounting('admin', {
      [GET_PROVISIONS]: ok(
        createMonthProvisions({
          month: null,
          measuredAt: null,
          buckets: [],
          totals: { loans: 0, exposure: 0, provision: 0 },
        }),
      ),
    });
    renderWithSession(ACCOUNTING_PAGE);
    const region = await provisions();
    expect(
      await region.findByText(
        'No month-end has been measured yet: provisions are worked out on the first day of each month.',
      ),
    ).toBeTruthy();
  });
});
