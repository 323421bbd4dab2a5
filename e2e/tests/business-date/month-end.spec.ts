import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { signIn } from '../../support/sign-in';
import { E2E_SUPERUSER } from '../../support/staff';

// Month end for the finance team (docs/product.md §24): close the earliest month with money in it (the
// demo data's first month), take its trial balance and journal for the general ledger, and reconcile the
// payment simulator's statement for it, one of our movements left out and one line that is not ours added. It runs last of all (the
// `business-date` project, after collections.spec.ts): once a month is closed nothing may post inside it.

type Row = Record<string, string>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "December 2026" → "2026-12". */
function monthOf(name: string): string {
  const [word, year] = name.split(' ');
  const index = MONTHS.indexOf(word ?? '');
  if (index < 0 || !year) throw new Error(`not a month: ${name}`);
  return `${year}-${String(index + 1).padStart(2, '0')}`;
}

const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, m ?? 0, 0)).toISOString().slice(0, 10);
};

const cents = (cell: string | undefined) => (cell ? Math.round(Number(cell) * 100) : 0);

/** Clicks a download button; answers the file's name and text. */
async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path()) ?? '', 'latin1') };
}

const rowsOf = (text: string): Row[] => parse(text, { columns: true, skip_empty_lines: true }) as Row[];

