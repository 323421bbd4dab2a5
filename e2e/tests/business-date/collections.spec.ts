import { type Browser, expect, type Page, test } from '@playwright/test';
import { borrowerWithActiveLoan } from '../../support/active-loan';
import type { Borrower } from '../../support/borrowers';
import { signIn } from '../../support/sign-in';
import { E2E_ADMIN, E2E_SUPERUSER } from '../../support/staff';

// The collections desk (docs/product.md §23) over a moved business date. It runs after every other
// journey (the `business-date` project in playwright.config.ts): the date only moves forward, and every
// loan of the run falls behind with it.

/** A new browser window signed in as `who`, as a collector, a superuser or a borrower would use it. */
async function windowOf(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who.email, who.password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** Moves the business date forward on the superuser's settings page; answers the new date. */
async function advance(superuser: Page, days: number): Promise<string> {
  await superuser.goto('/admin-dashboard/settings');
  const form = superuser.getByRole('form', { name: 'Advance the business date' });
  await form.getByLabel('Advance by N days').fill(String(days));
  await form.getByRole('button', { name: 'Advance' }).click();
  await superuser
    .getByRole('dialog', { name: 'Move the business date?' })
    .getByRole('button', { name: 'Move it' })
    .click();
  const done = superuser.getByRole('alert').filter({ hasText: 'The business date is now' });
  // Every daily job runs for each day passed over, for every loan of the run.
  await expect(done).toBeVisible({ timeout: 90_000 });
  const date = /now (\d{4}-\d{2}-\d{2})\./.exec((await done.textContent()) ?? '')?.[1];
  if (!date) throw new Error('no business date in the answer');
  return date;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('a loan falls behind: queue, call, promise broken, restructure accepted and approved; another written off, recovered and waived', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  let first: { borrower: Borrower; loanId: string } | undefined;
  let second: { borrower: Borrower; loanId: string } | undefined;
  await test.step('two borrowers with active loans', async () => {
    first = await borrowerWithActiveLoan(request);
    second = await borrowerWithActiveLoan(request);
  });
  if (!first || !second) throw new Error('no loans');
  const a = first;
  const b = second;
  const superuser = await windowOf(browser, E2E_SUPERUSER);
  const admin = await windowOf(browser, E2E_ADMIN);

  await test.step('the superuser opens the fair-collection rules to any hour and moves the date', async () => {
    await superuser.goto('/admin-dashboard/settings');
    const rules = superuser.getByRole('form', { name: 'Fair collection' });
    await rules.getByLabel('Contacts from (hour)').fill('0');
    await rules.getByLabel('Contacts until (hour)').fill('24');
    const sundays = rules.getByRole('switch', { name: 'Contacts on Sundays' });
    if ((await sundays.getAttribute('aria-checked')) !== 'true') await sundays.click();
    await rules.getByLabel('Write-off from (days past due)').fill('30');
    await rules.getByRole('button', { name: 'Save', exact: true }).click();
    await superuser
      .getByRole('dialog', { name: 'Save settings?' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await expect(rules.getByText('You have unsaved changes.')).toHaveCount(0);
    // The first instalment falls due a month after the payout: 35 days on, both loans are past due.
    await advance(superuser, 35);
  });

  const caseOf = `/admin-dashboard/collections/${a.loanId}`;
  let promisedBy = '';
  await test.step('the loan is in the queue; a collector logs a call and records a promise', async () => {
    await admin.goto('/admin-dashboard/collections');
    await expect(admin.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
    // The staff header says the daily jobs run on a moved date.
    await expect(admin.getByText(/Business date: \d{4}-\d{2}-\d{2}/).first()).toBeVisible();
    const row = admin.getByRole('link', { name: new RegExp(`Loan ${a.loanId.slice(0, 8)}`) }).first();
    await expect(row).toBeVisible();
    await row.click();
    await expect(admin).toHaveURL(new RegExp(`${caseOf}$`));

    const contact = admin.getByRole('form', { name: 'Log a contact' });
    await contact.getByRole('radio', { name: 'Call' }).check();
    await contact.getByLabel('Outcome').selectOption({ label: 'Promised to pay' });
    await contact.getByLabel('Note (optional, for staff only, never sent)').fill('Will pay on Friday.');
    await contact.getByRole('button', { name: 'Log the contact' }).click();
    await expect(contact.getByText('Contact recorded.')).toBeVisible();
    const contacts = admin.getByRole('list', { name: 'Contacts, newest first' });
    await expect(contacts).toContainText('Call · Promised to pay');
    await expect(contacts).toContainText('Will pay on Friday.');

    const today = /Business date: (\d{4}-\d{2}-\d{2})/.exec(
      (await admin
        .getByText(/Business date: \d{4}-/)
        .first()
        .textContent()) ?? '',
    )?.[1];
    if (!today) throw new Error('no business date in the header');
    promisedBy = addDays(today, 2);
    const promise = admin.getByRole('form', { name: 'Record a promise' });
    await promise.getByLabel('Amount (K)').fill('100');
    await promise.getByLabel('To be paid by').fill(promisedBy);
    await promise.getByRole('button', { name: 'Record the promise' }).click();
    await expect(promise.getByText('The promise to pay is recorded.')).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Promises, newest first' })).toContainText('Open: K100.00');
  });

  await test.step('nothing arrives by the day after the promised day: the promise is broken', async () => {
    // The promised day and one day of grace pass with no payment.
    await advance(superuser, 4);
    await admin.goto(caseOf);
    await expect(admin.getByRole('list', { name: 'Promises, newest first' })).toContainText(
      'Broken: K100.00',
    );
    await admin.goto('/admin-dashboard/collections?promise=broken');
    await expect(
      admin.getByRole('link', { name: new RegExp(`Loan ${a.loanId.slice(0, 8)}`) }).first(),
    ).toBeVisible();
  });

  await test.step('the collector proposes a longer term; the borrower accepts; a superuser approves', async () => {
    await admin.goto(`/loan-details/${a.loanId}`);
    const section = admin.getByRole('region', { name: 'Restructure' });
    const form = section.getByRole('form', { name: 'Propose a restructure' });
    await form.getByLabel('Kind').selectOption('longer_term');
    await form.getByLabel('Months').fill('3');
    await form.getByRole('button', { name: 'Propose' }).click();
    await expect(section.getByText('Waiting for the borrower to accept')).toBeVisible();

    const borrower = await windowOf(browser, a.borrower);
    await borrower.goto(`/loan-details/${a.loanId}`);
    const offer = borrower.getByRole('region', { name: 'A new repayment plan for this loan' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Accept the new plan' }).click();
    await expect(offer.getByText(/You accepted this plan/)).toBeVisible();
    await borrower.context().close();

    // The proposer may not approve their own proposal: a superuser does.
    await superuser.goto(`/loan-details/${a.loanId}`);
    const decide = superuser.getByRole('region', { name: 'Restructure' });
    await expect(
      decide.getByText('Accepted by the borrower: waiting for a second member of staff'),
    ).toBeVisible();
    await decide.getByRole('button', { name: 'Approve' }).click();
    await expect(superuser.getByText('The restructure is approved and in force.').first()).toBeVisible();
    await expect(decide.getByRole('list', { name: 'Earlier restructure proposals' })).toContainText(
      'Longer term, 3 months: Approved: in force',
    );
  });

  await test.step('another loan, 30 days past due, is written off; a payment after it is a recovery', async () => {
    await advance(superuser, 25);
    await admin.goto(`/loan-details/${b.loanId}`);
    const propose = admin.getByRole('region', { name: 'Write off' });
    await propose.getByLabel('Reason for the write-off').fill('No contact for a month; the number is off.');
    await propose.getByRole('button', { name: 'Propose write-off' }).click();
    await expect(propose.getByText(/Write-off waiting for a superuser/)).toBeVisible();

    await superuser.goto(`/loan-details/${b.loanId}`);
    const approve = superuser.getByRole('region', { name: 'Write off' });
    await approve.getByRole('button', { name: 'Approve write-off' }).click();
    await expect(
      approve.getByText(/Written off: K[\d,.]+ still carried at zero, K0\.00 recovered/),
    ).toBeVisible();

    // The borrower still owes the balance and pays part of it.
    const borrower = await windowOf(browser, b.borrower);
    await borrower.goto('/make-payment');
    const pay = borrower.getByRole('form', { name: 'Make a payment' });
    await pay.getByLabel('Amount (K)').fill('100');
    await pay.getByLabel('Phone number').fill('0961234567');
    await pay.getByRole('button', { name: 'Pay Now' }).click();
    await expect(borrower.getByText(/Successful/).first()).toBeVisible({ timeout: 20_000 });
    await borrower.context().close();

    await superuser.reload();
    await expect(
      superuser.getByRole('region', { name: 'Write off' }).getByText(/K100\.00 recovered/),
    ).toBeVisible();
  });

  await test.step('what it still owes is waived, apart: the borrower owes nothing and sees why', async () => {
    await admin.reload();
    const propose = admin.getByRole('region', { name: 'Write off' });
    await propose.getByLabel('Reason for waiving the balance').fill('Settlement agreed with the family.');
    await propose.getByRole('button', { name: 'Propose waiver' }).click();
    await expect(propose.getByText(/Waiver waiting for a superuser/)).toBeVisible();

    await superuser.reload();
    const approve = superuser.getByRole('region', { name: 'Write off' });
    await approve.getByRole('button', { name: 'Approve waiver' }).click();
    await expect(
      approve.getByText(/Balance waived: K[\d,.]+ forgiven after K100\.00 recovered/),
    ).toBeVisible();

    const borrower = await windowOf(browser, b.borrower);
    await borrower.goto('/my-loans');
    await expect(borrower.getByText('Balance waived').first()).toBeVisible();
    await borrower.context().close();
  });
});
