import type { LoanProductView } from '@kwacha/shared/loans/loan-product-view';

/** The six seeded products of docs/product.md §3, as GET /api/loan-products answers them. */
export const TEST_PRODUCTS: LoanProductView[] = [
  product('personal', 'Personal Loan', 50_000, 1, 12, 2.5),
  product('home-improvement', 'Home Improvement Loan', 50_000, 3, 12, 2.8),
  product('vehicle', 'Vehicle Loan', 50_000, 6, 12, 3),
  product('education', 'Education Loan', 30_000, 3, 10, 2.2),
  product('medical', 'Medical Loan', 25_000, 1, 8, 2),
  product('business', 'Business Loan', 50_000, 3, 12, 3.2),
];

function product(
  id: string,
  name: string,
  maxAmount: number,
  minMonths: number,
  maxMonths: number,
  monthlyRatePercent: number,
): LoanProductView {
  return {
    id,
    name,
    description: `${name} for testing.`,
    minAmount: 10,
    maxAmount,
    minMonths,
    maxMonths,
    monthlyRatePercent,
  };
}

export function testProduct(id: string): LoanProductView {
  const found = TEST_PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`no test product ${id}`);
  return found;
}
