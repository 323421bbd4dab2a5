import { expect, type Page, test } from '@playwright/test';
import { borrowerWithActiveLoan } from '../../support/active-loan';
import { E2E_FLUTTERWAVE_PORT } from '../../support/environment';
import { signIn } from '../../support/sign-in';

// SPEC.md's card texts, literally (docs/product.md §27).
const SUCCESS = 'Payment was successful! Your loan details will update shortly.';
const CONFIRMING = 'Your card payment is being confirmed. This page updates by itself.';

/** From My Loans to the make-payment form for the loan, K100 typed, then "Pay by card". */
async function payByCard(page: Page) {
  await page.goto('/my-loans');
  const card = page.getByRole('article').filter({ hasText: 'School fees' });
  // K1,050.41 repayable on K1,000 over 3 months (see loan-quote.test.ts).
  await expect(card).toContainText('K1,050.41');
  await card
    .getByRole('link', { name: /Make Payment|Pay/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/make-payment$/);
  const form = page.getByRole('form', { name: 'Make a payment' });
  await form.getByLabel('Amount (K)').fill('100');
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  );
  await page.getByRole('button', { name: 'Pay by card' }).click();
  // The provider's hosted page: no card number is ever typed on ours.
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_FLUTTERWAVE_PORT}/checkout/PAY-`));
  await expect(page.getByText('ZMW 100.00')).toBeVisible();
  return card;
}

test('a borrower pays by card through the stand-in checkout and sees the balance fall once', async ({
  page,
  request,
}) => {
  const { borrower, loanId } = await borrowerWithActiveLoan(request);
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = await payByCard(page);

  await page.getByRole('button', { name: 'Pay (approved)' }).click();
  await expect(page).toHaveURL(/\/payments\/card-return\?reference=PAY-[0-9A-F]{20}/);
  await expect(page.getByText(SUCCESS)).toBeVisible();

  await page.goto('/my-loans');
  await expect(card).toContainText('K950.41');
  // Coming back to the return page again (a reload, the back button) changes nothing.
  await page.goBack();
  await page.reload();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await page.goto('/my-loans');
  await expect(card).toContainText('K950.41');

  await page.goto(`/payment-history?loanId=${loanId}`);
  const shown = (text: string | RegExp) => page.getByText(text).filter({ visible: true });
  await expect(shown('K100.00')).toHaveCount(1);
  await expect(shown(/Successful/).first()).toBeVisible();
});

test('a payment the provider confirms late is shown as being confirmed, then successful', async ({
  page,
  request,
}) => {
  // On a 360 px phone: nothing on our two screens is wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const { borrower } = await borrowerWithActiveLoan(request);
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = await payByCard(page);

  await page.getByRole('button', { name: 'Pay (confirmed late)' }).click();
  await expect(page).toHaveURL(/\/payments\/card-return\?reference=/);
  await expect(page.getByText(CONFIRMING)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 20_000 });
  await page.goto('/my-loans');
  await expect(card).toContainText('K950.41');
});
