import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from '../support/accessibility';
import { signIn } from '../support/sign-in';
import { E2E_TOTP_STAFF } from '../support/staff';

/**
 * Staff two-step sign-in (docs/product.md §15.8, decision 057), on a 360 px phone: a staff member sets up
 * an authenticator app from Sign-in security, signs out, and signs in again with a code worked out here
 * from the key the page showed, as the phone's app would, then once with a recovery code.
 */
test.use({ viewport: { width: 360, height: 740 } });

const PERIOD_MS = 30_000;

/** The app's code for the key now, after waiting out the step of the last code taken (none is taken twice). */
async function nextCode(key: string, lastTakenAt: number): Promise<{ code: string; at: number }> {
  const step = (at: number) => Math.floor(at / PERIOD_MS);
  while (step(Date.now()) <= step(lastTakenAt)) await new Promise((resolve) => setTimeout(resolve, 500));
  const at = Date.now();
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
  return { code: totp.generate({ timestamp: at }), at };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'LOG OUT' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a staff member sets up an authenticator app and signs in with its code, then with a recovery code', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, E2E_TOTP_STAFF.email, E2E_TOTP_STAFF.password);
  await expect(page).toHaveURL(/\/admin-dashboard\/loans/);
  await page.goto('/admin-dashboard/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByLabel("Can't scan? Enter this key in the app").inputValue()).replace(
    /\s/g,
    '',
  );
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing of the secret in the address bar.
  expect(page.url()).not.toContain(key);

  let taken = await nextCode(key, 0);
  // Keyboard only: the code field, then Enter.
  await page.getByLabel('Code from the app').fill(taken.code);
  await page.getByLabel('Code from the app').press('Enter');
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(8);
  const recovery = (await codes.first().textContent()) ?? '';
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/Your authenticator app is on/)).toBeVisible();
  // The page fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await signOut(page);
  await signIn(page, E2E_TOTP_STAFF.email, E2E_TOTP_STAFF.password);
  await expect(page.getByText('Enter the code from your authenticator app.')).toBeVisible();
  // The code of the step just used is refused, as it would be from anyone who saw it.
  await page.getByLabel('Authentication code').fill(taken.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That code is not right. Enter the code your authenticator app shows now.'),
  ).toBeVisible();
  taken = await nextCode(key, taken.at);
  await page.getByLabel('Authentication code').fill(taken.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in: back to the page signed out from.
  await expect(page).toHaveURL(/\/admin-dashboard\/security/);
  await expect(page.getByText(/Your authenticator app is on/)).toBeVisible();

  await signOut(page);
  await signIn(page, E2E_TOTP_STAFF.email, E2E_TOTP_STAFF.password);
  await page.getByLabel('Authentication code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/7 recovery codes left\./)).toBeVisible();
});
