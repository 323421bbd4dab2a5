import { expect, test } from '@playwright/test';
import { borrowerWithActiveLoan } from '../../support/active-loan';
import { waitForEmail } from '../../support/mailbox';
import { signIn } from '../../support/sign-in';
import { E2E_ADMIN } from '../../support/staff';

const REASON = 'The bureau shows this loan in arrears, but I have paid every instalment on time.';

// docs/product.md §25.5: a borrower disputes a reported loan from the profile; staff see the case in the
// complaints desk, with its category, and record the outcome.
test('a borrower disputes a bureau record from the profile; staff resolve it in the complaints desk', async ({
  browser,
  page,
  request,
}) => {
  const { borrower } = await borrowerWithActiveLoan(request, {
    amount: 1000,
    duration: 3,
    creditBureauConsent: true,
  });
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Credit bureau' });
  await expect(section).toContainText('Personal Loan');
  await section.getByRole('button', { name: 'Dispute this record' }).click();
  await section.getByLabel(/What is wrong with the record/).fill(REASON);
  await section.getByRole('button', { name: 'Send the dispute' }).click();
  const received = section.getByText(/^Your dispute was received\. Its complaint reference is CMP-/);
  await expect(received).toBeVisible();
  const reference = /CMP-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await received.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await expect(section).toContainText(`(complaint ${reference})`);
  await expect(section).toContainText('Open: the loan is reported as disputed');
  await waitForEmail(borrower.email, `We received your complaint ${reference}`);

  const staff = await browser.newPage();
  await signIn(staff, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(staff).toHaveURL(/\/admin-dashboard\/loans$/);
  await staff.goto('/admin-dashboard/complaints');
  await staff.getByRole('link', { name: reference }).click();
  const detail = staff.getByRole('article', { name: reference }).last();
  await expect(detail).toContainText('My credit bureau record');
  await expect(detail).toContainText(REASON);
  const panel = detail.getByRole('region', { name: 'Credit bureau dispute' });
  await expect(panel).toContainText('the loan is reported to the bureau as disputed');
  await expect(detail.getByRole('button', { name: 'Resolve', exact: true })).toHaveCount(0);
  await panel.getByLabel(/Outcome/).selectOption('corrected');
  const answer =
    'You are right: the arrears were our error. The next file to the bureau corrects the record.';
  await panel.getByLabel(/Resolution/).fill(answer);
  await panel.getByRole('button', { name: 'Record the outcome and resolve' }).click();
  await expect(panel).toContainText('Corrected');
  await staff.close();

  await page.reload();
  const after = page.getByRole('region', { name: 'Credit bureau' });
  await expect(after).toContainText('Resolved: corrected.');
  await expect(after).toContainText(answer);
  const email = await waitForEmail(borrower.email, `Our answer to your complaint ${reference}`);
  expect(email.body).toContain(answer);
});
