import { expect, test } from '@playwright/test';
import { newBorrower, registerViaApi } from '../support/borrowers';
import { waitForEmail } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { E2E_ADMIN } from '../support/staff';

// A 1×1 PNG: the server checks a file's bytes, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a borrower raises a complaint with a receipt and staff resolve it (docs/product.md §17)', async ({
  browser,
  page,
  request,
}) => {
  const borrower = newBorrower();
  await registerViaApi(request, borrower);
  const verification = await waitForEmail(borrower.email, 'Verify your email address');
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(verification.body)?.[1];
  expect((await request.get(`/api/auth/verify-email?token=${token}`)).ok()).toBe(true);

  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Raise a complaint' }).click();
  await expect(page).toHaveURL(/\/complaints$/);
  await expect(page.getByText('You have not raised any complaints.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Raise a complaint' });
  await form.getByLabel('What is it about?').selectOption('payment_not_applied');
  await form.getByLabel('What happened?').fill('I paid K500 by MTN on Monday but my balance did not change.');
  await form.getByLabel('Attachment (optional)').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await form.getByRole('button', { name: 'Send complaint' }).click();
  const received = form.getByText(/^Your complaint was received\. Your reference is CMP-/);
  await expect(received).toBeVisible();
  const reference = /CMP-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await received.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await expect(page.getByRole('article', { name: reference })).toContainText('Received');
  await waitForEmail(borrower.email, `We received your complaint ${reference}`);

  const staff = await browser.newPage();
  await signIn(staff, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(staff).toHaveURL(/\/admin-dashboard\/loans$/);
  await staff.goto('/admin-dashboard/complaints');
  await staff.getByRole('link', { name: reference }).click();
  const detail = staff.getByRole('article', { name: reference }).last();
  await expect(detail).toContainText(borrower.email);
  await expect(detail.getByRole('button', { name: 'Download attachment (receipt.png)' })).toBeVisible();
  await detail.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(detail.getByText('The complaint was acknowledged. The borrower has been told.')).toBeVisible();
  await detail.getByLabel('Internal note (never shown to the borrower)').fill('MTN confirms the payment.');
  await detail.getByRole('button', { name: 'Add note' }).click();
  await expect(detail.getByText('MTN confirms the payment.')).toBeVisible();
  const answer = 'MTN confirmed your payment; we applied K500 to your loan today.';
  await detail.getByLabel('Resolution (sent to the borrower by e-mail)').fill(answer);
  await detail.getByRole('button', { name: 'Resolve' }).click();
  await expect(detail.getByText('The complaint was resolved. The borrower has been told.')).toBeVisible();
  await staff.close();

  await page.reload();
  const mine = page.getByRole('article', { name: reference });
  await expect(mine).toContainText('Resolved');
  await expect(mine).toContainText(answer);
  await expect(mine).not.toContainText('MTN confirms the payment.');
  const email = await waitForEmail(borrower.email, `Our answer to your complaint ${reference}`);
  expect(email.body).toContain(answer);
});
