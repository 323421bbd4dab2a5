import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../support/environment';
import { linkIn, waitForEmail } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { E2E_SUPERUSER } from '../support/staff';

test('a superuser adds an admin, changes a product rate, and finds both in the audit log', async ({
  page,
}) => {
  const stamp = Date.now();
  const newAdmin = {
    email: `new.admin.${stamp}@kwacha.test`,
    firstName: 'Bupe',
    lastName: `Tembo${stamp % 1000}`,
  };
  await signIn(page, E2E_SUPERUSER.email, E2E_SUPERUSER.password);
  await expect(page).toHaveURL(/\/admin-dashboard\/loans/);
  const menu = (name: string) =>
    page.getByRole('link', { name, exact: true }).filter({ visible: true }).first();

  // A staff account, made through the UI: the new admin is e-mailed a link to choose a password.
  await menu('Users').click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add staff account' }).click();
  const form = page.getByRole('form', { name: 'Create a staff account' });
  await form.getByLabel('Email Address').fill(newAdmin.email);
  await form.getByLabel('First Name').fill(newAdmin.firstName);
  await form.getByLabel('Last Name').fill(newAdmin.lastName);
  await form.getByLabel('Role').selectOption('admin');
  await form.getByRole('button', { name: 'Create staff account' }).click();
  await page
    .getByRole('dialog', { name: 'Create staff account?' })
    .getByRole('button', { name: 'Create account' })
    .click();
  await expect(form.getByRole('link', { name: 'Open the new account' })).toBeVisible();
  const invitation = await waitForEmail(newAdmin.email, 'Your Kwacha Loans staff account');
  expect(linkIn(invitation, `${E2E_BASE_URL}/reset-password/`)).toContain('/reset-password/');

  // A product's rate: home improvement, which no other journey quotes.
  await menu('Settings').click();
  await page.getByRole('button', { name: 'Edit Home Improvement Loan' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Monthly rate (%)').fill('2.9');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // The confirmation shows before → after.
  const confirmation = page.getByRole('dialog', { name: 'Save Home Improvement Loan?' });
  await expect(confirmation).toContainText('2.9');
  await confirmation.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product saved.').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Loan products' })).toContainText('2.9%');

  // Both, in the audit log, by the superuser who did them.
  await menu('Audit Log').click();
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const records = page.getByRole('region', { name: /Audit records/ }).or(page.getByLabel('Audit records'));
  await expect(records.getByText('Loan product changed').first()).toBeVisible();
  await expect(records.getByText('Staff account created').first()).toBeVisible();
  await expect(
    records.getByText(`${E2E_SUPERUSER.firstName} ${E2E_SUPERUSER.lastName}`).first(),
  ).toBeVisible();
});
