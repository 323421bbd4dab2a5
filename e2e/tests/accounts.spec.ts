import { expect, type Page, test } from '@playwright/test';
import { newBorrower, registerViaApi } from '../support/borrowers';
import { E2E_BASE_URL } from '../support/environment';
import { linkIn, waitForEmail } from '../support/mailbox';
import { fillRegistration } from '../support/registration-form';

async function logIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('register, verify by the e-mailed link, reach the dashboard, see the profile, log out', async ({
  page,
}) => {
  const b = newBorrower();
  await page.goto('/register');
  await fillRegistration(page, b);

  const checklist = page.getByText('Password Requirements:').locator('..');
  const submit = page.getByRole('button', { name: 'Register Account' });
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(submit).toBeDisabled();
  await expect(checklist).toContainText('Minimum 8 characters');
  await page.getByLabel('Password', { exact: true }).fill(b.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(`${b.password}x`);
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill(b.password);
  await expect(page.getByText('Passwords do not match.')).toBeHidden();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(
    page.getByText('Registration successful! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);

  const email = await waitForEmail(b.email, 'Verify your email address');
  await page.goto(linkIn(email, `${E2E_BASE_URL}/verify-email?token=`));
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(b.firstName);

  await page.goto('/profile');
  await expect(page.getByText(b.email)).toBeVisible();
  await expect(page.getByText(b.lastName)).toBeVisible();
  await expect(page.getByText('User', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'LOG OUT' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: the e-mailed link sets a new password; the old one stops working', async ({
  page,
  request,
}) => {
  const b = newBorrower();
  await registerViaApi(request, b);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(b.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('If an account exists for that email address')).toBeVisible();

  const email = await waitForEmail(b.email, 'Reset your password');
  await page.goto(linkIn(email, `${E2E_BASE_URL}/reset-password/`));
  const newPassword = 'Chingola-Dawn-2031';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, b.email, b.password);
  await expect(page.getByRole('alert')).toContainText('Invalid email/username or password.');
  await logIn(page, b.email, newPassword);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/(dashboard|verify-email-prompt)$/);
});

test('guards: a guest goes to /login; an unverified borrower goes to /verify-email-prompt', async ({
  page,
  request,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  const b = newBorrower();
  await registerViaApi(request, b);
  await logIn(page, b.email, b.password);
  await expect(page.getByText('Email not verified').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/verify-email-prompt$/);
  await expect(page.getByText(b.email)).toBeVisible();
});
