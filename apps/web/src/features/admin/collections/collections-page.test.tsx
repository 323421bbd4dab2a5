import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { openPastSkeleton } from '../../../test/staff-list-steps';
import { tableRows } from '../../../test/table-rows';
import {
  ASSIGN,
  COLLECTORS,
  createQueueRow,
  JOSEPH,
  lastBody,
  lastQuery,
  OTHER_LOAN_ID,
  openDesk,
  PROMISE_STATS,
  QUEUE,
} from './testing/collections';

beforeAll(() => preloadPages());

const PAGE = '/admin-dashboard/collections';
const twoRows = {
  items: [
    createQueueRow(),
    createQueueRow({
      loanId: OTHER_LOAN_ID,
      borrowerName: 'Mutale Phiri',
      phoneNumber: null,
      daysPastDue: 1,
      bucket: 1,
      bucketLabel: '1–30 days',
      amountOverdue: 300,
      balance: 900,
      collector: null,
      lastContact: null,
      promise: null,
      nextActionOn: null,
    }),
  ],
  nextCursor: 'next-page',
};
const table = () => screen.getByRole('table', { name: 'Loans past due' });
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('CollectionsPage', () => {
  it('shows a skeleton, then every column in a table and phone cards, each opening its case', async () => {
    const api = await openPastSkeleton(
      {
        show: (reply) => openDesk({ [QUEUE]: reply }),
        path: PAGE,
        loading: 'Loading the collections queue…',
      },
      twoRows,
    );

    await screen.findByRole('table', { name: 'Loans past due' });
    expect(document.title).toBe('Collections | Kwacha Loans');
    expect(tableRows(table())).toEqual([
      [
        '',
        'Chanda Mwila Loan 0a1b2c3d',
        '+260971234567',
        '45',
        'K1,250.50',
        'K4,300.00',
        '2 · 31–60 days',
        'Mutale Banda',
        'Call · No answer · 21 Nov 2026, 10:30',
        'Open: K500.00 by 4 Dec 2026',
        '5 Dec 2026',
      ],
      [
        '',
        'Mutale Phiri Loan 9f8e7d6c',
        '—',
        '1',
        'K300.00',
        'K900.00',
        '1 · 1–30 days',
        'Nobody',
        'Never contacted',
        'None',
        '—',
      ],
    ]);
    expect(
      within(table()).getByRole('link', { name: 'Chanda Mwila Loan 0a1b2c3d' }).getAttribute('href'),
    ).toBe('/admin-dashboard/collections/0a1b2c3d-1111-4222-8333-444455556666');
    const card = within(screen.getByRole('article', { name: 'Mutale Phiri Loan 9f8e7d6c' }));
    expect(card.getByText('K300.00')).toBeTruthy();
    expect(card.getByText('Last contact').nextElementSibling?.textContent).toBe('Never contacted');
    expect(lastQuery(api)).toEqual({ sort: 'days_past_due', limit: '25' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('puts each filter in the URL and in the request, collectors from the API with Nobody and Mine', async () => {
    const user = userEvent.setup();
    const api = openDesk();
    const { router } = renderWithSession(PAGE);
    await screen.findByRole('table', { name: 'Loans past due' });
    await waitFor(() =>
      expect([...select('Collector').options].map((o) => o.textContent)).toEqual([
        'Anyone',
        'Mine',
        'Nobody',
        'Mutale Banda',
        'Joseph Zulu',
      ]),
    );

    await user.selectOptions(select('Bucket'), 'Bucket 3');
    await waitFor(() => expect(lastQuery(api).bucket).toBe('3'));
    await user.selectOptions(select('Collector'), 'Mine');
    await waitFor(() => expect(lastQuery(api).mine).toBe('true'));
    await user.selectOptions(select('Promise to pay'), 'Broken');
    await waitFor(() => expect(lastQuery(api).promise).toBe('broken'));
    await user.type(screen.getByRole('textbox', { name: 'No contact for (days)' }), '7');
    await waitFor(() => expect(lastQuery(api).noContactDays).toBe('7'));
    await user.selectOptions(select('Sort by'), 'Most overdue first');
    await waitFor(() => expect(lastQuery(api).sort).toBe('amount_overdue'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      bucket: '3',
      mine: 'true',
      promise: 'broken',
      noContactDays: '7',
      sort: 'amount_overdue',
    });

    await user.selectOptions(select('Collector'), 'Joseph Zulu');
    await waitFor(() => expect(lastQuery(api).collector).toBe(JOSEPH.id));
    expect(lastQuery(api).mine).toBeUndefined();
  });

  it('reads the filters from a link, and turns to the next page with the cursor', async () => {
    const user = userEvent.setup();
    const api = openDesk({ [QUEUE]: ok(twoRows) });
    const { router } = renderWithSession(`${PAGE}?collector=none&promise=open`);
    await screen.findByRole('table', { name: 'Loans past due' });
    expect(select('Collector').value).toBe('none');
    expect(lastQuery(api)).toMatchObject({ collector: 'none', promise: 'open' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(api).cursor).toBe('next-page'));
    expect(router.state.location.search).toContain('cursor=next-page');
    expect(lastQuery(api)).toMatchObject({ collector: 'none', promise: 'open' });
  });

  it('says no loans are past due, or why the filters found none', async () => {
    const empty = ok({ items: [], nextCursor: null });
    openDesk({ [QUEUE]: empty });
    const first = renderWithSession(PAGE);
    expect(await screen.findByText('No loans are past due.')).toBeTruthy();
    first.unmount();

    openDesk({ [QUEUE]: empty });
    const second = renderWithSession(`${PAGE}?mine=true`);
    expect(await screen.findByText('No loans past due are assigned to you.')).toBeTruthy();
    second.unmount();

    openDesk({ [QUEUE]: empty });
    renderWithSession(`${PAGE}?promise=broken&bucket=2`);
    expect(await screen.findByText('No loans past due match these filters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('shows the error with a way to ask again', async () => {
    openDesk({ [QUEUE]: [fail(500, 'INTERNAL'), ok(twoRows)] });
    renderWithSession(PAGE);
    expect(await screen.findByText('Failed to load the collections queue. Please try again.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    await screen.findByRole('table', { name: 'Loans past due' });
  });

  it('assigns the selected loans to a collector and shows what the server said', async () => {
    const user = userEvent.setup();
    const api = openDesk({
      [QUEUE]: ok(twoRows),
      [ASSIGN]: ok({ assigned: 2 }, '2 loans assigned to Joseph Zulu.'),
    });
    renderWithSession(PAGE);
    await screen.findByRole('table', { name: 'Loans past due' });
    const assign = within(screen.getByRole('form', { name: 'Assign the selected loans' }));
    expect((assign.getByRole('button', { name: 'Assign 0 loans' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(table()).getByRole('checkbox', { name: 'Select Chanda Mwila, loan 0a1b2c3d' }));
    await user.click(within(table()).getByRole('checkbox', { name: 'Select Mutale Phiri, loan 9f8e7d6c' }));
    await user.click(assign.getByRole('button', { name: 'Assign 2 loans' }));
    expect(await assign.findByText('Choose who works these loans.')).toBeTruthy();
    expect(api.calls(ASSIGN)).toHaveLength(0);

    await waitFor(() => expect(api.calls(COLLECTORS).length).toBeGreaterThan(0));
    await user.selectOptions(assign.getByRole('combobox', { name: /Assign to/ }), 'Joseph Zulu');
    await user.click(assign.getByRole('button', { name: 'Assign 2 loans' }));
    expect(await screen.findByText('2 loans assigned to Joseph Zulu.')).toBeTruthy();
    expect(lastBody(api, ASSIGN)).toEqual({
      loanIds: ['0a1b2c3d-1111-4222-8333-444455556666', OTHER_LOAN_ID],
      staffUserId: JOSEPH.id,
    });
    await waitFor(() => expect(assign.getByRole('button', { name: 'Assign 0 loans' })).toBeTruthy());
  });

  it("shows the server's refusal of an assignment", async () => {
    const user = userEvent.setup();
    openDesk({ [ASSIGN]: fail(400, 'VALIDATION_ERROR', 'Choose a member of staff.') });
    renderWithSession(PAGE);
    await screen.findByRole('table', { name: 'Loans past due' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const assign = within(screen.getByRole('form', { name: 'Assign the selected loans' }));
    await user.selectOptions(
      assign.getByRole('combobox', { name: /Assign to/ }),
      'Nobody (take the loans off their collector)',
    );
    await user.click(assign.getByRole('button', { name: 'Assign 1 loan' }));
    expect(await screen.findByText('Choose a member of staff.')).toBeTruthy();
  });

  it("shows each collector's promises kept, broken and open, and the kept rate", async () => {
    const user = userEvent.setup();
    openDesk({
      [PROMISE_STATS]: ok({
        collectors: [
          { id: JOSEPH.id, name: JOSEPH.name, kept: 3, broken: 1, open: 2, keptRate: 0.75 },
          { id: 'x', name: 'New Collector', kept: 0, broken: 0, open: 1, keptRate: null },
        ],
      }),
    });
    renderWithSession(PAGE);
    await user.click(await screen.findByText('Promises kept by collector'));
    const stats = screen.getByRole('table', { name: 'Promises to pay by collector' });
    expect(
      within(stats)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Joseph Zulu31275%', 'New Collector001—']);
  });

  it('is in the staff menu, and a borrower gets Access Denied', async () => {
    openDesk();
    const staff = renderWithSession(PAGE);
    const nav = within(await screen.findByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'Collections' }).getAttribute('aria-current')).toBe('page');
    staff.unmount();

    openDesk({}, 'user');
    renderWithSession(PAGE);
    await screen.findByRole('heading', {
      name: 'Access Denied - You do not have permission to view this page.',
    });
  });
});
