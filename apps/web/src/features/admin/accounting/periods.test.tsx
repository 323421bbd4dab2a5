import { ACCOUNTING_MESSAGES } from '@kwacha/shared/staff/accounting';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, fail, heldResponse, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import {
  ACCOUNTING_PAGE,
  closePeriodRoute,
  createClosedPeriod,
  createPeriods,
  GET_PERIODS,
  showAccounting,
} from './testing/accounting-page';

beforeAll(() => preloadPages());

const periods = async () => within(await screen.findByRole('region', { name: 'Closed months' }));

describe('AccountingPage: closed months', () => {
  it('lists the closed months with when and by whom; an admin has no Close button', async () => {
    showAccounting('admin');
    renderWithSession(ACCOUNTING_PAGE);
    const region = await periods();
    const table = await region.findByRole('table', { name: 'Closed months, newest first' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Month', 'Closed', 'By'],
      // 07:15 UTC is 09:15 in Lusaka.
      ['September 2026', '2 October 2026, 09:15', 'Natasha Phiri'],
    ]);
    expect(region.queryByRole('button', { name: /^Close/ })).toBeNull();
  });

  it('asks a superuser to confirm, closes the month and shows the server’s message', async () => {
    const user = userEvent.setup();
    const closed = createClosedPeriod({ month: '2026-10', closedAt: '2026-11-25T08:00:00.000Z' });
    const api = showAccounting('superuser', {
      [GET_PERIODS]: [
        ok(createPeriods()),
        ok(createPeriods({ closed: [closed, createClosedPeriod()], closable: null })),
      ],
      [closePeriodRoute('2026-10')]: ok(closed, ACCOUNTING_MESSAGES.closed('2026-10')),
    });
    renderWithSession(ACCOUNTING_PAGE);
    const region = await periods();
    await user.click(await region.findByRole('button', { name: 'Close October 2026' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Close October 2026?' }));
    expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.getByText(/nothing can post with a date inside October 2026/)).toBeTruthy();
    expect(api.calls(closePeriodRoute('2026-10'))).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Close October 2026' }));

    expect(await screen.findByText('2026-10 is closed: nothing more can post inside it.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(closePeriodRoute('2026-10'))).toHaveLength(1);
    expect(await region.findByText('October 2026')).toBeTruthy();
    await waitFor(() => expect(region.queryByRole('button', { name: 'Close October 2026' })).toBeNull());
  });

  it('keeps the month open when the superuser changes their mind', async () => {
    const user = userEvent.setup();
    const api = showAccounting('superuser');
    renderWithSession(ACCOUNTING_PAGE);
    const region = await periods();
    await user.click(await region.findByRole('button', { name: 'Close October 2026' }));
    await user.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(closePeriodRoute('2026-10'))).toHaveLength(0);
  });

  it('shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    const refusal = ACCOUNTING_MESSAGES.earlierOpen('2026-09');
    showAccounting('superuser', {
      [closePeriodRoute('2026-10')]: fail(409, 'PERIOD_NOT_CLOSABLE', refusal),
    });
    renderWithSession(ACCOUNTING_PAGE);
    const region = await periods();
    await user.click(await region.findByRole('button', { name: 'Close October 2026' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Close October 2026' }));
    expect((await dialog.findByText(refusal)).closest('[role="alert"]')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Keep it open' })).toBeTruthy();
  });

  it('shows a loading state, then says when no month is closed yet', async () => {
    const held = heldResponse();
    showAccounting('superuser', { [GET_PERIODS]: held.handler });
    renderWithSession(ACCOUNTING_PAGE);
    expect(await screen.findByText('Loading the closed months…')).toBeTruthy();
    await held.answer(envelope(createPeriods({ closed: [], closable: null })));
    const region = await periods();
    expect(await region.findByText('No month has been closed yet.')).toBeTruthy();
    expect(region.queryByRole('button', { name: /^Close/ })).toBeNull();
  });
});
