import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { borrowerWithActiveLoan } from '../support/active-loan';
import { signIn } from '../support/sign-in';

/** Clicks a download button and returns the file's name and first bytes. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  const bytes = await readFile(path);
  return {
    name: file.suggestedFilename(),
    head: bytes.subarray(0, 5).toString('latin1'),
    size: bytes.length,
  };
}

test('a borrower pays a loan off early, then downloads the statement and the clearance letter', async ({
  page,
  request,
}) => {
  // K1,000 over 3 months, paid out today: K1,050.41 repayable, but closing it today costs the principal only.
  const { borrower, loanId } = await borrowerWithActiveLoan(request);
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/loan-details/${loanId}`);
  const panel = page.getByRole('region', { name: 'Pay off early' });
  await expect(panel).toContainText(/To close the loan on .+: K1,000\.00/);
  await expect(panel).toContainText('Interest you save');
  await expect(panel).toContainText('K50.41');
  await panel.getByRole('link', { name: 'Pay off today' }).click();

  await expect(page).toHaveURL(/\/make-payment$/);
  const form = page.getByRole('form', { name: 'Make a payment' });
  await expect(form.getByRole('radio', { name: 'Pay off the whole loan today' })).toBeChecked();
  await expect(form.getByLabel('Amount (K)')).toHaveValue('1000.00');
  await expect(form.getByLabel('Amount (K)')).not.toBeEditable();
  await form.getByLabel('Phone number').fill('0961234567');
  await expect(form.getByText(/MTN/).first()).toBeVisible();
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Request Sent!' })).toBeVisible();
  await expect(page.getByText(/Successful/).first()).toBeVisible({ timeout: 20_000 });

  await page.goto(`/loan-details/${loanId}`);
  const information = page.getByRole('region', { name: 'Loan Information' });
  await expect(information).toContainText('Paid');
  await expect(information).toContainText('K0.00');
  await expect(page.getByRole('region', { name: 'Pay off early' })).toHaveCount(0);

  const letter = await download(page, 'Download clearance letter');
  expect(letter.name).toMatch(/\.pdf$/);
  expect(letter.head).toBe('%PDF-');
  const statement = await download(page, 'Download statement');
  expect(statement.name).toMatch(/\.pdf$/);
  expect(statement.head).toBe('%PDF-');
  // Small enough for a slow phone.
  expect(statement.size).toBeLessThan(30_000);
});