test('a month is closed, its books exported, and the provider’s statement reconciled', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, E2E_SUPERUSER.email, E2E_SUPERUSER.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin-dashboard/accounting');
  await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();

  let month = '';
  await test.step('the superuser closes the month the money moved in', async () => {
    const periods = page.getByRole('region', { name: 'Closed months' });
    const close = periods.getByRole('button', { name: /^Close \w+ \d{4}$/ });
    await expect(close).toBeVisible();
    const name = ((await close.textContent()) ?? '').replace(/^Close /, '');
    month = monthOf(name);
    await close.click();
    const dialog = page.getByRole('dialog', { name: `Close ${name}?` });
    await dialog.getByRole('button', { name: `Close ${name}` }).click();
    await expect(page.getByText(`${month} is closed: nothing more can post inside it.`)).toBeVisible();
    await expect(periods.getByRole('table', { name: 'Closed months, newest first' })).toContainText(name);
  });

  let journal: Row[] = [];
  await test.step('its trial balance balances, and goes out as CSV and PDF with its journal', async () => {
    const form = page.getByRole('form', { name: 'Trial balance period' });
    await form.getByLabel('From').fill(`${month}-01`);
    await form.getByLabel('To').fill(lastDayOf(month));
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${month}-01&to=${lastDayOf(month)}`));
    const [year, m] = month.split('-');
    const monthName = `${MONTHS[Number(m) - 1]} ${year}`;
    await expect(
      page.getByRole('table', {
        name: new RegExp(
          `^Trial balance, 1 ${monthName} to ${Number(lastDayOf(month).slice(8))} ${monthName}`,
        ),
      }),
    ).toBeVisible();

    const trialBalance = await download(
      page,
      page.getByRole('button', { name: 'Download CSV of the trial balance' }),
    );
    expect(trialBalance.name).toMatch(new RegExp(`trial-balance-${month}-01-to-${lastDayOf(month)}\\.csv$`));
    const accounts = rowsOf(trialBalance.text);
    const totals = accounts.at(-1) ?? {};
    expect(cents(totals.debits)).toBeGreaterThan(0);
    expect(cents(totals.debits)).toBe(cents(totals.credits));

    const pdf = await download(page, page.getByRole('button', { name: 'Download PDF of the trial balance' }));
    expect(pdf.text.startsWith('%PDF-')).toBe(true);

    const file = await download(
      page,
      page.getByRole('button', { name: 'Download CSV of the journal', exact: true }),
    );
    journal = rowsOf(file.text);
    const perEntry = new Map<string, number>();
    for (const row of journal) {
      const id = row.entry_id ?? '';
      perEntry.set(id, (perEntry.get(id) ?? 0) + cents(row.debit) - cents(row.credit));
    }
    expect(perEntry.size).toBeGreaterThan(0);
    expect([...perEntry.values()].every((sum) => sum === 0)).toBe(true);
  });

  // The simulator's statement, as a provider would send it: every movement of its clearing accounts that
  // month, from the journal's cash lines and their references — one repayment left out, one stranger added.
  const cash = journal.filter(
    (row) =>
      row.reference &&
      ((row.account === 'cash_collected_simulator' && row.debit) ||
        (row.account === 'cash_disbursed_simulator' && row.credit)),
  );
  // A repayment if the month has one (the earliest month may hold only the demo loans' payouts).
  const missing = cash.find((row) => row.account === 'cash_collected_simulator') ?? cash[0];
  if (!missing?.reference) throw new Error('no simulator movement in the month’s journal');
  const extra = 'PAY-NOTOURS01';
  const lines = [
    'transaction_id,reference,direction,amount,currency,status,completed_at',
    ...cash
      .filter((row) => row !== missing)
      .map((row, i) =>
        [
          `SIM-E2E-${i + 1}`,
          row.reference,
          row.debit ? 'in' : 'out',
          row.debit || row.credit,
          'ZMW',
          'successful',
          `${row.date}T12:00:00+02:00`,
        ].join(','),
      ),
    `SIM-E2E-EXTRA,${extra},in,12.34,ZMW,successful,${missing.date}T12:00:00+02:00`,
  ];
  const statement = {
    name: `simulator-${month}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n')),
  };
  const section = page.getByRole('region', { name: 'Provider statements' });
  const upload = section.getByRole('form', { name: 'Upload a statement' });

  await test.step('the statement is uploaded: the line left out is ours only, the stranger theirs only', async () => {
    await upload.getByLabel('Provider').selectOption({ label: 'Payment simulator' });
    await upload.getByLabel('Statement file (CSV)').setInputFiles(statement);
    await upload.getByRole('button', { name: 'Upload and reconcile' }).click();
    await expect(page.getByText('The statement was reconciled.')).toBeVisible();
    const table = section.getByRole('table', { name: 'Lines, what waits for staff first' });
    await expect(table.getByRole('row').filter({ hasText: `Ours, ${missing.reference}` })).toContainText(
      'Only ours',
    );
    const stranger = table.getByRole('row').filter({ hasText: extra });
    await expect(stranger).toContainText('Only theirs');
    await expect(stranger).toContainText('None');
    // The day they differ on does not tie: K12.34 more came in on their side, one repayment less.
    const days = section.getByRole('table', { name: 'Daily totals: theirs against our clearing accounts' });
    await expect(days.getByRole('row').filter({ hasText: /No: in/ })).toHaveCount(1);
  });

  await test.step('both are noted as investigated, by name; nothing is booked', async () => {
    const table = section.getByRole('table', { name: 'Lines, what waits for staff first' });
    await table.getByRole('button', { name: `Note as investigated: Ours, ${missing.reference}` }).click();
    const ours = section.getByRole('form', { name: `Note as investigated: Ours, ${missing.reference}` });
    await ours.getByLabel('Note').fill('Simulator settlement report checked: reversed on their side.');
    await ours.getByRole('button', { name: 'Note as investigated' }).click();
    await expect(page.getByText('The line is noted as investigated.').first()).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: `Ours, ${missing.reference}` })).toContainText(
      'Investigated by Sam Zulu',
    );

    const stranger = table.getByRole('row').filter({ hasText: extra });
    await stranger.getByRole('button', { name: /^Note as investigated: Line \d+$/ }).click();
    const theirs = section.getByRole('form', { name: /^Note as investigated: Line \d+$/ });
    await theirs
      .getByLabel('Note')
      .fill('Not a payment of ours: asked the provider to return it to the payer.');
    await theirs.getByRole('button', { name: 'Note as investigated' }).click();
    await expect(table.getByRole('row').filter({ hasText: extra })).toContainText('Investigated by Sam Zulu');
  });

  await test.step('the same file uploaded again changes nothing', async () => {
    await upload.getByLabel('Provider').selectOption({ label: 'Payment simulator' });
    await upload.getByLabel('Statement file (CSV)').setInputFiles(statement);
    await upload.getByRole('button', { name: 'Upload and reconcile' }).click();
    await expect(
      page.getByText(/This statement was uploaded before \(.+\)\. Nothing changed; here is what it showed\./),
    ).toBeVisible();
    await expect(section.getByRole('table', { name: 'Statements uploaded' }).getByRole('row')).toHaveCount(2);
  });
});
