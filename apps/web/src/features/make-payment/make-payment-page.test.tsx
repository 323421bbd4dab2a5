import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActiveLoan, createLoan } from '../../test/builders/loans';
import { createUser, fail, fakeApi, heldResponse, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { MakePaymentPage } from './make-payment-page';
import { amountBox, loanSelect, MY_LOANS, payableLoan, paymentPage } from './testing/payment-page';

beforeAll(() => preloadPages());

const second = createActiveLoan({
  nextPaymentAmount: 120,
  id: 'beefcafe-2222-4333-8444-555566667777',
  productName: 'Business Loan',
  status: 'overdue',
  outstandingBalance: 480,
});

/** What describes the loan's select (its hint). */
const chosenLoan = () =>
  document.getElementById(loanSelect().getAttribute('aria-describedby') ?? '')?.textContent;

describe('MakePaymentPage: loading and choosing the loan', () => {
  it('shows a skeleton, then only payable loans with the first preselected at its next instalment', async () => {
    const held = heldResponse();
    signedInAs(createUser(), { [MY_LOANS]: held.handler });
    renderWithSession('/make-payment');
    expect(await screen.findByText('Loading your loans…')).toBeTruthy();
    await held.answer(
      new Response(
        JSON.stringify({
          success: true,
          data: [
            createLoan({ id: 'pending-1', status: 'pending' }),
            payableLoan(),
            createActiveLoan({ id: 'settled-1', outstandingBalance: 0 }),
            createLoan({ id: 'paid-1', status: 'paid' }),
            second,
          ],
        }),
        { status: 200 },
      ),
    );
    await screen.findByRole('form', { name: 'Make a payment' });
    expect(document.title).toBe('Make Payment | Kwacha Loans');
    expect(Array.from(loanSelect().options, (option) => option.textContent)).toEqual([
      'c0ffee00 — Balance K1,200.50 — Personal Loan',
      'beefcafe — Balance K480.00 — Business Loan',
    ]);
    expect(loanSelect().value).toBe('c0ffee00-1111-4222-8333-444455556666');
    // The next instalment, not the balance with all its future interest (docs/product.md §13.6).
    expect(amountBox().value).toBe('275.00');
    expect(amountBox().min).toBe('0.01');
    expect(amountBox().step).toBe('0.01');
    expect(amountBox().max).toBe('1200.50');
    expect(screen.getByRole('note').textContent).toBe(
      "The payment fails if the payer's mobile money account does not have enough funds.",
    );
  });

  it('preselects the loan passed from a card, and moves the amount to the loan chosen', async () => {
    paymentPage([payableLoan(), second]);
    renderWithSession({ pathname: '/make-payment', state: { loan: second } });
    await screen.findByRole('form', { name: 'Make a payment' });
    expect(loanSelect().value).toBe(second.id);
    expect(amountBox().value).toBe('120.00');
    // The chosen loan in full below the select, which a 360 px phone cuts short.
    expect(chosenLoan()).toBe('Business Loan, loan beefcafe, balance K480.00');
    await userEvent.setup().selectOptions(loanSelect(), 'c0ffee00-1111-4222-8333-444455556666');
    expect(amountBox().value).toBe('275.00');
    expect(amountBox().max).toBe('1200.50');
    expect(chosenLoan()).toBe('Personal Loan, loan c0ffee00, balance K1,200.50');
  });

  it('falls back to the first payable loan when the one passed along is no longer payable', async () => {
    paymentPage([payableLoan(), createLoan({ id: 'paid-1', status: 'paid' })]);
    renderWithSession({ pathname: '/make-payment', state: { loan: createLoan({ id: 'paid-1' }) } });
    await screen.findByRole('form', { name: 'Make a payment' });
    expect(loanSelect().value).toBe('c0ffee00-1111-4222-8333-444455556666');
  });

  it('says so when no loan can be paid', async () => {
    paymentPage([createLoan({ status: 'pending' }), createActiveLoan({ outstandingBalance: 0 })]);
    renderWithSession('/make-payment');
    expect(
      await screen.findByText('You currently have no active loans with an outstanding balance.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My Loans' }).getAttribute('href')).toBe('/my-loans');
  });

  it("tells a visitor without a session 'Please log in to make payments.'", async () => {
    const api = fakeApi({});
    renderWithSession('/make-payment', {
      appRoutes: [{ path: '/make-payment', Component: MakePaymentPage }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in to make payments.');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('needs a verified borrower', async () => {
    signedInAs(createUser({ isEmailVerified: false }));
    const { router } = renderWithSession('/make-payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email-prompt'));
  });
});

describe('MakePaymentPage: loading errors (docs/product.md §8)', () => {
  it.each([
    [
      fail(429, 'RATE_LIMITED', 'Slow down', { retryAfter: 30 }),
      'Too many requests. Please wait 30 seconds before trying again.',
    ],
    [fail(429, 'RATE_LIMITED'), 'Too many requests. Please wait a few minutes before trying again.'],
    [fail(500, 'INTERNAL', 'The database is resting.'), 'The database is resting.'],
    [{ status: 500, body: { success: false } }, 'Failed to load data. Please try again.'],
  ])('explains a failure to load', async (reply, message) => {
    signedInAs(createUser(), { [MY_LOANS]: reply });
    renderWithSession('/make-payment');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('loads again on Try Again', async () => {
    signedInAs(createUser(), { [MY_LOANS]: [fail(500, 'INTERNAL'), ok([payableLoan()])] });
    renderWithSession('/make-payment');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Make a payment' })).toBeTruthy();
  });

  it.each([
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
  ])('logs out on %i with the authentication message', async (status, code) => {
    signedInAs(createUser(), { [MY_LOANS]: fail(status, code, 'No session') });
    const { router } = renderWithSession('/make-payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Authentication failed. Please log in again.')).toBeTruthy();
  });
});
