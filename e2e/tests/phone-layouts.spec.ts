import { expect, type Locator, test } from '@playwright/test';
import { borrowerWithActiveLoan, borrowerWithApplication } from '../support/active-loan';
import { signIn } from '../support/sign-in';
import { E2E_ADMIN } from '../support/staff';

// A low-end Android phone's screen (docs/product.md §2: the phone layouts).
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** The element's box lies within the screen's width. */
async function expectWithinWidth(element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(PHONE.width);
}

/** What a tap at the centre of the element would reach: the element itself (or something inside it). */
async function tapReaches(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  if (!box) return false;
  return element.evaluate(
    (target, [x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === target || target.contains(hit));
    },
    [box.x + box.width / 2, box.y + box.height / 2] as const,
  );
}

test('at 360 px the bell’s panel fits the screen and the schedule shows every column of an instalment', async ({
  page,
  request,
}) => {
  const { borrower, loanId } = await borrowerWithActiveLoan(request);
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your notifications' });
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expectWithinWidth(panel);
  await expectWithinWidth(panel.getByRole('heading', { name: 'Notifications' }));

  await page.goto(`/loan-details/${loanId}`);
  const first = page.getByRole('list', { name: 'Repayment Schedule' }).getByRole('listitem').first();
  for (const label of ['No.', 'Due Date', 'Instalment', 'Principal', 'Interest', 'Balance', 'Status']) {
    const term = first.getByRole('term').filter({ hasText: new RegExp(`^${label.replace('.', '\\.')}$`) });
    await expect(term).toBeVisible();
    await expectWithinWidth(term);
  }
  await expect(first).toContainText('Upcoming');
  await expectWithinWidth(first);
  // The table is for wider screens; on a phone nothing scrolls sideways.
  await expect(page.getByRole('region', { name: 'Repayment Schedule' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('at 360 px a toast never covers the buttons of a dialog opened after it', async ({ page, request }) => {
  const { borrower } = await borrowerWithApplication(request);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard\/loans/);
  await page.getByLabel('Search loan applications').fill(borrower.email);
  await page
    .getByRole('link', { name: new RegExp(`${borrower.firstName} ${borrower.lastName}`) })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/loan-details\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // The toast is still on screen (5 s) when the next dialog opens.
  const toast = page.getByText('Loan status updated to Approved.').first();
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Initiate Disbursement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Initiate disbursement?' });
  await expect(dialog).toBeVisible();
  await expect(toast).toBeVisible();

  for (const name of ['Cancel', 'Confirm']) {
    const button = dialog.getByRole('button', { name });
    await expectWithinWidth(button);
    expect(await tapReaches(button), `${name} is not covered`).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
