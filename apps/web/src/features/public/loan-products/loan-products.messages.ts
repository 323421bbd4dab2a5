import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { NO_PRODUCTS_MESSAGE, PRODUCTS_LOAD_FAILED_MESSAGE } from '../../../lib/api/loan-products-texts';

/**
 * The Loan Products page (docs/product.md §3); the English is the page's as it has always read. The
 * products' names and descriptions come from the server and stay as it sends them.
 */
export const loanProductsMessages = defineMessages('loanProducts', {
  title: 'Loan Products',
  description:
    'Personal, home improvement, vehicle, education, medical and business loans from K10 to K50,000, over 1 to 12 months, from 2.0% a month.',
  lead: 'Six loans for the things that matter, all applied for online and paid to your mobile money.',
  chooseLoan: 'Choose the loan that fits',
  estimate: 'Estimate your monthly payment',
  loadFailed: PRODUCTS_LOAD_FAILED_MESSAGE,
  noProducts: NO_PRODUCTS_MESSAGE,
  feeNote:
    'Every loan has a service fee, taken from the amount paid out to you. Rates are monthly; your quote shows the full cost, including the annual percentage rate, before you apply.',
  feeNoteWithPercent:
    'Every loan has a {percent}% service fee, taken from the amount paid out to you. Rates are monthly; your quote shows the full cost, including the annual percentage rate, before you apply.',
});

/** One product's card. */
export const productCardMessages = defineMessages('loanProducts.card', {
  amount: 'Amount',
  term: 'Term',
  termMonths: '{min}–{max} months',
  monthlyRate: 'Monthly rate',
  rateFrom: 'from {rate}',
  applyNow: 'Apply Now',
  applyNowFor: 'for a {product}',
  loading: 'Loading loan products…',
});

/** The static sample calculator (docs/product.md §2): an illustration, not a quote. */
export const sampleCalculatorMessages = defineMessages('loanProducts.sample', {
  amount: 'Sample loan amount',
  period: 'Repayment period',
  months: '{count} months',
  monthlyPayment: 'Monthly payment',
  illustrative:
    'Illustrative example only: this figure does not change with the amount or period you pick. It is an estimate, not an offer. Your actual monthly payment depends on the product, amount and period, and is shown in your quote before you apply.',
});
