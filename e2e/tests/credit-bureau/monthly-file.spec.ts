import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../../support/sign-in';
import { E2E_ADMIN, E2E_SUPERUSER } from '../../support/staff';

// The monthly credit bureau file (docs/product.md §25.3): a superuser builds the last month that has ended
// (the demo data's loans run from early 2026; the business date is in December 2026, so November has
// ended), reads its counts and rejects, and downloads the file the bureau takes.

test('a superuser builds a month’s bureau file, reads its counts and rejects, and downloads it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_SUPERUSER.email, E2E_SUPERUSER.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Credit bureau' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/credit-bureau$/);
  await expect(page.getByRole('heading', { name: 'Credit bureau', level: 1 })).toBeVisible();

  const files = page.getByRole('region', { name: 'Monthly files' });
  const month = files.getByRole('textbox', { name: 'Month' });
  await expect(month).not.toHaveValue('');
  const ended = await month.inputValue();
  const [year, m] = ended.split('-');
  const name = new Date(Date.UTC(Number(year), Number(m) - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  await test.step('builds the month that ended', async () => {
    await files.getByRole('button', { name: 'Build file' }).click();
    await expect(page.getByText(`The file for ${ended} is built.`)).toBeVisible();
  });

  const table = files.getByRole('table', { name: 'Monthly files, newest first' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Built, not sent');
  const cells = await row.getByRole('cell').allTextContents();
  // The cells after the month: Status, Accounts, Corrections, Rejected, Held, No consent, Built.
  const [accounts, corrections, rejected, held] = cells.slice(1, 5).map((c) => Number(c.replaceAll(',', '')));
  // The demo borrower's active loan, paid out five months ago with bureau consent, is in it.
  expect((accounts ?? 0) + (rejected ?? 0) + (held ?? 0)).toBeGreaterThan(0);

  await test.step('shows what was left out, with why', async () => {
    const rejects = page.getByRole('region', { name: `Rejects of ${name}` });
    await expect(rejects).toBeVisible();
    if ((rejected ?? 0) + (held ?? 0) === 0) {
      await expect(rejects.getByText('Nothing was left out of this file.')).toBeVisible();
    } else {
      await expect(
        rejects.getByRole('table', { name: 'Records left out of the file, with why' }),
      ).toBeVisible();
    }
  });

  await test.step('downloads the file as the bureau takes it', async () => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download the file for ${name}` }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`KWL_TU_${year}${m}.txt`);
    const bytes = await readFile((await file.path()) ?? '');
    const text = bytes.toString('latin1');
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(
      new RegExp(`^H\\|KWL\\|KWACHA LOANS\\|${year}${m}\\|${year}${m}\\d{2}\\|1\\.0$`),
    );
    expect(lines.at(-1)).toBe('');
    const trailer = (lines.at(-2) ?? '').split('|');
    expect(trailer.slice(0, 3)).toEqual(['T', 'KWL', `${year}${m}`]);
    expect(Number(trailer[4])).toBe(accounts);
    expect(Number(trailer[5])).toBe(corrections);
    expect(lines.filter((l) => l.startsWith('A|'))).toHaveLength(accounts ?? -1);
    expect(createHash('sha256').update(bytes).digest('hex')).toMatch(/^[0-9a-f]{64}$/);
  });
});

test.describe('on a 360 px phone', () => {
  const PHONE = { width: 360, height: 740 };
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('an admin reads the files and their rejects with the keyboard, within the screen', async ({
    page,
  }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/admin-dashboard/credit-bureau');
    await expect(page.getByRole('heading', { name: 'Credit bureau', level: 1 })).toBeVisible();
    await expect(page.getByText(/Only a superuser can build, download or mark a file sent\./)).toBeVisible();
    const files = page.getByRole('region', { name: 'Monthly files' });
    await expect(files.getByRole('button', { name: 'Build file' })).toHaveCount(0);
    const rejects = files.getByRole('button', { name: /^Rejects of / }).first();
    await expect(rejects).toBeVisible();
    await expect(files.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    // The table scrolls inside its own box; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await rejects.focus();
    await page.keyboard.press('Enter');
    const name = ((await rejects.getAttribute('aria-label')) ?? '').trim();
    await expect(page.getByRole('region', { name })).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeFocused();
  });
});
