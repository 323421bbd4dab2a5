import { expect, test } from '@playwright/test';
import { newBorrower, registerViaApi } from '../support/borrowers';
import { E2E_BASE_URL } from '../support/environment';
import { approveIdentityViaApi, borrowerToken } from '../support/identity';
import { linkIn, waitForEmail } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { E2E_ADMIN, OTP_SUBJECT } from '../support/staff';

test('a borrower applies; an admin approves, disburses under an e-mailed OTP, and the loan becomes active', async ({
  browser,
  request,
}) => {
  // The borrower applies (own browser context).
  const b = newBorrower();
  await registerViaApi(request, b);
  const borrowerContext = await browser.newContext();
  const borrower = await borrowerContext.newPage();
  await borrower.goto(
    linkIn(await waitForEmail(b.email, 'Verify your email address'), `${E2E_BASE_URL}/verify-email?token=`),
  );
  await expect(borrower).toHaveURL(/\/dashboard$/);
  await borrower.goto('/apply-loan?product=personal');
  await borrower.getByLabel('Amount (K)').fill('1500');
  await borrower.getByLabel('Duration (months)').fill('3');
  await borrower.getByLabel('Purpose').fill('Tailoring machine');
  await borrower.getByLabel('Mobile money number').fill(b.phone);
  await borrower.getByLabel('I have read and understood the key facts').check();
  await borrower.getByRole('button', { name: 'Submit Application' }).click();
  await expect(borrower).toHaveURL(/\/my-loans$/);
  // Identity documents approved first: this journey is about the disbursement (docs/product.md §20).
  await approveIdentityViaApi(request, await borrowerToken(request, b.email, b.password));

  // The admin (created by `npm run admin:create` in the global setup) finds it under Pending.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin-dashboard\/loans/);
  await admin.getByRole('link', { name: /^Pending/ }).click();
  await admin.getByLabel('Search loan applications').fill(b.email);
  const row = admin
    .getByRole('link', { name: new RegExp(`${b.firstName} ${b.lastName}`) })
    .filter({ visible: true })
    .first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(admin).toHaveURL(/\/loan-details\/[0-9a-f-]{36}$/);
  const loanId = admin.url().split('/').at(-1) ?? '';
  await expect(admin.getByRole('heading', { name: 'User Information' })).toBeVisible();
  await expect(admin.getByText(b.email).first()).toBeVisible();

  // Approve after the confirm dialog.
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('Loan status updated to Approved.').first()).toBeVisible();

  // Initiate: the dialog shows the amount received after the 5% fee, the method and the destination.
  await admin.getByRole('button', { name: 'Initiate Disbursement' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('K1,425.00');
  await expect(dialog).toContainText(/Mobile money/i);
  await expect(dialog).toContainText(b.phone);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  // The OTP arrives at the real SMTP server run by the test.
  const otpEmail = await waitForEmail(E2E_ADMIN.email, OTP_SUBJECT, 20_000, b.phone);
  const otp = /Your one-time code is (\d{6})/.exec(otpEmail.body)?.[1];
  expect(otp).toMatch(/^\d{6}$/);

  const otpInput = admin.getByLabel('One-time password (OTP)');
  await expect(otpInput).toBeFocused();
  await otpInput.fill(String(otp).slice(0, 5));
  await admin.getByRole('button', { name: 'Confirm Disbursement' }).click();
  await expect(admin.getByText('Please enter a valid 6-digit OTP.')).toBeVisible();

  await otpInput.fill(String(otp));
  await admin.getByRole('button', { name: 'Confirm Disbursement' }).click();
  await expect(admin.getByText('Disbursement confirmed successfully!').first()).toBeVisible();

  // The simulator settles after SIMULATOR_DELAY_MS; the admin page turns active without a reload.
  await expect(admin.getByText('Active', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(admin.getByRole('heading', { name: 'Disbursement History' })).toBeVisible();
  await expect(admin.getByText(/Successful/i).first()).toBeVisible();

  // The borrower's loan is active, with a schedule and a next payment date.
  await borrower.goto(`/loan-details/${loanId}`);
  await expect(borrower.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(borrower.getByRole('heading', { name: 'Repayment Schedule' })).toBeVisible();
  await borrower.goto('/my-loans');
  const card = borrower.getByRole('article').filter({ hasText: 'Tailoring machine' });
  await expect(card).toContainText('Active');
  await expect(card).toContainText(/Next payment/i);

  await borrowerContext.close();
  await adminContext.close();
});
