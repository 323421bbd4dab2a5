import { expect, test } from '@playwright/test';

// The demo borrower of `npm run seed:demo` (seeded by the e2e setup) has 8 loans in several statuses.
const DEMO = { email: 'demo.borrower@example.zm', password: 'Demo-Borrower-2026!' };

test('my loans: 6 cards a page, status and amount filters with chips, clear all', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/my-loans');
  const cards = page.getByRole('article');
  await expect(page.getByText('Showing 6 of 8 loans')).toBeVisible();
  await expect(cards).toHaveCount(6);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  // Newest first: the pending application leads.
  await expect(cards.first()).toContainText('Restock my salon');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('Showing 2 of 8 loans')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await page.getByLabel('Status').selectOption({ label: 'Paid' });
  await expect(page.getByText('Showing 2 of 2 loans (filtered from 8 total)')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove filter Status: Paid' }).click();
  await expect(page.getByText('Showing 6 of 8 loans')).toBeVisible();

  // K5,000 and above: the minibus, the market stall, the chicken run and the roof.
  await page.getByLabel('Minimum amount').fill('5000');
  await expect(page.getByText('Showing 4 of 4 loans (filtered from 8 total)')).toBeVisible();
  await page.getByLabel('Search loans').fill('roof');
  // docs/product.md's wording, kept literally while filters are in force.
  await expect(page.getByText('Showing 1 of 1 loan (filtered from 8 total)')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('Showing 6 of 8 loans')).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
});
