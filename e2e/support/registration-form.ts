import { expect, type Page } from '@playwright/test';
import type { Borrower } from './borrowers';

/**
 * Fills the registration form's details (not the passwords) as a borrower types them, once the
 * pre-rendered page has hydrated: what is typed before that is not yet carried over (issue 47), and a
 * loaded CI machine can take seconds to hydrate. The footer's language switcher appears only then.
 */
export async function fillRegistration(page: Page, b: Borrower) {
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('First Name').fill(b.firstName);
  await page.getByLabel('Last Name').fill(b.lastName);
  await page.getByLabel('Email Address').fill(b.email);
  await page.getByLabel('Phone Number').fill(b.phone);
  await page.getByLabel('Date of Birth').fill(b.dateOfBirth);
  await page.getByLabel('NRC Number').fill(b.nrc);
  await page.getByLabel('Address', { exact: true }).fill(b.address);
  await page.getByLabel('City').fill(b.city);
  await page.getByLabel('Province').selectOption(b.province);
}
