import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * The six seeded products' names and descriptions (packages/db/migrations/0003_seed_loan_products.sql),
 * keyed by product id, for translation (docs/product.md §22.2). A superuser can rename a product or
 * rewrite its description: the translation is shown only while the stored English is still this one,
 * otherwise the words as typed (use-product-text.ts). The English must stay the seed's, byte for byte.
 */
export const productNameMessages = defineMessages('products.name', {
  personal: 'Personal Loan',
  'home-improvement': 'Home Improvement Loan',
  vehicle: 'Vehicle Loan',
  education: 'Education Loan',
  medical: 'Medical Loan',
  business: 'Business Loan',
});

export const productDescriptionMessages = defineMessages('products.description', {
  personal: 'For everyday needs, emergencies and planned purchases.',
  'home-improvement': 'Repairs, extensions, solar power and water for your home.',
  vehicle: 'Buy or repair a car, motorbike or minibus.',
  education: 'School and university fees, books and uniforms.',
  medical: 'Hospital bills, medicines and treatment for you and your family.',
  business: 'Stock, equipment and working capital for your small business.',
});
