import { expect, test } from '@playwright/test';
import { borrowerWithActiveLoan } from '../support/active-loan';
import { newBorrower } from '../support/borrowers';
import { fillRegistration } from '../support/registration-form';
import { signIn } from '../support/sign-in';

// A low-end Android phone's screen.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const REGISTERED = 'Registration successful! Please check your email to verify your account.';

test('on a phone, the registration message is seen before the move to the login page', async ({ page }) => {
  const b = newBorrower();
  await page.goto('/register');
  await fillRegistration(page, b);
  await page.getByLabel('Password', { exact: true }).fill(b.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(b.password);
  await page.getByRole('button', { name: 'Register Account' }).click();

  // The message is brought into view on the long form and takes the focus, so it is read …
  const message = page.getByText(REGISTERED);
  await expect(message).toBeInViewport();
  await expect(page.locator(':focus')).toContainText(REGISTERED);
  // … and only then does the page move on (SPEC: 3 seconds).
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveURL(/\/login$/);
});

test('on a phone, the dashboard, the schedule and the top bar agree with the loan and its payment', async ({
  page,
  request,
}) => {
  const { borrower, loanId } = await borrowerWithActiveLoan(request);
  const login = await request.post('/api/auth/login', {
    data: { emailOrUsername: borrower.email, password: borrower.password },
  });
  const auth = { 'x-auth-token': ((await login.json()) as { data: { token: string } }).data.token };
  const loan = (await (await request.get(`/api/loan-applications/${loanId}`, { headers: auth })).json()) as {
    data: { schedule: { instalment: number; dueDate: string }[] };
  };
  const [first, second] = loan.data.schedule;
  if (!first || !second) throw new Error('the loan has no schedule');

  // The first instalment paid in full by MTN mobile money; the simulator settles it after its delay.
  const paid = await request.post('/api/collections/mobile-money', {
    headers: auth,
    data: { loanId, amount: first.instalment.toFixed(2), phone: '0961234567', operator: 'mtn' },
  });
  expect(paid.status()).toBe(201);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/payments?loanId=${loanId}`, { headers: auth });
        return ((await res.json()) as { data: { status: string }[] }).data.map((p) => p.status);
      },
      { timeout: 30_000 },
    )
    .toContain('successful');

  const kwacha = (n: number) =>
    `K${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await signIn(page, borrower.email, borrower.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The top bar keeps the bell with its unread count (the approval and the money sent) and needs no menu.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await expect(bell).toBeInViewport();

  // The tiles: one active loan; the next payment is the second instalment.
  const tile = (label: string) => page.locator('dt', { hasText: label }).locator('..');
  await expect(tile('Active Loans')).toContainText('1');
  await expect(tile('Next Payment')).toContainText(kwacha(second.instalment));
  // The trend (behind Show Analytics) charts this month's real payment (its text alternative names the month, amount and count).
  await page.getByRole('button', { name: 'Show Analytics' }).click();
  const month = new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lusaka',
  }).format(new Date());
  await expect(page.getByLabel(/^Payments by month:/)).toHaveAttribute(
    'aria-label',
    new RegExp(`${month} ${kwacha(first.instalment).replace('.', '\\.')} in 1 payment`),
  );

  // The schedule, an instalment a card on a phone: the first Paid, the next ones Upcoming.
  await page.goto(`/loan-details/${loanId}`);
  const instalments = page.getByRole('list', { name: 'Repayment Schedule' }).getByRole('listitem');
  await expect(instalments.nth(0)).toContainText('Paid');
  await expect(instalments.nth(1)).toContainText('Upcoming');
});
