import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { newBorrower, registerViaApi } from '../support/borrowers';
import { fixturePath, KYC_FIXTURES, SELFIE_AGAIN } from '../support/identity';
import { waitForEmail } from '../support/mailbox';
import { signIn } from '../support/sign-in';
import { E2E_ADMIN } from '../support/staff';

const photo = (page: Page, name: string) => page.getByRole('region', { name });

async function upload(slot: Locator, picker: 'Choose a file' | 'Take a photo', name: string, file: URL) {
  await slot.getByLabel(`${picker} — ${name}`).setInputFiles(fixturePath(file));
  await expect(slot.getByText(/^Photo saved/)).toBeVisible();
}

test('a borrower sends their NRC and a selfie; staff ask for another selfie, then approve (docs/product.md §20)', async ({
  browser,
  page,
  request,
}) => {
  const borrower = newBorrower();
  await registerViaApi(request, borrower);
  const verification = await waitForEmail(borrower.email, 'Verify your email address');
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(verification.body)?.[1];
  expect((await request.get(`/api/auth/verify-email?token=${token}`)).ok()).toBe(true);

  // The dashboard says what is missing and links to the page.
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const identity = page.getByRole('region', { name: 'Identity check' });
  await expect(identity).toContainText('Not started');
  await identity.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/verify-identity$/);
  await expect(page.getByRole('button', { name: 'Submit for checking' })).toBeDisabled();
  // A phone 360 px wide: nothing runs off the side, and nothing serious for a screen reader.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  // Three real photos (a JPEG, a PNG and a JPEG), each uploaded on its own.
  await upload(
    photo(page, 'Front of your NRC'),
    'Choose a file',
    'Front of your NRC',
    KYC_FIXTURES.nrc_front.path,
  );
  await upload(
    photo(page, 'Back of your NRC'),
    'Choose a file',
    'Back of your NRC',
    KYC_FIXTURES.nrc_back.path,
  );
  await upload(
    photo(page, 'A selfie holding your NRC'),
    'Take a photo',
    'A selfie holding your NRC',
    KYC_FIXTURES.selfie.path,
  );
  await page.getByRole('button', { name: 'Submit for checking' }).click();
  await expect(
    page.getByText('Thank you. We will check your documents within one working day.'),
  ).toBeVisible();
  await expect(page.getByText('Submitted — we are checking your documents')).toBeVisible();
  await expect(page.getByLabel(/Choose a file/)).toHaveCount(0);

  // Staff find the borrower in the queue and see the documents beside the registration details.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(staff).toHaveURL(/\/admin-dashboard\/loans$/);
  await staff
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Identity checks' })
    .click();
  await staff.getByRole('link', { name: new RegExp(borrower.email.replace(/\./g, '\\.')) }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Chipo Mwanza' })).toBeVisible();
  const details = staff.getByRole('region', { name: 'Registration details' });
  await expect(details).toContainText(borrower.nrc);
  await expect(details).toContainText('14 March 1992');
  for (const name of ['NRC front', 'NRC back', 'Selfie holding the NRC']) {
    const image = staff.getByRole('img', { name });
    await expect(image).toBeVisible();
    // The photo really decoded in the browser (fetched with the session, shown from an object URL).
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(await seriousViolations(staff)).toEqual([]);

  // Another selfie, with a reason the borrower reads.
  const reason = 'Your face is hidden behind the card. Hold it below your chin.';
  const ask = staff.getByRole('form', { name: 'Ask for another photo' });
  await ask.getByLabel('Which photo').selectOption('selfie');
  await ask.getByLabel(/^Reason/).fill(reason);
  await ask.getByRole('button', { name: 'Ask for another photo' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Ask for another photo' }).click();
  await expect(staff.getByText('The borrower has been asked for another photo.').first()).toBeVisible();

  // The borrower reads the reason, takes the selfie again and sends the documents again.
  await page.reload();
  await expect(page.getByText('We need another photo').first()).toBeVisible();
  await expect(page.getByText(reason).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for checking' })).toBeDisabled();
  await upload(
    photo(page, 'A selfie holding your NRC'),
    'Take a photo',
    'A selfie holding your NRC',
    SELFIE_AGAIN,
  );
  await page.getByRole('button', { name: 'Submit for checking' }).click();
  await expect(page.getByText('Submitted — we are checking your documents')).toBeVisible();

  // Staff approve.
  await staff.reload();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    staff.getByText('The identity documents were approved. The borrower has been told.').first(),
  ).toBeVisible();

  // The borrower's dashboard shows Approved, without the link.
  await page.goto('/dashboard');
  await expect(identity).toContainText('Approved');
  await expect(identity.getByRole('link', { name: 'Verify your identity' })).toHaveCount(0);
});
