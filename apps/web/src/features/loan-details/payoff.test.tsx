import type { PayoffQuoteView } from '@kwacha/shared/loans/payoff-view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActiveLoan } from '../../test/builders/loans';
import { createPayment } from '../../test/builders/payments';
import { createPayoffQuote } from '../../test/builders/payoff-quotes';
import { createUser, type FakeReply, fail, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const ID = 'loan-0001-aaaa';
const LOAN = `GET /api/loan-applications/${ID}`;
const QUOTE = `GET /api/loan-applications/${ID}/payoff-quote`;
const PAY = 'POST /api/collections/mobile-money';

/** 201 with the envelope, as the collections endpoint answers a new payment. */
const created = (data: unknown): FakeReply => ({
  status: 201,
  body: { success: true, message: 'OK', msg: 'OK', data },
});

const quote = (overrides: Partial<PayoffQuoteView> = {}) => createPayoffQuote({ loanId: ID, ...overrides });

const panel = () => screen.getByRole('region', { name: 'Pay off early' });

describe('Pay off early on loan details (docs/product.md §13.6)', () => {
  it("shows today's payoff and pays it from Make Payment with the amount fixed and purpose payoff", async () => {
    const loan = createActiveLoan({ id: ID, outstandingBalance: 1100 });
    const api = signedInAs(createUser(), {
      [LOAN]: ok(loan),
      [QUOTE]: ok(quote()),
      'GET /api/loan-applications/my-loans': ok([loan]),
      'POST /api/mobile-network/detect': ok({ detectedNetwork: 'airtel' }),
      [PAY]: created(createPayment({ loanId: ID, amount: 1012.1 })),
      'GET /api/payments': ok([]),
    });
    const { router } = renderWithSession(`/loan-details/${ID}`);
    await screen.findByText('To close the loan on 7 December 2026: K1,012.10');
    const rows = within(panel())
      .getAllByRole('definition')
      .map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]);
    expect(rows).toEqual([
      ['Principal still owed', 'K1,000.00'],
      ['Interest up to 7 December 2026', 'K12.10'],
      ['Interest you save', 'K87.90'],
    ]);
    expect((within(panel()).getByLabelText('Pay off on') as HTMLInputElement).value).toBe('2026-12-07');

    const user = userEvent.setup();
    await user.click(within(panel()).getByRole('link', { name: 'Pay off today' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/make-payment'));
    const amount = (await screen.findByRole('spinbutton', { name: 'Amount (K)' })) as HTMLInputElement;
    expect(screen.getByRole('radio', { name: 'Pay off the whole loan today' })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() => expect(amount.value).toBe('1012.10'));
    expect(amount.readOnly).toBe(true);
    expect(
      screen.getByText(
        'This closes the loan today: principal, interest up to today, fees and late fees. You save K87.90 of interest.',
      ),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0977123456');
    await screen.findByText('Detected network: Airtel');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('heading', { name: 'Payment Request Sent!' });
    expect(JSON.parse(String(api.calls(PAY)[0]?.body))).toEqual({
      loanId: ID,
      amount: '1012.10',
      phone: '260977123456',
      operator: 'airtel',
      purpose: 'payoff',
    });
  });

  it('prices another day on request, and offers to pay only today', async () => {
    const api = signedInAs(createUser(), {
      [LOAN]: ok(createActiveLoan({ id: ID })),
      [QUOTE]: [ok(quote()), ok(quote({ on: '2026-12-20', interest: 20.55, total: 1020.55, saving: 79.45 }))],
    });
    renderWithSession(`/loan-details/${ID}`);
    await screen.findByText('To close the loan on 7 December 2026: K1,012.10');
    const day = within(panel()).getByLabelText('Pay off on') as HTMLInputElement;
    expect(day.min).toBe('2026-12-07');
    expect(day.max).toBe('2027-05-22');
    // A date picker sets the whole value at once.
    fireEvent.change(day, { target: { value: '2026-12-20' } });
    await screen.findByText('To close the loan on 20 December 2026: K1,020.55');
    expect(api.calls(QUOTE).at(-1)?.url).toContain('?on=2026-12-20');
    expect(within(panel()).queryByRole('link', { name: 'Pay off today' })).toBeNull();
    expect(
      within(panel()).getByText(
        'To pay this amount, come back on that day: the amount to pay today is shown when you choose today.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's reason when a day cannot be priced", async () => {
    signedInAs(createUser(), {
      [LOAN]: ok(createActiveLoan({ id: ID })),
      [QUOTE]: [
        ok(quote()),
        fail(400, 'VALIDATION_ERROR', 'Choose a day up to 2027-05-22, the last due date.'),
      ],
    });
    renderWithSession(`/loan-details/${ID}`);
    await screen.findByText('To close the loan on 7 December 2026: K1,012.10');
    const day = within(panel()).getByLabelText('Pay off on');
    fireEvent.change(day, { target: { value: '2027-06-01' } });
    expect(
      await within(panel()).findByText('Choose a day up to 2027-05-22, the last due date.'),
    ).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');
  });
});
