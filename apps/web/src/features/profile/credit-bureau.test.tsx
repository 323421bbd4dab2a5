import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createConsentState } from '../../test/builders/consent';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const OVERVIEW = 'GET /api/credit-bureau/disputes';
const DISPUTE = 'POST /api/credit-bureau/disputes';
const LOAN = '6b603af3-0000-4000-8000-000000000001';
const REASON = 'The bureau shows arrears, but I paid every instalment on time.';

const loan = (openDispute: object | null = null) => ({
  loanId: LOAN,
  productName: 'Personal Loan',
  amount: 1000,
  status: 'active',
  disbursementDate: '2026-11-21T10:00:00.000Z',
  openDispute,
});
const openDispute = {
  id: 'd1',
  loanId: LOAN,
  complaintId: 'c1',
  complaintReference: 'CMP-7K2Q-9XZA',
  reason: REASON,
  status: 'open',
  outcome: null,
  openedAt: '2027-01-06T08:00:00.000Z',
  resolvedAt: null,
  resolveBy: '2027-01-20T15:00:00.000Z',
  resolution: null,
};

function showProfile(overview: FakeReply | FakeReply[], extra: Record<string, FakeReply | FakeReply[]> = {}) {
  const api = signedInAs(createUser(), {
    'GET /api/consent': ok(createConsentState()),
    [OVERVIEW]: overview,
    ...extra,
  });
  renderWithSession('/profile');
  return api;
}

const section = async () => within(await screen.findByRole('region', { name: 'Credit bureau' }));

describe('Profile: credit bureau (docs/product.md §25.5)', () => {
  it('says so when no loan is reported', async () => {
    showProfile(ok({ loans: [], disputes: [] }));
    expect(
      await (await section()).findByText('We report none of your loans to the credit bureau.'),
    ).toBeTruthy();
  });

  it('disputes a reported loan with a reason, by keyboard, and shows it as disputed', async () => {
    const user = userEvent.setup();
    const api = showProfile(
      [ok({ loans: [loan()], disputes: [] }), ok({ loans: [loan(openDispute)], disputes: [openDispute] })],
      { [DISPUTE]: ok({ id: 'd1', complaintId: 'c1', complaintReference: 'CMP-7K2Q-9XZA' }) },
    );
    const region = await section();
    expect(await region.findByText('Personal Loan · K1,000.00 · loan 6b603af3')).toBeTruthy();
    await user.click(region.getByRole('button', { name: 'Dispute this record' }));

    // Too short: the shared schema's words beside the field, nothing sent.
    await user.type(region.getByLabelText(/What is wrong with the record/), 'Wrong.');
    await user.click(region.getByRole('button', { name: 'Send the dispute' }));
    expect(await region.findByText('Please say what is wrong in 10 to 1000 characters.')).toBeTruthy();
    expect(api.calls(DISPUTE)).toHaveLength(0);

    const reason = region.getByLabelText(/What is wrong with the record/);
    await user.clear(reason);
    await user.type(reason, REASON);
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(
      await region.findByText('Your dispute was received. Its complaint reference is CMP-7K2Q-9XZA.'),
    ).toBeTruthy();
    const [call] = api.calls(DISPUTE);
    const body = call?.body as FormData;
    expect(body.get('loanId')).toBe(LOAN);
    expect(body.get('reason')).toBe(REASON);
    expect(
      await region.findByText(/Disputed: we answer by 20 January 2027 \(complaint CMP-7K2Q-9XZA\)/),
    ).toBeTruthy();
    expect(region.getByText('Open: the loan is reported as disputed')).toBeTruthy();
  });

  it("shows the server's refusal, and a retry when the list cannot load", async () => {
    const user = userEvent.setup();
    showProfile([fail(503, 'SERVICE_UNAVAILABLE', 'Unavailable.'), ok({ loans: [loan()], disputes: [] })], {
      [DISPUTE]: fail(409, 'CREDIT_DISPUTE_OPEN', 'This loan already has an open dispute.'),
    });
    const region = await section();
    await user.click(await region.findByRole('button', { name: /try again/i }));
    await user.click(await region.findByRole('button', { name: 'Dispute this record' }));
    await user.type(region.getByLabelText(/What is wrong with the record/), REASON);
    await user.click(region.getByRole('button', { name: 'Send the dispute' }));
    expect(await region.findByText('This loan already has an open dispute.')).toBeTruthy();
  });

  it('speaks Nyanja once chosen', async () => {
    await act(() => setLanguage('ny'));
    try {
      showProfile(ok({ loans: [loan(openDispute)], disputes: [openDispute] }));
      const region = within(await screen.findByRole('region', { name: 'Credit bureau' }));
      expect(await region.findByText(/^Yotsutsidwa: tidzayankha pofika 20 /)).toBeTruthy();
      expect(region.getByText('Kotsegula: ngongole ikunenedwa ngati yotsutsidwa')).toBeTruthy();
      expect(region.queryByText(/reported as disputed/)).toBeNull();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
