import { expect, test } from '@playwright/test';
import { newBorrower, registerViaApi } from '../support/borrowers';
import { waitForEmail } from '../support/mailbox';
import { signIn } from '../support/sign-in';

// docs/product.md §22: a signed-in borrower switches to Ichibemba; the choice survives a reload and a
// new sign-in (it is kept on the account), and switching back brings product.md's English texts back.
test('languages: a borrower switches to Ichibemba and back to English', async ({ page, request }) => {
  const borrower = newBorrower();
  await registerViaApi(request, borrower);
  const verification = await waitForEmail(borrower.email, 'Verify your email address');
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(verification.body)?.[1];
  expect((await request.get(`/api/auth/verify-email?token=${token}`)).ok()).toBe(true);

  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Chipo!');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/language') && response.request().method() === 'PATCH',
  );
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Ichibemba' });
  expect((await saved).status()).toBe(200);

  const inBemba = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mwaiseni na kabili, Chipo!');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bem');
    await expect(
      page
        .getByRole('navigation', { name: 'Ifya kusalapo ifikalamba' })
        .getByRole('button', { name: 'Ifyo Tubomba' }),
    ).toBeVisible();
    await expect(page.getByText('Ingongole Ishili Pali Nomba')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lombeni Ingongole Imbi' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ululimi' })).toHaveValue('bem');
  };
  await inBemba();

  await page.reload();
  await inBemba();

  // The public pages arrive pre-rendered in Ichibemba for this browser (its language cookie), before any
  // JavaScript runs.
  const about = await page.request.get('/about-us');
  expect(about.headers().vary).toContain('Cookie');
  const html = await about.text();
  expect(html).toContain('<html lang="bem"');
  expect(html).toContain('Pali Ifwe');

  // A new sign-in on a device that never chose a language: the account's choice applies.
  await page.getByRole('button', { name: 'FUMENIMO' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The device keeps its choice in storage and in the cookie the server reads for pre-rendered pages.
  await page.evaluate(() => localStorage.removeItem('language'));
  await page.context().clearCookies({ name: 'language' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await inBemba();

  await page.getByRole('combobox', { name: 'Ululimi' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Chipo!');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }),
  ).toBeVisible();
  await expect(page.getByText('Active Loans')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for a New Loan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About Us' })).toBeVisible();
});
