import { expect, test } from '@playwright/test';
import { borrowerWithActiveLoan } from '../support/active-loan';
import { signIn } from '../support/sign-in';

// docs/product.md §21.1, literally.
const NEEDS_CONNECTION = 'You are offline. This page needs a connection.';
const CRASH = 'Oops! Something went wrong';

test('offline after a first visit, every borrower page works from what is kept or says it needs a connection', async ({
  page,
  context,
  request,
}) => {
  const { borrower } = await borrowerWithActiveLoan(request);
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard and the identity check are kept on the phone as they load (docs/product.md §21.2).
  await expect(page.getByRole('region', { name: 'Identity check' })).toContainText('Approved');
  await page.waitForFunction(() => {
    const kept = JSON.parse(localStorage.getItem('kwacha.keptQueries') ?? '{}') as { entries?: object };
    const keys = Object.keys(kept.entries ?? {});
    return keys.includes('["dashboard"]') && keys.includes('["kyc","mine"]');
  });
  // The service worker installs once the page is idle, precaching every borrower page's code.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });

  await context.setOffline(true);

  // Pages never opened online: their code comes from the precache, and they say at once (well before the
  // query's retries would end in an error) that they need the server.
  for (const [path, heading] of [
    ['/apply-loan', 'Apply for a Loan'],
    ['/complaints', 'Complaints'],
    ['/verify-identity', 'Verify your identity'],
    ['/make-payment', 'Make Payment'],
    ['/loan-products', 'Loan Products'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: NEEDS_CONNECTION })).toBeVisible({
      timeout: 2_000,
    });
    await expect(page.getByText(CRASH)).toHaveCount(0);
  }

  // The dashboard shows what was kept, the identity card included: never "Loading…" for ever.
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' }).first()).toBeVisible();
  const identity = page.getByRole('region', { name: 'Identity check' });
  await expect(identity).toContainText('Approved');
  await expect(identity).not.toContainText('Loading');
  await expect(page.getByText(CRASH)).toHaveCount(0);

  // A page whose code is not precached and was never opened says so in the layout, not the crash screen,
  // and opens once the network is back.
  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(CRASH)).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByText(CRASH)).toHaveCount(0);
});
