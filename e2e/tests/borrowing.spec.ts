import { expect, test } from '@playwright/test';
import { newBorrower, registerViaApi } from '../support/borrowers';
import { E2E_BASE_URL } from '../support/environment';
import { linkIn, waitForEmail } from '../support/mailbox';

test('a verified borrower gets a quote, reads the key facts, applies, finds the loan and sees the dashboard change', async ({
  page,
  request,
}) => {
  const b = newBorrower();
  await registerViaApi(request, b);
  const email = await waitForEmail(b.email, 'Verify your email address');
  await page.goto(linkIn(email, `${E2E_BASE_URL}/verify-email?token=`));
  await expect(page).toHaveURL(/\/dashboard$/);

  const tile = (name: string) => page.getByText(name, { exact: true }).locator('..');
  await expect(tile('Pending Applications')).toContainText('0');
  await expect(page.getByRole('link', { name: 'Apply for a New Loan' })).toBeVisible();

  // Quote and key facts.
  await page.goto('/apply-loan?product=personal');
  await expect(page.getByRole('radio', { name: 'Personal Loan' })).toBeChecked();
  await page.getByLabel('Amount (K)').fill('1000');
  await page.getByLabel('Duration (months)').fill('3');
  await page.getByLabel('Purpose').fill('Stock for my shop');
  const quote = page.getByRole('region', { name: 'Your quote' });
  await expect(quote).toContainText('K350.14'); // instalment, see loan-quote.test.ts
  await expect(quote).toContainText('K1,050.41'); // total repayable
  await expect(quote).toContainText('K950.00'); // received after the 5% fee
  await expect(page.getByRole('region', { name: 'Key facts' })).toContainText(
    'You are borrowing K1,000.00 (Personal Loan) for 3 months.',
  );

  // Destination: the operator is detected from the number.
  await page.getByLabel('Mobile money number').fill('0977123456');
  await expect(page.getByText('Detected: Airtel')).toBeVisible();
  await page.getByLabel('I have read and understood the key facts').check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/my-loans$/);
  await expect(page.getByText('Application submitted')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Stock for my shop' });
  await expect(card).toContainText('K1,000.00');
  await expect(card).toContainText('Pending');

  // Search is debounced; a search that matches nothing hides the card, clearing it brings it back.
  const search = page.getByLabel('Search loans');
  await search.fill('no such purpose');
  await expect(card).toHaveCount(0);
  await search.fill('shop');
  await expect(card).toHaveCount(1);

  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/loan-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
  const destination = page.getByRole('region', { name: 'Disbursement Details' });
  await expect(destination).toContainText('Airtel');
  await expect(destination).toContainText('+260977123456');
  await expect(page.getByRole('heading', { name: 'Repayment Schedule' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(tile('Pending Applications')).toContainText('1');
  await expect(tile('Total Applied Amount')).toContainText('K1,000.00');

  // One open application at a time.
  await page.goto('/apply-loan?product=personal');
  await page.getByLabel('Amount (K)').fill('500');
  await page.getByLabel('Duration (months)').fill('2');
  await page.getByLabel('Purpose').fill('Another loan');
  await page.getByLabel('Mobile money number').fill('0966123456');
  await page.getByLabel('I have read and understood the key facts').check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You already have an application under review' }),
  ).toBeVisible();
});
