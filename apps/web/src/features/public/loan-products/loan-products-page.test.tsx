import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_PRODUCTS } from '../../../test/builders/loan-products';
import { fail, fakeApi, heldResponse, ok } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { renderWithSession } from '../../../test/render-with-session';
import { LoanProductsPage } from './loan-products-page';

const routes = [{ path: '/loan-products', Component: LoanProductsPage }];
const PRODUCTS = 'GET /api/loan-products';
const TERMS = {
  'GET /api/loan-products/terms': ok({ serviceFeePercent: 6.5, lateFeePercent: 5, lateFeeGraceDays: 3 }),
};

// docs/product.md §3, row by row; the API's names (the database's) are 'Personal Loan' and so on.
const EXPECTED = [
  ['Personal', 'K10–K50,000', '1–12 months', 'from 2.5%'],
  ['Home Improvement', 'K10–K50,000', '3–12 months', 'from 2.8%'],
  ['Vehicle', 'K10–K50,000', '6–12 months', 'from 3.0%'],
  ['Education', 'K10–K30,000', '3–10 months', 'from 2.2%'],
  ['Medical', 'K10–K25,000', '1–8 months', 'from 2.0%'],
  ['Business', 'K10–K50,000', '3–12 months', 'from 3.2%'],
] as const;

const productCards = async () =>
  (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.closest('li'));

describe('LoanProductsPage', () => {
  beforeEach(() => {
    fakeApi({ [PRODUCTS]: ok(TEST_PRODUCTS), ...TERMS });
  });

  it('lists the six products with their limits, rates and an Apply Now link each', async () => {
    renderApp('/loan-products', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan Products' })).toBeDefined();
    expect(document.title).toBe('Loan Products | Kwacha Loans');

    const cards = await productCards();
    expect(cards).toHaveLength(6);
    EXPECTED.forEach(([name, amount, term, rate], index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading', { name: `${name} Loan` })).toBeDefined();
      expect(within(card).getByText(amount)).toBeDefined();
      expect(within(card).getByText(term)).toBeDefined();
      expect(within(card).getByText(rate)).toBeDefined();
      const apply = within(card).getByRole('link', { name: `Apply Now for a ${name} Loan` });
      expect(apply.getAttribute('href')).toMatch(/^\/apply-loan\?product=[a-z-]+$/);
    });
    // The fee a superuser set, not a constant.
    expect(await screen.findByText(/Every loan has a 6.5% service fee/)).toBeDefined();
  });

  it('has the static sample calculator with a fixed, clearly illustrative monthly payment', async () => {
    const user = userEvent.setup();
    renderApp('/loan-products', routes);
    const amount = await screen.findByLabelText('Sample loan amount');
    const options = within(amount)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['K5,000', 'K10,000', 'K20,000', 'K30,000', 'K50,000']);

    const periods = within(screen.getByRole('group', { name: 'Repayment period' })).getAllByRole('button');
    expect(periods.map((button) => button.textContent)).toEqual([
      '3 months',
      '6 months',
      '9 months',
      '12 months',
    ]);
    expect(screen.getByText('K1,750.00')).toBeDefined();

    await user.selectOptions(amount, 'K50,000');
    await user.click(screen.getByRole('button', { name: '12 months' }));
    expect(screen.getByRole('button', { name: '12 months' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('K1,750.00')).toBeDefined();
    expect(screen.getByText(/Illustrative example only/)).toBeDefined();
  });
});

describe('LoanProductsPage reading GET /api/loan-products', () => {
  it('shows a skeleton until the products arrive, asking without a session', async () => {
    const products = heldResponse();
    const api = fakeApi({ [PRODUCTS]: products.handler, ...TERMS });
    renderApp('/loan-products', routes);
    expect(await screen.findByText('Loading loan products…')).toBeDefined();
    // The sample calculator does not wait for the products.
    expect(screen.getByLabelText('Sample loan amount')).toBeDefined();

    await products.answer(Response.json({ success: true, message: 'OK', msg: 'OK', data: TEST_PRODUCTS }));
    expect(await productCards()).toHaveLength(6);
    expect(screen.queryByText('Loading loan products…')).toBeNull();
    const [call] = api.calls(PRODUCTS);
    expect(call?.headers.has('x-auth-token')).toBe(false);
  });

  it('says what went wrong and loads again on Try Again', async () => {
    const user = userEvent.setup();
    fakeApi({ [PRODUCTS]: [{ status: 500, body: { success: false } }, ok(TEST_PRODUCTS)] });
    renderWithSession('/loan-products', { appRoutes: routes });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load loan products. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await productCards()).toHaveLength(6);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when it sent one", async () => {
    fakeApi({
      [PRODUCTS]: fail(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.'),
      ...TERMS,
    });
    renderWithSession('/loan-products', { appRoutes: routes });
    expect((await screen.findByRole('alert')).textContent).toBe('The service is temporarily unavailable.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDefined();
  });

  it('says so when no product is offered', async () => {
    fakeApi({ [PRODUCTS]: ok([]), ...TERMS });
    renderApp('/loan-products', routes);
    expect(
      await screen.findByText('No loan products are available right now. Please try again later.'),
    ).toBeDefined();
    expect(screen.queryAllByRole('link', { name: /^Apply Now/ })).toHaveLength(0);
  });
});
