import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newBorrower, registerViaApi } from '../support/borrowers';
import { waitForEmail } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { E2E_ADMIN } from '../support/staff';

test('a borrower downloads their data, has their NRC corrected by staff, then erases the account (docs/product.md §18)', async ({
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
  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });

  // A copy of everything, saved under the server's name, with the profile in it and no secret.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kwacha-my-data.json');
  const copy = await readFile((await download.path()) ?? '', 'utf8');
  expect(JSON.parse(copy).profile).toMatchObject({ email: borrower.email, nrcNumber: borrower.nrc });
  expect(copy).not.toMatch(/passwordHash|tokenHash|\$argon2/);

  // An NRC correction, applied by staff.
  const correction = page.getByRole('form', { name: 'Ask to correct my NRC or date of birth' });
  // Another first digit (the random NRC may already start with 9).
  const newNrc = `${borrower.nrc.startsWith('9') ? '8' : '9'}${borrower.nrc.slice(1)}`;
  await correction.getByLabel('The correct value').fill(newNrc);
  await correction.getByLabel('Why it is wrong').fill('One digit was mistyped at registration.');
  await correction.getByRole('button', { name: 'Send correction request' }).click();
  await expect(correction.getByText(/^Your correction request was received\./)).toBeVisible();

  const staff = await browser.newPage();
  await signIn(staff, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(staff).toHaveURL(/\/admin-dashboard\/loans$/);
  await staff.getByRole('link', { name: 'Data Requests' }).click();
  const card = staff.getByRole('article', {
    name: `Correction of NRC number — ${borrower.firstName} ${borrower.lastName}`,
  });
  await expect(card).toContainText(newNrc);
  await card.getByRole('button', { name: 'Apply correction' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Apply correction' }).click();
  await expect(staff.getByText('The correction was applied and the borrower was told.')).toBeVisible();
  await waitForEmail(borrower.email, 'Your correction request');

  // Erasure: no loan, so everything personal goes at once and sign-in ends.
  await page.reload();
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const erase = page.getByRole('form', { name: 'Erase my account' });
  await erase.getByLabel('Your password', { exact: true }).fill(borrower.password);
  await erase.getByRole('button', { name: 'Erase my account' }).click();
  await page
    .getByRole('dialog', { name: 'Erase your account?' })
    .getByRole('button', { name: 'Erase my account' })
    .click();
  const done = page.getByRole('dialog', { name: 'Your account was erased' });
  await expect(done).toContainText('We keep only a record that you asked for erasure and when.');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/login$/);
  await staff.reload();
  await expect(staff.getByRole('article').first()).toBeVisible();
  await expect(staff.getByText(borrower.email)).toHaveCount(0);
  await expect(staff.getByText(newNrc)).toHaveCount(0);
  await staff.close();
});
