import type { BorrowerRestructure } from '@kwacha/shared/loans/restructure-view';
import { RESTRUCTURE_WORDINGS } from '@kwacha/shared/loans/restructure-view';
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
const RESTRUCTURE = `GET /api/loan-applications/${ID}/restructure`;
const ACCEPT = `POST /api/loan-applications/${ID}/restructure/accept`;
const DECLINE = `POST /api/loan-applications/${ID}/restructure/decline`;

const restructure = (overrides: Partial<BorrowerRestructure> = {}): BorrowerRestructure => ({
  id: 'restructure-1',
  kind: 'longer_term',
  months: 3,
  status: 'proposed',
  plan: {
    principal: 1000,
    carriedArrears: 45.5,
    owedBefore: 1089.3,
    owedAfter: 1150.2,
    countBefore: 5,
    instalmentBefore: 181.55,
    lastDueDateBefore: '2027-05-21',
    count: 8,
    instalment: 143.78,
    firstDueDate: '2027-01-21',
    lastDueDate: '2027-08-21',
  },
  lines: [
    { number: 2, dueDate: '2027-01-21', instalment: 143.78, principal: 110, interest: 30, charges: 3.78 },
    { number: 3, dueDate: '2027-02-21', instalment: 143.78, principal: 113, interest: 27, charges: 3.78 },
  ],
  keyFacts: ['You will pay 8 monthly instalments of K143.78.'],
  wordings: Object.entries(RESTRUCTURE_WORDINGS).map(([version, text]) => ({
    version: version as keyof typeof RESTRUCTURE_WORDINGS,
    text,
  })),
  ...overrides,
});

function open(replies: Record<string, FakeReply | FakeReply[]>) {
  const api = signedInAs(createUser(), {
    [LOAN]: ok(createActiveLoan({ id: ID, status: 'overdue' })),
    [COLLECTIONS]: ok({
      messages: [],
      promise: null,
      canPromise: false,
      promiseMaxDays: 30,
      amountOverdue: 0,
    }),
    ...replies,
  });
  renderWithSession(`/loan-details/${ID}`);
  return { ...api, user: userEvent.setup() };
}

const panel = async (name = 'A new repayment plan for this loan') =>
  within(await screen.findByRole('region', { name }));

describe('a new repayment plan on loan details (docs/product.md §23.7)', () => {
  it('shows the new plan against the current one, the instalments, key facts and the wording', async () => {
    open({ [RESTRUCTURE]: ok({ restructure: restructure() }) });
    const plan = await panel();
    expect(plan.getByText('A longer term: 8 monthly instalments of K143.78')).toBeTruthy();
    expect(plan.getByText('Last instalment: 21 August 2027')).toBeTruthy();
    expect(plan.getByText('In total under the new plan: K1,150.20')).toBeTruthy();
    expect(plan.getByText('In total under your current plan: K1,089.30')).toBeTruthy();
    expect(plan.getAllByRole('row')).toHaveLength(3);
    expect(plan.getByText('You will pay 8 monthly instalments of K143.78.')).toBeTruthy();
    expect(plan.getByText(RESTRUCTURE_WORDINGS['restructure-v1'])).toBeTruthy();
  });

  it('accepts with the version of the wording read, and says it waits for approval', async () => {
    const accepted = restructure({ status: 'accepted' });
    const api = open({
      [RESTRUCTURE]: ok({ restructure: restructure() }),
      [ACCEPT]: ok(accepted, 'Thank you: you accepted the new plan. It takes effect once we approve it.'),
    });
    const plan = await panel();
    await api.user.click(plan.getByRole('button', { name: 'Accept the new plan' }));
    await waitFor(() => expect(api.calls(ACCEPT)).toHaveLength(1));
    expect(JSON.parse(String(api.calls(ACCEPT)[0]?.body))).toEqual({ wordingVersion: 'restructure-v1' });
    expect(
      await plan.findByText(
        'You accepted this plan. It takes effect once we approve it; we will tell you when.',
      ),
    ).toBeTruthy();
    expect(plan.queryByRole('button', { name: 'Accept the new plan' })).toBeNull();
  });

  it("shows the server's refusal when the answer is not taken", async () => {
    const api = open({
      [RESTRUCTURE]: ok({ restructure: restructure() }),
      [DECLINE]: fail(
        409,
        'RESTRUCTURE_NOT_AWAITING',
        'This restructure is no longer waiting for your answer.',
      ),
    });
    const plan = await panel();
    await api.user.click(plan.getByRole('button', { name: 'Decline' }));
    expect(await plan.findByText('This restructure is no longer waiting for your answer.')).toBeTruthy();
  });

  it('shows nothing when no plan waits, and reads in Ichibemba with the Bemba wording once chosen', async () => {
    open({ [RESTRUCTURE]: ok({ restructure: null }) });
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(screen.queryByRole('region', { name: 'A new repayment plan for this loan' })).toBeNull();

    const api = open({
      [RESTRUCTURE]: ok({ restructure: restructure() }),
      [ACCEPT]: ok(restructure({ status: 'accepted' })),
    });
    await act(() => setLanguage('bem'));
    const plan = await panel('Inshila ipya iya kulipilamo iyi ngongole');
    expect(plan.getByText(RESTRUCTURE_WORDINGS['restructure-v1-bem'])).toBeTruthy();
    // The key facts in Bemba, from the plan's figures.
    expect(
      plan.getByText(
        'K45.50 ya nsoka shashalile, ifyakulipilisha ne fyakulipilisha fya kuchelwa fyaingila mu nshila ipya; tapali nsoka pali ifi.',
      ),
    ).toBeTruthy();
    await api.user.click(plan.getByRole('button', { name: 'Sumineni inshila ipya' }));
    await waitFor(() => expect(api.calls(ACCEPT)).toHaveLength(1));
    expect(JSON.parse(String(api.calls(ACCEPT)[0]?.body))).toEqual({ wordingVersion: 'restructure-v1-bem' });
  });
});
