import { expect, test } from '@playwright/test';
import { borrowerWithActiveLoan } from '../support/active-loan';
import { signIn } from '../support/sign-in';

// docs/product.md's texts, literally.
const INSUFFICIENT_FUNDS =
  'Payment could not be completed: the payer mobile account has insufficient funds. Please top up and try again.';

test('a borrower pays part of an active loan by mobile money; the balance and payment history follow', async ({
  page,
  request,
}) => {
  const { borrower, loanId } = await borrowerWithActiveLoan(request);
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/my-loans');
  const card = page.getByRole('article').filter({ hasText: 'School fees' });
  await expect(card).toContainText('Active');
  await card
    .getByRole('link', { name: /Make Payment|Pay/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/make-payment$/);

  const form = page.getByRole('form', { name: 'Make a payment' });
  await expect(form.getByLabel('Loan', { exact: true })).toContainText(loanId.slice(0, 8));
  await expect(form).toContainText(/insufficient funds|not have enough funds/i);

  // A number ending 0000 is refused by the simulator: insufficient funds (our API answers 422).
  await form.getByLabel('Amount (K)').fill('100');
  await form.getByLabel('Phone number').fill('0961230000');
  await expect(form.getByText(/MTN/).first()).toBeVisible();
  await form.getByRole('button', { name: 'Pay Now' }).click();
  // The full-screen error (docs/product.md §8), then the form again with the refusal in a banner.
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: INSUFFICIENT_FUNDS }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(form.getByRole('alert')).toContainText(INSUFFICIENT_FUNDS);
  await form.getByRole('button', { name: 'Dismiss' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);

  // A good number: the request is sent and settles after the simulator's delay.
  await form.getByLabel('Phone number').fill('0961234567');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Request Sent!' })).toBeVisible();
  await expect(page.getByText('Payment initiated successfully!').first()).toBeVisible();
  await expect(page.getByText(/Successful/).first()).toBeVisible({ timeout: 20_000 });

  // K1,050.41 repayable on K1,000 over 3 months (see loan-quote.test.ts), less K100.00 paid.
  await page.goto('/my-loans');
  await expect(card).toContainText('K950.41');

  await page.goto(`/payment-history?loanId=${loanId}`);
  // The history is a table on wide screens and cards on phones: look at what is shown.
  const shown = (text: string | RegExp) => page.getByText(text).filter({ visible: true }).first();
  await expect(shown('K100.00')).toBeVisible();
  await expect(shown(/Successful/)).toBeVisible();
  await expect(shown(/Failed/)).toBeVisible();
});
