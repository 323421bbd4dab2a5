import { expect, test } from '@playwright/test';
import { newBorrower, registerViaApi } from '../support/borrowers';
import { E2E_BASE_URL } from '../support/environment';
import { linkIn, waitForEmail } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { E2E_SUPERUSER } from '../support/staff';

test('a superuser composes a campaign, previews it, tests it, sends it and follows it to the history', async ({
  page,
  request,
}) => {
  // Two verified borrowers who ticked "news and offers" at registration, and one who did not.
  const optedIn = [newBorrower(), newBorrower()];
  const declined = newBorrower();
  for (const b of optedIn) await registerViaApi(request, b, { marketingOptIn: true });
  await registerViaApi(request, declined);
  for (const b of [...optedIn, declined]) {
    const link = linkIn(
      await waitForEmail(b.email, 'Verify your email address'),
      `${E2E_BASE_URL}/verify-email?token=`,
    );
    const token = new URL(link).searchParams.get('token');
    expect((await request.get(`/api/auth/verify-email?token=${token}`)).ok()).toBe(true);
  }
  const subject = `Rainy season offer ${Date.now()}`;

  await signIn(page, E2E_SUPERUSER.email, E2E_SUPERUSER.password);
  await page
    .getByRole('link', { name: 'Promotional E-mails', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Promotional E-mails', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New campaign' }).click();

  // Compose in Markdown; the page counts who would receive it.
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByLabel('Message (Markdown)')
    .fill('Lower rates **this month** for borrowers who repay on time.');
  await expect(page.getByText(/^Recipients: [\d,]+$/)).toBeVisible();

  // Preview as a phone shows it: the Markdown made HTML in a sandboxed frame, with the unsubscribe line.
  await page.getByRole('button', { name: 'Preview' }).click();
  const phone = page.frameLocator('iframe[title="The e-mail on a phone"]');
  await expect(phone.locator('strong')).toHaveText('this month');
  await expect(page.getByText(/Unsubscribe: /).first()).toBeVisible();
  await page.getByRole('button', { name: 'Desktop' }).click();
  await expect(page.locator('iframe[title="The e-mail on a desktop"]')).toBeVisible();

  // A test to the superuser's own address, marked [Test]; the draft is saved on the way.
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(
    page.getByText(`A test e-mail is on its way to ${E2E_SUPERUSER.email}.`).first(),
  ).toBeVisible();
  const test = await waitForEmail(E2E_SUPERUSER.email, `[Test] ${subject}`);
  expect(test.body).toContain('this month');
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  // Send now, after a confirmation; the progress bar follows the background job to the end.
  await page.getByRole('button', { name: 'Send now' }).click();
  await page
    .getByRole('dialog', { name: 'Send this campaign now?' })
    .getByRole('button', { name: 'Yes, send it now' })
    .click();
  await expect(page.getByText('Sending has started.').first()).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Sending progress' });
  await expect(progress).toBeVisible();
  for (const b of optedIn) {
    const promotion = await waitForEmail(b.email, subject, 30_000);
    expect(promotion.body).toContain('/unsubscribe?token=');
    expect(promotion.body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  }
  await expect(progress).toHaveAttribute('aria-valuetext', /^Sent (\d[\d,]*) of \1$/, { timeout: 30_000 });
  // The page survives a reload: the figures come from the server.
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute(
    'aria-valuetext',
    /^Sent (\d[\d,]*) of \1$/,
  );
  await expect(waitForEmail(declined.email, subject, 1_000)).rejects.toThrow();

  // The history lists it as sent, with its counts.
  await page
    .getByRole('link', { name: 'Promotional E-mails', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  const card = page.getByRole('article', { name: subject });
  await expect(card).toContainText('Sent');
  await expect(card).toContainText(/0 failed · 0 remaining/);
});
