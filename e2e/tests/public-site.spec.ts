import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { builtChunkPaths } from '../support/built-chunks';
import { waitForEmail } from '../support/mailbox';

const PUBLIC_PAGES = [
  { path: '/', title: 'Kwacha Loans', h1: 'Your Financial Journey, Simplified.' },
  { path: '/about-us', title: 'About Us | Kwacha Loans', h1: 'About Us' },
  { path: '/how-it-works', title: 'How It Works | Kwacha Loans', h1: 'How It Works' },
  { path: '/loan-products', title: 'Loan Products | Kwacha Loans', h1: 'Loan Products' },
  { path: '/contact-us', title: 'Contact Us | Kwacha Loans', h1: 'Contact Us' },
  { path: '/privacy-policy', title: 'Privacy Policy | Kwacha Loans', h1: 'Privacy Policy' },
  { path: '/terms-of-use', title: 'Terms of Use | Kwacha Loans', h1: 'Terms of Use' },
] as const;

/** The server's default support inbox (apps/api config), unless the run overrides it. */
const SUPPORT_INBOX = process.env.SUPPORT_EMAIL ?? 'support@kwachaloans.co.zm';

async function enterLoan(page: Page, amount: string, months: string) {
  await page.getByLabel('Loan Amount (K)').fill(amount);
  await page.getByLabel('Duration (months)').fill(months);
}

/** The figure beside a calculator result's label. */
const result = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/**
 * Records every content-security-policy violation of the page from its first script on: our policy
 * forbids eval and inline script, and a library that tries either shows up here (and in the console).
 */
async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} by ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

test('the landing calculator shows each message, works out the example and sends guests to /register', async ({
  page,
}) => {
  const policyViolations = await recordPolicyViolations(page);
  await page.goto('/');
  const amount = page.getByLabel('Loan Amount (K)');
  // The page is pre-rendered: its Apply button comes alive once the calculator has hydrated, and only
  // then does typing change the figures (typing before hydration is not yet carried over — issue 20).
  await expect(page.getByRole('button', { name: 'Apply for This Loan' })).toBeEnabled();

  await enterLoan(page, '', '12');
  await expect(page.getByText('Please enter a valid loan amount')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await enterLoan(page, '5', '12');
  await expect(page.getByText('Minimum loan amount is K10')).toBeVisible();
  await enterLoan(page, '60000', '12');
  await expect(page.getByText('Maximum loan amount is K50,000')).toBeVisible();
  await enterLoan(page, '1000', '');
  await expect(page.getByText('Please enter a valid duration')).toBeVisible();

  const apply = page.getByRole('button', { name: 'Apply for This Loan' });
  await enterLoan(page, '99', '12');
  await expect(apply).toBeDisabled();

  // fee 5% of 10,000 = 500; received 9,500; total 10,000 × (1 + 0.15) = 11,500; monthly 11,500 / 12 = 958.33
  await enterLoan(page, '10000', '12');
  await expect(result(page, 'Service Fee (5%)')).toHaveText('K500.00');
  await expect(result(page, 'Amount You Receive')).toHaveText('K9,500.00');
  await expect(result(page, 'Monthly Repayment')).toHaveText('K958.33');
  await expect(result(page, 'Total Repayment')).toHaveText('K11,500.00');
  await expect(result(page, 'Next Payment Date')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

  await expect(apply).toBeEnabled();
  // Zod checked every figure above without once trying eval (apps/web/src/lib/zod-jitless.ts).
  expect(await policyViolations()).toEqual([]);
  await apply.click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the contact form sends the message: 201, the thank-you alert, a cleared form, an e-mail to support', async ({
  page,
}) => {
  const name = `Natasha Phiri ${Date.now()}`;
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Full name is required.')).toBeVisible();
  await expect(page.getByText('Message is required.')).toBeVisible();

  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill('natasha.phiri@example.zm');
  await page.getByLabel('Phone Number (optional)').fill('0977123456');
  await page.getByLabel('Subject').selectOption({ label: 'Payment Issue' });
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('My repayment of K500 from last week is not showing yet.');

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answer).status()).toBe(201);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Thank you for your message! We will get back to you soon.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');

  const email = await waitForEmail(SUPPORT_INBOX, `Contact form: Payment Issue from ${name}`);
  expect(email.body).toContain('My repayment of K500 from last week is not showing yet.');
});

