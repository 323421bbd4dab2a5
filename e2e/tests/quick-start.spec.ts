import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { createStaffAccount, repoRoot, waitForHealth } from '../support/app-server';
import { newBorrower } from '../support/borrowers';
import { fixturePath, KYC_FIXTURES } from '../support/identity';
import { fillRegistration } from '../support/registration-form';

/**
 * The README's quick start, as a newcomer walks it (issue 40): `npm start` with no configuration at all — the
 * embedded database, no mail server, the payment simulator — then the first superuser made from a second
 * terminal with `npm run admin:create`. The borrower's verification link and the staff member's disbursement
 * code are found in the local mailbox at /dev/mailbox, as the README says. Its own server, on its own port
 * and data folder: the other journeys' server has a mail server.
 */
const PORT = Number(process.env.E2E_QUICK_START_PORT ?? 3217);
const BASE = `http://localhost:${PORT}`;
const SUPERUSER = { email: 'first.boss@kwacha.test', password: 'First-Boss-Passphrase-2026!' };

let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kwacha-quick-start-'));
  // What `npm start` runs once built: nothing configured but the port and the data folder.
  const env = { PATH: process.env.PATH ?? '', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(server, BASE, 60_000);
  // "The first staff account … is made from a second terminal while the server runs" (README).
  createStaffAccount(env, { ...SUPERUSER, role: 'superuser' });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => {
    if (!server || server.exitCode !== null) return resolve(null);
    server.once('exit', resolve);
    setTimeout(resolve, 10_000).unref();
  });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the newest kept e-mail with this subject to this address in the local mailbox (README). */
