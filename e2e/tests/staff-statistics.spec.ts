import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { borrowerWithActiveLoan } from '../support/active-loan';
import { signIn } from '../support/sign-in';
import { E2E_ADMIN } from '../support/staff';

interface Portfolio {
  activeLoans: number;
  principalOutstanding: number;
}

/** The vehicle book as the API reports it now, worked out afresh (other journeys and the demo share it). */
async function vehicleBook(request: APIRequestContext): Promise<Portfolio> {
  const login = await request.post('/api/auth/login', {
    data: { emailOrUsername: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const headers = { 'x-auth-token': (await login.json()).data.token };
  await request.post('/api/admin/statistics/refresh', { headers });
  const res = await request.get('/api/admin/statistics?product=vehicle', { headers });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.portfolio;
}

const kwacha = (amount: number) =>
  `K${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('an admin reads the portfolio in Reports & Statistics, switches the period and downloads a CSV', async ({
  page,
  request,
}) => {
  const before = await vehicleBook(request);
  // Two vehicle loans paid out today through the real routes: K1,000 and K2,000, nothing repaid yet.
  await borrowerWithActiveLoan(request, { productId: 'vehicle', amount: 1000, duration: 6 });
  await borrowerWithActiveLoan(request, { productId: 'vehicle', amount: 2000, duration: 6 });

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard\/loans/);
  await page.getByRole('link', { name: 'Reports & Statistics' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/admin-dashboard\/statistics/);
  await expect(page.getByRole('heading', { name: 'Reports & Statistics' })).toBeVisible();

  await page.getByLabel('Product', { exact: true }).selectOption('vehicle');
  await expect(page).toHaveURL(/product=vehicle/);
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByText('The figures are up to date.').first()).toBeVisible();

  const tile = (label: string) =>
    page
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .last();
  await expect(tile('Active loans').locator('dd').first()).toHaveText(String(before.activeLoans + 2));
  await expect(tile('Principal outstanding').locator('dd').first()).toHaveText(
    kwacha(before.principalOutstanding + 3000),
  );

  await page.getByLabel('Period', { exact: true }).selectOption('3m');
  await expect(page).toHaveURL(/period=3m/);
  // The previous period's figures stay on screen, dimmed, until the new ones arrive (and its CSV with
  // them): wait for the period's three months before downloading.
  await expect(
    page.getByRole('table', { name: 'Month by month', exact: true }).locator('tbody tr'),
  ).toHaveCount(3);

  const downloaded = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /Download CSV of .*month/i })
    .first()
    .click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(
    /^kwacha-statistics-months-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}-vehicle\.csv$/,
  );
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Month,Loans disbursed,Principal disbursed (K),Payments collected,Collected (K),Due (K),Written off (K),Recovered (K),PAR30 at month end (%)',
  );
  expect(lines).toHaveLength(4); // the header and three months
});