test('the loan products page lists the six products and the illustrative calculator', async ({ page }) => {
  await page.goto('/loan-products');
  await expect(page.getByRole('link', { name: /^Apply Now for a .+ Loan$/ })).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Apply Now for a Medical Loan' })).toHaveAttribute(
    'href',
    '/apply-loan?product=medical',
  );
  await expect(page.getByText('K1,750.00')).toBeVisible();
});

// Each pre-rendered page preloads its own page's chunk, which the entry would otherwise ask for only
// after it has run; the shell of every other page preloads none (apps/web/src/prerender/page-preloads.ts).
// A pre-rendered page holds all of its scripts in a template until it has painted, and runs only the
// small script that releases them (apps/web/src/boot.ts, src/prerender/held-preloads.ts).
test("each pre-rendered page asks for its stylesheet, then holds its scripts and its own page's chunk until it has painted", async ({
  request,
}) => {
  // Lazy chunks are named by their hash alone; the build manifest says which file holds which page.
  const fileOf = (name: string) => builtChunkPaths(new RegExp(`^${name}$`))[0];
  const chunks = {
    '/': fileOf('landing-page'),
    '/about-us': fileOf('about-page'),
    '/login': fileOf('login-page'),
    '/register': fileOf('register-page'),
  };
  expect(Object.values(chunks)).not.toContain(undefined);
  const head = async (path: string) => {
    const html = await (await request.get(path)).text();
    const held = html.match(/<template id="held">(.*?)<\/template>/s)?.[1] ?? '';
    const outside = html.replace(held, '');
    const pages = (part: string) =>
      Object.values(chunks).filter((chunk) =>
        (part.match(/<link rel="modulepreload"[^>]*>/g) ?? []).some((link) =>
          link.includes(`href="${chunk}"`),
        ),
      );
    return {
      html,
      heldPages: pages(held),
      heldEntry: /<script type="module"[^>]*src="\/assets\/index-/.test(held),
      scripts: outside.match(/<script [^>]*src="[^"]+"/g) ?? [],
      preloadsOutside: pages(outside),
    };
  };
  for (const [path, chunk] of Object.entries(chunks)) {
    const { heldPages, heldEntry, scripts, preloadsOutside } = await head(path);
    expect(heldPages, path).toEqual([chunk]);
    expect(heldEntry, path).toBe(true);
    expect(preloadsOutside, path).toEqual([]);
    expect(scripts, path).toEqual([
      expect.stringMatching(/fetchpriority="low" crossorigin src="\/assets\/boot-/),
    ]);
  }
  // The stylesheet, which the first paint waits for, is asked for before any script.
  const { html: login } = await head('/login');
  expect(login.indexOf('<link rel="stylesheet"')).toBeGreaterThan(0);
  expect(login.indexOf('<link rel="stylesheet"')).toBeLessThan(login.indexOf('<script'));
  // The shell of the signed-in pages has nothing to paint first: it runs the app's entry at once.
  const shell = await head('/dashboard');
  expect(shell.html).not.toContain('<template');
  expect(shell.scripts).toEqual([expect.stringMatching(/src="\/assets\/index-/)]);
  expect(shell.preloadsOutside, 'the shell').toEqual([]);
});

for (const { path, title, h1 } of PUBLIC_PAGES) {
  test(`${path} has a title, a meta description, one h1 and no serious accessibility violation`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('h1')).toHaveCount(1);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);

    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
  });
}
