import { expect, test } from '@playwright/test';

test('the landing page loads, an unknown path shows the 404 page, and Go to Home returns to /', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Financial Journey, Simplified.' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);

  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('this-page-does-not-exist');

  await page
    .getByRole('link', { name: 'Go to Home' })
    .or(page.getByRole('button', { name: 'Go to Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Financial Journey, Simplified.' }),
  ).toBeVisible();
});

test('the server answers unknown API paths with JSON, and client routes with the app', async ({
  request,
}) => {
  const api = await request.get('/api/nowhere');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });

  const page = await request.get('/some/client/route');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['cache-control']).toBe('no-cache');
});
