import type { Executor, LoanProduct } from '@kwacha/db';
import { errorDetail } from '@kwacha/shared/api/envelope';
import { lusakaToday } from '@kwacha/shared/identity/age';
import type { LoanProductView, LoanTermsView } from '@kwacha/shared/loans/loan-product-view';
import type { QuoteRequest, QuoteResponse } from '@kwacha/shared/loans/loan-products';
import { quoteLoan } from '@kwacha/shared/loans/loan-quote';
import { formatKwacha, kwachaToNgwee, ngweeToKwacha } from '@kwacha/shared/money/money';
import { basisPointsToPercent } from '@kwacha/shared/staff/settings';
import { ValidationError } from '../../lib/domain-errors';
import { readFeeRules, readLateFeeRule } from '../settings/settings.service';
import { ProductNotFoundError } from './loan-products.errors';
import { findProductById, listActiveProducts, type PublicProductRow } from './loan-products.repository';

export function toProductView(p: PublicProductRow): LoanProductView {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    minAmount: ngweeToKwacha(p.minAmount),
    maxAmount: ngweeToKwacha(p.maxAmount),
    minMonths: p.minMonths,
    maxMonths: p.maxMonths,
    monthlyRatePercent: p.monthlyRateBasisPoints / 100,
  };
}

export async function listProducts(db: Executor): Promise<LoanProductView[]> {
  return (await listActiveProducts(db)).map(toProductView);
}

/** The product's limits, with messages that name them. */
export function checkProductLimits(product: LoanProduct, amount: number, months: number): void {
  const details = [];
  if (amount < product.minAmount || amount > product.maxAmount) {
    details.push(
      errorDetail(
        'amount',
        `${product.name} amounts are from ${formatKwacha(product.minAmount)} to ${formatKwacha(product.maxAmount)}.`,
      ),
    );
  }
  if (months < product.minMonths || months > product.maxMonths) {
    details.push(
      errorDetail(
        'duration',
        `${product.name} terms are from ${product.minMonths} to ${product.maxMonths} months.`,
      ),
    );
  }
  if (details.length > 0) throw new ValidationError(details);
}

/** GET /api/loan-products/terms: the fee and late-fee rule new quotes are made with (docs/product.md §14.5). */
export async function loanTerms(db: Executor): Promise<LoanTermsView> {
  const fees = await readFeeRules(db);
  const lateFee = await readLateFeeRule(db);
  return {
    serviceFeePercent: basisPointsToPercent(fees.serviceFeeBasisPoints),
    lateFeePercent: basisPointsToPercent(lateFee.lateFeeBasisPoints),
    lateFeeGraceDays: lateFee.graceDays,
  };
}

export const productNotOfferedMessage = (name: string) =>
  `${name} is no longer offered. Please choose another loan product.`;

/**
 * A product new quotes and applications may use. One a superuser stopped offering is refused on the field
 * with its name; loans already made on it carry on (they keep their own snapshot of its terms).
 */
export async function loadProductForQuote(db: Executor, productId: string): Promise<LoanProduct> {
  const product = await findProductById(db, productId);
  if (!product) throw new ProductNotFoundError('That loan product does not exist.');
  if (!product.isActive) {
    throw new ValidationError([errorDetail('productId', productNotOfferedMessage(product.name))]);
  }
  return product;
}

/** A quote as if the money arrived today (Lusaka); the real schedule starts on the disbursement date. */
export async function quoteForProduct(
  db: Executor,
  request: QuoteRequest,
  now: Date,
): Promise<QuoteResponse> {
  const product = await loadProductForQuote(db, request.productId);
  const amount = kwachaToNgwee(request.amount);
  checkProductLimits(product, amount, request.duration);
  const { serviceFeeBasisPoints } = await readFeeRules(db);
  const quote = quoteLoan({
    amount,
    months: request.duration,
    monthlyRateBasisPoints: product.monthlyRateBasisPoints,
    serviceFeeBasisPoints,
    startDate: lusakaToday(now),
  });
  return {
    productId: product.id,
    productName: product.name,
    amount: ngweeToKwacha(quote.amount),
    duration: quote.months,
    monthlyRatePercent: product.monthlyRateBasisPoints / 100,
    serviceFeePercent: basisPointsToPercent(quote.serviceFeeBasisPoints),
    serviceFee: ngweeToKwacha(quote.serviceFee),
    amountReceived: ngweeToKwacha(quote.amountReceived),
    monthlyInstalment: ngweeToKwacha(quote.instalment),
    totalInterest: ngweeToKwacha(quote.totalInterest),
    totalRepayable: ngweeToKwacha(quote.totalRepayable),
    aprPercent: quote.aprBasisPoints / 100,
    firstPaymentDate: quote.firstDueDate,
    schedule: quote.schedule.map((line) => ({
      number: line.number,
      dueDate: line.dueDate,
      instalment: ngweeToKwacha(line.instalment),
      principal: ngweeToKwacha(line.principal),
      interest: ngweeToKwacha(line.interest),
      balanceAfter: ngweeToKwacha(line.balanceAfter),
    })),
  };
}
