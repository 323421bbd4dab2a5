import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { LoanProductsPage } from './loan-products-page';

const routes = [{ path: '/loan-products', Component: LoanProductsPage }];

// docs/product.md §3, row by row.
const EXPECTED = [
  ['Personal', 'K10–K50,000', '1–12 months', 'from 2.5%'],
  ['Home Improvement', 'K10–K50,000', '3–12 months', 'from 2.8%'],
  ['Vehicle', 'K10–K50,000', '6–12 months', 'from 3.0%'],
  ['Education', 'K10–K30,000', '3–10 months', 'from 2.2%'],
  ['Medical', 'K10–K25,000', '1–8 months', 'from 2.0%'],
  ['Business', 'K10–K50,000', '3–12 months', 'from 3.2%'],
] as const;

describe('LoanProductsPage', () => {
  it('lists the six products with their limits, rates and an Apply Now link each', async () => {
    renderApp('/loan-products', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan Products' })).toBeDefined();
    expect(document.title).toBe('Loan Products | Kwacha Loans');

    const cards = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li'));
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
