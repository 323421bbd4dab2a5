import { lusakaToday } from '@kwacha/shared/identity/age';
import type { BorrowerCollections, BorrowerPromise } from '@kwacha/shared/loans/promises';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createActiveLoan } from '../../test/builders/loans';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());
afterEach(() => act(() => setLanguage('en')));

const ID = 'loan-0001-aaaa';
const LOAN = `GET /api/loan-applications/${ID}`;
const COLLECTIONS = `GET /api/loan-applications/${ID}/collections`;
const PROMISES = `POST /api/loan-applications/${ID}/promises`;

const promise = (overrides: Partial<BorrowerPromise> = {}): BorrowerPromise => ({
  id: 'promise-1',
  amount: 500,
  date: '2026-12-04',
  status: 'open',
  paid: 0,
  madeBy: 'borrower',
  by: 'Chanda Mwila',
  at: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

const collections = (overrides: Partial<BorrowerCollections> = {}): BorrowerCollections => ({
  messages: [],
  promise: null,
  canPromise: true,
  promiseMaxDays: 30,
  amountOverdue: 1250.5,
  ...overrides,
});

function open(replies: Record<string, FakeReply | FakeReply[]>) {
  const api = signedInAs(createUser(), {
    [LOAN]: ok(createActiveLoan({ id: ID, status: 'overdue' })),
    ...replies,
  });
  renderWithSession(`/loan-details/${ID}`);
  return { ...api, user: userEvent.setup() };
}

const panel = async () => within(await screen.findByRole('region', { name: 'Promise to pay' }));

/** An ISO day `days` after today in Lusaka. */
const inDays = (days: number) => {
  const at = new Date(`${lusakaToday()}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

describe('Promise to pay and messages on loan details (docs/product.md §23.3, §23.4)', () => {
  it('shows the current promise with its status, and the messages collectors sent, newest first', async () => {
    open({
      [COLLECTIONS]: ok(
        collections({
          canPromise: false,
          promise: promise({ status: 'broken', paid: 200 }),
          messages: [
            { at: '2026-11-20T08:30:00.000Z', channel: 'sms', template: 'payment_overdue' },
            { at: '2026-11-22T08:30:00.000Z', channel: 'email', template: 'promise_reminder' },
          ],
        }),
      ),
    });
    const promised = await panel();
    expect(
      promised.getByText('This loan is K1,250.50 past due. Tell us how much you will pay and by when.'),
    ).toBeTruthy();
    expect(promised.getByText('Your promise: K500.00 by 4 December 2026')).toBeTruthy();
    expect(promised.getByText('Not kept')).toBeTruthy();
    expect(promised.getByText('Paid since you promised: K200.00')).toBeTruthy();
    expect(promised.queryByRole('form')).toBeNull();

    const sent = within(screen.getByRole('region', { name: 'Messages about this loan' }));
    expect(sent.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Reminder of your promise to payE-mail · 22 November 2026',
      'Your payment is overdueText message · 20 November 2026',
    ]);
  });

  it('checks the amount and the day, then sends the promise and shows the new one', async () => {
    const api = open({
      [COLLECTIONS]: [
        ok(collections()),
        ok(collections({ canPromise: false, promise: promise({ date: inDays(5) }) })),
      ],
      [PROMISES]: {
        status: 201,
        body: { success: true, message: 'Promise recorded.', msg: 'Promise recorded.', data: promise() },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Promise to pay' }));
    await api.user.click(form.getByRole('button', { name: 'Make the promise' }));
    expect(form.getByText('Enter an amount, for example 500 or 500.50.')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('Amount (K)'));

    await api.user.type(form.getByLabelText('Amount (K)'), 'K500');
    await api.user.type(form.getByLabelText('I will pay by'), inDays(31));
    await api.user.click(form.getByRole('button', { name: 'Make the promise' }));
    expect(form.getAllByText('Choose a day from today, at most 30 days ahead.').length).toBeGreaterThan(1);
    expect(api.calls(PROMISES)).toHaveLength(0);

    await api.user.clear(form.getByLabelText('I will pay by'));
    await api.user.type(form.getByLabelText('I will pay by'), inDays(5));
    await api.user.click(form.getByRole('button', { name: 'Make the promise' }));
    await waitFor(() => expect(api.calls(PROMISES)).toHaveLength(1));
    expect(JSON.parse(String(api.calls(PROMISES)[0]?.body))).toEqual({ amount: '500.00', date: inDays(5) });
    expect(await (await panel()).findByText('Waiting for your payment')).toBeTruthy();
  });

  it("shows the server's refusal in an alert", async () => {
    const api = open({
      [COLLECTIONS]: ok(collections()),
      [PROMISES]: fail(409, 'PROMISE_OPEN', 'This loan already has an open promise to pay.'),
    });
    const form = within(await screen.findByRole('form', { name: 'Promise to pay' }));
    await api.user.type(form.getByLabelText('Amount (K)'), '100');
    await api.user.type(form.getByLabelText('I will pay by'), inDays(1));
    await api.user.click(form.getByRole('button', { name: 'Make the promise' }));
    expect(await form.findByText('This loan already has an open promise to pay.')).toBeTruthy();
  });

  it('shows nothing for a loan that is not past due, and speaks Ichibemba once chosen', async () => {
    open({ [COLLECTIONS]: ok(collections({ amountOverdue: 0, canPromise: false })) });
    await screen.findByRole('heading', { name: 'Loan Details', level: 1 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Promise to pay' })).toBeNull());

    await act(() => setLanguage('bem'));
    open({ [COLLECTIONS]: ok(collections()) });
    expect(await screen.findByRole('region', { name: 'Ukulaya ukulipila' })).toBeTruthy();
  });
});
