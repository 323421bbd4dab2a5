import { type AdminProductView, productRequestSchema } from '@kwacha/shared/staff/admin-products';
import { z } from 'zod';
import {
  changesBetween,
  describeChanges,
  kwachaFromText,
  kwachaText,
  numberFromText,
  percentText,
} from './setting-forms';

/** What the product dialog holds, as typed; in the order of the dialog (the first invalid one takes the focus). */
export interface ProductFormValues {
  name: string;
  description: string;
  minAmount: string;
  maxAmount: string;
  minMonths: string;
  maxMonths: string;
  monthlyRatePercent: string;
  active: boolean;
}

/** The dialog's schema: text → numbers → the shared schema the API validates with. */
export const productForm = z
  .object({
    name: z.string(),
    description: z.string(),
    minAmount: z.string(),
    maxAmount: z.string(),
    minMonths: z.string(),
    maxMonths: z.string(),
    monthlyRatePercent: z.string(),
    active: z.boolean(),
  })
  .transform((v) => ({
    name: v.name,
    description: v.description,
    minAmount: kwachaFromText(v.minAmount),
    maxAmount: kwachaFromText(v.maxAmount),
    minMonths: numberFromText(v.minMonths),
    maxMonths: numberFromText(v.maxMonths),
    monthlyRatePercent: numberFromText(v.monthlyRatePercent),
    active: v.active,
  }))
  .pipe(productRequestSchema);

export type ProductFields = Omit<AdminProductView, 'id'>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  minAmount: '',
  maxAmount: '',
  minMonths: '',
  maxMonths: '',
  monthlyRatePercent: '',
  active: true,
};

export function productFormValues(p: ProductFields): ProductFormValues {
  return {
    name: p.name,
    description: p.description,
    minAmount: String(p.minAmount),
    maxAmount: String(p.maxAmount),
    minMonths: String(p.minMonths),
    maxMonths: String(p.maxMonths),
    monthlyRatePercent: String(p.monthlyRatePercent),
    active: p.active,
  };
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const PRODUCT_FIELDS: readonly { label: string; show: (p: ProductFields) => string }[] = [
  { label: 'Name', show: (p) => p.name },
  { label: 'Description', show: (p) => p.description },
  { label: 'Minimum amount', show: (p) => kwachaText(p.minAmount) },
  { label: 'Maximum amount', show: (p) => kwachaText(p.maxAmount) },
  { label: 'Shortest term (months)', show: (p) => String(p.minMonths) },
  { label: 'Longest term (months)', show: (p) => String(p.maxMonths) },
  { label: 'Monthly rate', show: (p) => percentText(p.monthlyRatePercent) },
  { label: 'Offered', show: (p) => yesNo(p.active) },
];

export const NEW_QUOTES_ONLY =
  'New quotes and applications use it at once; loans already applied for keep the terms they were quoted.';

/** The confirmation of a change: each field that changes, before → after. */
export function describeProductChange(before: ProductFields, after: ProductFields): string {
  return `${describeChanges(changesBetween(before, after, PRODUCT_FIELDS))} ${NEW_QUOTES_ONLY}`;
}

/** The confirmation of a new product: every field as it will be. */
export function describeNewProduct(p: ProductFields): string {
  return `${PRODUCT_FIELDS.map(({ label, show }) => `${label}: ${show(p)}.`).join(' ')} ${
    p.active ? 'Borrowers can apply for it at once.' : 'It is not offered until you turn it on.'
  }`;
}

/** The facts of a row: 'K10.00 – K50,000.00', '1–12 months', '2.5% a month'. */
export const productFacts = (p: ProductFields) => ({
  amounts: `${kwachaText(p.minAmount)} – ${kwachaText(p.maxAmount)}`,
  terms: `${p.minMonths}–${p.maxMonths} months`,
  rate: `${percentText(p.monthlyRatePercent)} a month`,
});