async function openKeptEmail(page: Page, to: string, subject: string): Promise<void> {
  await expect(async () => {
    await page.goto(`${BASE}/dev/mailbox`);
    await page
      .getByRole('link')
      .filter({ hasText: subject })
      .filter({ hasText: to })
      .first()
      .click({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

const linkStartingWith = (page: Page, prefix: string): Locator =>
  page.getByRole('link').filter({ hasText: prefix }).first();

async function signIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE })).newPage();
  await page.goto('/login');
  // The pre-rendered page keeps nothing typed before it hydrates; the language switcher shows it has.
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  return page;
}

test('a newcomer finishes the README journey on the defaults: register, verify, apply, get paid, repay', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const b = newBorrower();
  const borrower = await (await browser.newContext({ baseURL: BASE })).newPage();

  // Every page says the simulator moves no real money.
  await borrower.goto('/register');
  await expect(
    borrower.getByRole('note').filter({ hasText: 'Demonstration — no real money moves' }),
  ).toBeVisible();
  await fillRegistration(borrower, b);
  await borrower.getByLabel('Password', { exact: true }).fill(b.password);
  await borrower.getByLabel('Confirm Password', { exact: true }).fill(b.password);
  await borrower.getByRole('button', { name: 'Register Account' }).click();
  await expect(
    borrower.getByText('Registration successful! Please check your email to verify your account.'),
  ).toBeVisible();

  // The verification e-mail is in the local mailbox, its link working.
  await openKeptEmail(borrower, b.email, 'Verify your email address');
  const link = await linkStartingWith(borrower, `${BASE}/verify-email?token=`).getAttribute('href');
  await borrower.goto(String(link));
  await expect(borrower.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await expect(borrower).toHaveURL(/\/dashboard$/);

  // Identity documents, then the application.
  await borrower.goto('/verify-identity');
  for (const [kind, name, picker] of [
    ['nrc_front', 'Front of your NRC', 'Choose a file'],
    ['nrc_back', 'Back of your NRC', 'Choose a file'],
    ['selfie', 'A selfie holding your NRC', 'Take a photo'],
  ] as const) {
    const slot = borrower.getByRole('region', { name });
    await slot.getByLabel(`${picker} — ${name}`).setInputFiles(fixturePath(KYC_FIXTURES[kind].path));
    await expect(slot.getByText(/^Photo saved/)).toBeVisible();
  }
  await borrower.getByRole('button', { name: 'Submit for checking' }).click();
  await expect(borrower.getByText('Submitted — we are checking your documents')).toBeVisible();

  await borrower.goto('/apply-loan?product=personal');
  await borrower.getByLabel('Amount (K)').fill('1000');
  await borrower.getByLabel('Duration (months)').fill('3');
  await borrower.getByLabel('Purpose').fill('Chickens for my farm');
  await borrower.getByLabel('Mobile money number').fill(b.phone);
  await borrower.getByLabel('I have read and understood the key facts').check();
  await borrower.getByRole('button', { name: 'Submit Application' }).click();
  await expect(borrower).toHaveURL(/\/my-loans$/);

  // The superuser made with admin:create approves the documents and the loan.
  const staff = await signIn(browser, SUPERUSER.email, SUPERUSER.password);
  await expect(staff).toHaveURL(/\/admin-dashboard\/loans/);
  await staff.goto('/admin-dashboard/identity-checks');
  await staff.getByRole('link', { name: new RegExp(b.email.replace(/\./g, '\\.')) }).click();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    staff.getByText('The identity documents were approved. The borrower has been told.').first(),
  ).toBeVisible();

  await staff.goto('/admin-dashboard/loans');
  await staff.getByLabel('Search loan applications').fill(b.email);
  await expect(staff).toHaveURL(/[?&]q=/);
  const row = staff
    .getByRole('link', { name: new RegExp(`${b.firstName} ${b.lastName}`) })
    .filter({ visible: true })
    .first();
  await row.click();
  await expect(staff).toHaveURL(/\/loan-details\/[0-9a-f-]{36}$/);
  // Instant approval may already have approved it; otherwise the staff member does.
  const approve = staff.getByRole('button', { name: 'Approve' });
  await expect(approve.or(staff.getByRole('button', { name: 'Initiate Disbursement' }))).toBeVisible();
  if (await approve.isVisible()) {
    await approve.click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(staff.getByText('Loan status updated to Approved.').first()).toBeVisible();
  }

  // Disbursement under the code the local mailbox keeps for the staff member.
  await staff.getByRole('button', { name: 'Initiate Disbursement' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.getByLabel('One-time password (OTP)')).toBeVisible();
  const mailbox = await staff.context().newPage();
  await openKeptEmail(mailbox, SUPERUSER.email, 'Your code to confirm a disbursement');
  const otp = /Your one-time code is (\d{6})/.exec((await mailbox.locator('body').textContent()) ?? '')?.[1];
  expect(otp).toMatch(/^\d{6}$/);
  await staff.getByLabel('One-time password (OTP)').fill(String(otp));
  await staff.getByRole('button', { name: 'Confirm Disbursement' }).click();
  await expect(staff.getByText('Disbursement confirmed successfully!').first()).toBeVisible();
  await expect(staff.getByText('Active', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  // The borrower repays the next instalment, pre-filled, from an MTN number.
  await borrower.goto('/make-payment');
  const form = borrower.getByRole('form', { name: 'Make a payment' });
  const amount = form.getByLabel('Amount (K)');
  await expect(amount).not.toHaveValue('');
  const instalment = await amount.inputValue();
  await form.getByLabel('Phone number').fill('0961234567');
  await expect(form.getByText(/MTN/).first()).toBeVisible();
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(borrower.getByRole('heading', { name: 'Payment Request Sent!' })).toBeVisible();
  await expect(borrower.getByText(/Successful/).first()).toBeVisible({ timeout: 30_000 });
  expect(Number(instalment)).toBeGreaterThan(0);
  // The payment history says the simulator moved no money.
  await borrower.goto('/payment-history');
  await expect(
    borrower.getByText('Simulated — no money moved').filter({ visible: true }).first(),
  ).toBeVisible();
});
