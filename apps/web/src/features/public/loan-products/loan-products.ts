import { formatKwacha, type Ngwee } from '@kwacha/shared/money/money';

export interface LoanProductSummary {
  /** The product id the API and /apply-loan?product= use. */
  id: string;
  name: string;
  description: string;
  minAmountNgwee: Ngwee;
  maxAmountNgwee: Ngwee;
  minMonths: number;
  maxMonths: number;
  /** Monthly rate in hundredths of a percent: 250 is 2.5% a month. */
  monthlyRateBasisPoints: number;
}

// The static product table of docs/product.md §3, as the public page shows it. The figures a borrower is
// quoted come from the server's product rows (docs/product.md §11); this page only advertises them.
export const LOAN_PRODUCTS: readonly LoanProductSummary[] = [
  {
    id: 'personal',
    name: 'Personal',
    description: 'For everyday needs, family events or an unexpected bill.',
    minAmountNgwee: 1_000,
    maxAmountNgwee: 5_000_000,
    minMonths: 1,
    maxMonths: 12,
    monthlyRateBasisPoints: 250,
  },
  {
    id: 'home-improvement',
    name: 'Home Improvement',
    description: 'Roofing, plastering, a borehole, solar panels or a new room.',
    minAmountNgwee: 1_000,
    maxAmountNgwee: 5_000_000,
    minMonths: 3,
    maxMonths: 12,
    monthlyRateBasisPoints: 280,
  },
  {
    id: 'vehicle',
    name: 'Vehicle',
    description: 'Buy, repair or insure a car, minibus or motorbike.',
    minAmountNgwee: 1_000,
    maxAmountNgwee: 5_000_000,
    minMonths: 6,
    maxMonths: 12,
    monthlyRateBasisPoints: 300,
  },
  {
    id: 'education',
    name: 'Education',
    description: 'School, college or university fees, books and uniforms.',
    minAmountNgwee: 1_000,
    maxAmountNgwee: 3_000_000,
    minMonths: 3,
    maxMonths: 10,
    monthlyRateBasisPoints: 220,
  },
  {
    id: 'medical',
    name: 'Medical',
    description: 'Hospital bills, medicine and treatment for you or your family.',
    minAmountNgwee: 1_000,
    maxAmountNgwee: 2_500_000,
    minMonths: 1,
    maxMonths: 8,
    monthlyRateBasisPoints: 200,
  },
  {
    id: 'business',
    name: 'Business',
    description: 'Stock, equipment or working capital for your small business.',
    minAmountNgwee: 1_000,
    maxAmountNgwee: 5_000_000,
    minMonths: 3,
    maxMonths: 12,
    monthlyRateBasisPoints: 320,
  },
];

/** K50,000 rather than K50,000.00: advertised limits are whole kwacha. */
export function formatWholeKwacha(ngwee: Ngwee): string {
  return formatKwacha(ngwee).replace(/\.00$/, '');
}

/** 250 → '2.5%', 300 → '3.0%', as docs/product.md writes the rates. */
export function formatMonthlyRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(1)}%`;
}
