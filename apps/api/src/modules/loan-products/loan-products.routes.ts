import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { loanProductListSchema, loanTermsSchema } from '@kwacha/shared/loans/loan-product-view';
import { quoteRequestSchema, quoteResponseSchema } from '@kwacha/shared/loans/loan-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listProducts, loanTerms, quoteForProduct } from './loan-products.service';

export const loanProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loan-products',
    {
      schema: {
        tags: ['loans'],
        summary: 'Loan products with their limits and monthly rates',
        response: { 200: successEnvelope(loanProductListSchema) },
      },
    },
    async () => ok(await listProducts(app.ctx.db)),
  );

  // Public, like the products: the apply page quotes live in the browser with the fee in force.
  app.get(
    '/loan-products/terms',
    {
      schema: {
        tags: ['loans'],
        summary: 'The service fee and late-fee rule every new quote shares',
        response: { 200: successEnvelope(loanTermsSchema) },
      },
    },
    async () => ok(await loanTerms(app.ctx.db)),
  );

  // Public on purpose: anyone may see an honest quote before signing up.
  app.post(
    '/loan-applications/quote',
    {
      schema: {
        tags: ['loans'],
        summary: 'Quote a loan: fee, instalment, total interest and repayable, APR, full schedule',
        body: quoteRequestSchema,
        response: { 200: successEnvelope(quoteResponseSchema) },
      },
    },
    async (request) => ok(await quoteForProduct(app.ctx.db, request.body, app.ctx.now())),
  );
};
