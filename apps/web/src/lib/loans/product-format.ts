import { formatKwacha, type Ngwee } from '@kwacha/shared/money/money';

// How products' limits and rates are advertised, on the public products page and the apply form's
// product cards. The figures themselves always come from GET /api/loan-products.

/** K50,000 rather than K50,000.00: advertised limits are whole kwacha. */
export function formatWholeKwacha(ngwee: Ngwee): string {
  return formatKwacha(ngwee).replace(/\.00$/, '');
}

/** 2.5 → '2.5%', 3 → '3.0%', as docs/product.md writes the monthly rates. */
export function formatMonthlyRate(percent: number): string {
  return `${percent.toFixed(1)}%`;
}
