import { expect, test } from '@playwright/test';
import { newBorrower, registerViaApi } from '../../support/borrowers';
import { E2E_BASE_URL } from '../../support/environment';
import { linkIn, waitForEmail } from '../../support/mailbox';
import { signIn } from '../../support/sign-in';
import { E2E_ADMIN } from '../../support/staff';

// docs/product.md §25: the e2e server runs with CREDIT_BUREAU=standin (support/global-setup.ts), whose
// stand-in answers an NRC in district 11 with a clean report, score 690 (README "Credit bureau").
test('a borrower applies with bureau consent; staff open the review and see the report', async ({
  page,
  browser,
  request,
}) => {
  const b = newBorrower();
  await registerViaApi(request, b);
  const email = await waitForEmail(b.email, 'Verify your email address');
  await page.goto(linkIn(email, `${E2E_BASE_URL}/verify-email?token=`));
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/apply-loan?product=personal');
  await expect(page.getByRole('radio', { name: 'Personal Loan' })).toBeChecked();
  await page.getByLabel('Amount (K)').fill('1500');
  await page.getByLabel('Duration (months)').fill('4');
  await page.getByLabel('Purpose').fill('Seeds for the rainy season');
  await page.getByLabel('Mobile money number').fill('0977123456');
  await page.getByLabel('I have read and understood the key facts').check();
  const consent = page.getByRole('checkbox', {
    name: /check my credit record with a licensed credit bureau/,
  });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/my-loans$/);
  const card = page.getByRole('article').filter({ hasText: 'Seeds for the rainy season' });
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/loan-details\/[0-9a-f-]{36}$/);
  const loanPath = new URL(page.url()).pathname;
  // The borrower never sees the bureau's report.
  await expect(page.getByRole('region', { name: 'Credit bureau report' })).toHaveCount(0);

  const staff = await browser.newPage();
  await signIn(staff, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(staff).toHaveURL(/\/admin-dashboard\/loans$/);
  await staff.goto(loanPath);
  const report = staff.getByRole('region', { name: 'Credit bureau report' });
  await expect(report).toContainText('Checked with the credit bureau');
  await expect(report).toContainText('Report found');
  await expect(report).toContainText('690');
  await expect(report).toContainText('credit-bureau-2026-12');
  const facilities = staff.getByRole('region', { name: 'Credit facilities' });
  await expect(facilities).toContainText('Another Lender Ltd');
  await expect(facilities).toContainText('K450.00');
});
