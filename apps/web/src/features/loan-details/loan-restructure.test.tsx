import { RESTRUCTURE_WORDINGS } from '@kwacha/shared/loans/restructure-view';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createActiveLoan } from '../../test/builders/loans';
import { createBorrowerRestructure } from '../../test/builders/restructures';
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
    open({ [RESTRUCTURE]: ok({ restructure: createBorrowerRestructure() }) });
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
    const accepted = createBorrowerRestructure({ status: 'accepted' });
    const api = open({
      [RESTRUCTURE]: ok({ restructure: createBorrowerRestructure() }),
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
      [RESTRUCTURE]: ok({ restructure: createBorrowerRestructure() }),
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
      [RESTRUCTURE]: ok({ restructure: createBorrowerRestructure() }),
      [ACCEPT]: ok(createBorrowerRestructure({ status: 'accepted' })),
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
