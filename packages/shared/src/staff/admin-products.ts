import { z } from 'zod';
import { singleLineText } from '../validation/typed-text';
import { kwachaField, percentField, wholeNumberField } from './settings';

/**
 * Loan products as a superuser edits them (docs/product.md §14.5). The rules keep the public pages' claims
 * true (docs/product.md §1, §9): every amount within K10–K50,000, every term within 1–12 months.
 */
export const PRODUCT_BOUNDS = {
  amountKwacha: { min: 10, max: 50_000 },
  months: { min: 1, max: 12 },
  monthlyRatePercent: { min: 0.01, max: 10 },
  nameLength: { min: 3, max: 60 },
  descriptionLength: { max: 200 },
} as const;

const B = PRODUCT_BOUNDS;
const AMOUNT_MESSAGE = 'Please enter an amount from K10 to K50,000.';
const MONTHS_MESSAGE = 'Please enter a whole number of months from 1 to 12.';
export const LAST_ACTIVE_PRODUCT_MESSAGE = 'At least one product must stay active.';
export const productNameTakenMessage = (name: string) => `A product called ${name} already exists.`;

/** A product id made from its name: 'Solar Loan' → 'solar-loan'. Ids never change once made. */
export function productIdFromName(name: string): string {
  // NFKD splits accents off their letters ('ñ' → 'n' + '~'); they are dropped, not turned into dashes.
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** PUT /api/admin/products/{id} and POST /api/admin/products: every field, the whole product. */
export const productRequestSchema = z
  .strictObject({
    name: singleLineText('Please enter the product name.')
      .transform((name) => name.trim().replace(/\s+/g, ' '))
      .pipe(
        z
          .string()
          .min(1, 'Please enter the product name.')
          .min(B.nameLength.min, 'Product names are 3 to 60 characters.')
          .max(B.nameLength.max, 'Product names are 3 to 60 characters.')
          .refine((name) => /[a-z]/i.test(name), 'Product names need at least one letter.'),
      ),
    description: singleLineText('Please enter a short description.')
      .trim()
      .min(1, 'Please enter a short description.')
      .max(B.descriptionLength.max, 'Descriptions are at most 200 characters.'),
    minAmount: kwachaField(AMOUNT_MESSAGE, B.amountKwacha),
    maxAmount: kwachaField(AMOUNT_MESSAGE, B.amountKwacha),
    minMonths: wholeNumberField(MONTHS_MESSAGE, B.months),
    maxMonths: wholeNumberField(MONTHS_MESSAGE, B.months),
    monthlyRatePercent: percentField('Please enter a monthly rate from 0.01% to 10%.', B.monthlyRatePercent),
    active: z.boolean({ error: 'Please say whether the product is offered (true) or not (false).' }),
  })
  .superRefine((p, ctx) => {
    if (p.maxAmount < p.minAmount) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxAmount'],
        message: 'The maximum amount cannot be below the minimum.',
      });
    }
    if (p.maxMonths < p.minMonths) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxMonths'],
        message: 'The longest term cannot be shorter than the shortest.',
      });
    }
  });
export type ProductRequest = z.input<typeof productRequestSchema>;
export type ProductCommand = z.output<typeof productRequestSchema>;

/** GET /api/admin/products: every product, offered or not, in the order the public pages show them. */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  minMonths: z.number().int(),
  maxMonths: z.number().int(),
  monthlyRatePercent: z.number(),
  active: z.boolean(),
});
export type AdminProductView = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.array(adminProductSchema);

/** Path ids are issued slugs; anything else is a product that exists nowhere (a 404, never a 500). */
export const productIdParamsSchema = z.object({
  id: z
    .string()
    .max(100)
    .transform((id) => (/^[a-z0-9][a-z0-9-]{0,49}$/.test(id) ? id : '')),
});

export const PRODUCT_SAVED_MESSAGE = 'Product saved.';
export const PRODUCT_ADDED_MESSAGE = 'Product added.';
