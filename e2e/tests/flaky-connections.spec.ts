import { expect, type Page, test } from '@playwright/test';
import { borrowerWithActiveLoan } from '../support/active-loan';
import { newBorrower, registerViaApi } from '../support/borrowers';
import { builtChunkPaths } from '../support/built-chunks';
import { waitForEmail } from '../support/mailbox';
import { signIn } from '../support/sign-in';

// docs/product.md §21, literally.
const OFFLINE_BANNER = /^You are offline\. Showing your loans as of \d{2}:\d{2}\.$/;
const NO_ANSWER =
  'We did not hear back about this payment. Your details are kept: press Pay Now again when you are connected. It resends the same request, so you will not be charged twice.';

/** The figure beside a calculator result's label. */
const result = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a borrower reloads /my-loans with the network off and sees the loans kept on the phone, as of when', async ({
  page,
  context,
  request,
}) => {
  const { borrower, loanId } = await borrowerWithActiveLoan(request);
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The service worker installs once the page is idle and takes control of it (docs/product.md §21).
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });

  await page.goto('/my-loans');
  const card = page.getByRole('article').filter({ hasText: 'School fees' });
  // K1,050.41 repayable on K1,000 over 3 months (see loan-quote.test.ts).
  await expect(card).toContainText('K1,050.41');
  await page.waitForFunction(
    (id) => localStorage.getItem('kwacha.keptQueries')?.includes(id) === true,
    loanId,
  );

  // docs/product.md §21.1: the service worker never keeps an API answer (personal data, money).
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const kept of await (await caches.open(name)).keys()) urls.push(new URL(kept.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/my-loans$/);
  await expect(page.getByRole('heading', { name: 'My Loan Applications' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveText(OFFLINE_BANNER);
  await expect(card).toContainText('K1,050.41');
  await expect(card).toContainText('Active');

  // The public pages come from the service worker too, pre-rendered.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  // Back online the page loads afresh, without the banner.
  await context.setOffline(false);
  await page.goto('/my-loans');
  await expect(card).toContainText('K1,050.41');
  await expect(page.getByText('You are offline.')).toHaveCount(0);
});

test.describe('without a service worker in the way of the routes', () => {
  // page.route must see the requests themselves, not a service worker's answers.
  test.use({ serviceWorkers: 'block' });

  test('a payment whose answer was dropped is sent again with the same key and charges once', async ({
    page,
    request,
  }) => {
    const { borrower, loanId } = await borrowerWithActiveLoan(request);
    await signIn(page, borrower.email, borrower.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const keys: string[] = [];
    await page.route('**/api/collections/mobile-money', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      // The request reaches the server, which books the payment; its answer is lost on the way back.
      await route.fetch();
      await route.abort('connectionreset');
    });

    await page.goto('/make-payment');
    const form = page.getByRole('form', { name: 'Make a payment' });
    await form.getByLabel('Amount (K)').fill('100');
    await form.getByLabel('Phone number').fill('0961234567');
    await expect(form.getByText(/MTN/).first()).toBeVisible();
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: NO_ANSWER }).first()).toBeVisible();

    // The phone reloads the page: what was typed comes back, and Pay Now resends the same request.
    await page.reload();
    await expect(form.getByLabel('Amount (K)')).toHaveValue('100');
    await expect(form.getByLabel('Phone number')).toHaveValue('0961234567');
    await expect(form.getByText(/MTN/).first()).toBeVisible();
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Request Sent!' })).toBeVisible();
    await expect(page.getByText(/Successful/).first()).toBeVisible({ timeout: 20_000 });

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    // Exactly one payment exists, and the balance fell by K100.00 once: K1,050.41 − K100.00 = K950.41.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { 'x-auth-token': token ?? '' };
    const payments = await request.get(`/api/payments?loanId=${loanId}`, { headers });
    expect(payments.status()).toBe(200);
    const list = ((await payments.json()) as { data: { amount: number; status: string }[] }).data;
    expect(list.map((payment) => [payment.amount, payment.status])).toEqual([[100, 'successful']]);
    const loan = await request.get(`/api/loan-applications/${loanId}`, { headers });
    expect(((await loan.json()) as { data: { outstandingBalance: number } }).data.outstandingBalance).toBe(
      950.41,
    );
  });

  test('the landing calculator keeps what a visitor typed before the page hydrated', async ({ page }) => {
    // A slow network: the pre-rendered page is on screen, its JavaScript has not arrived yet.
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const apply = page.getByRole('button', { name: 'Apply for This Loan' });
    await expect(apply).toBeDisabled();
    await page.getByLabel('Loan Amount (K)').fill('10000');
    await page.getByLabel('Duration (months)').fill('12');

    release();
    // Hydrated: the Apply button comes alive, and the figures are for what was typed.
    await expect(apply).toBeEnabled();
    await expect(page.getByLabel('Loan Amount (K)')).toHaveValue('10000');
    await expect(page.getByLabel('Duration (months)')).toHaveValue('12');
    // fee 5% of 10,000 = 500; total 10,000 × (1 + 0.15) = 11,500; monthly 11,500 / 12 = 958.33
    await expect(result(page, 'Service Fee (5%)')).toHaveText('K500.00');
    await expect(result(page, 'Monthly Repayment')).toHaveText('K958.33');
  });

  test('in low-data mode the dashboard downloads no chart code; switched off, the charts load when asked', async ({
    page,
    request,
  }) => {
    const borrower = newBorrower();
    await registerViaApi(request, borrower);
    const verification = await waitForEmail(borrower.email, 'Verify your email address');
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(verification.body)?.[1];
    expect((await request.get(`/api/auth/verify-email?token=${token}`)).status()).toBe(200);
    await signIn(page, borrower.email, borrower.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The chart code's chunks: the dashboard's analytics panel and the charts library it brings.
    const chartChunks = builtChunkPaths(/^(analytics-panel|statistics-charts)$|recharts/);
    expect(chartChunks.length).toBeGreaterThanOrEqual(2);
    const chartRequests: string[] = [];
    page.on('request', (sent) => {
      if (chartChunks.includes(new URL(sent.url()).pathname)) chartRequests.push(sent.url());
    });

    await page.goto('/profile');
    const lowData = page.getByRole('switch', { name: 'Low-data mode (no charts, no pictures)' });
    await expect(lowData).toHaveAttribute('aria-checked', 'false');
    await lowData.click();
    await expect(lowData).toHaveAttribute('aria-checked', 'true');

    await page.goto('/dashboard');
    await expect(page.getByText('Charts are off in low-data mode.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show Analytics' })).toHaveCount(0);
    // Remembered on the device: a reload keeps it.
    await page.reload();
    await expect(page.getByText('Charts are off in low-data mode.')).toBeVisible();
    expect(chartRequests).toEqual([]);

    await page.goto('/profile');
    await lowData.click();
    await expect(lowData).toHaveAttribute('aria-checked', 'false');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Show Analytics' }).click();
    await expect(page.getByText('Payment Trend')).toBeVisible();
    expect(chartRequests.length).toBeGreaterThan(0);
  });
});
