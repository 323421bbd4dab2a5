import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { resourceIdSchema } from '@kwacha/shared/api/resource-id';
import {
  cardCheckoutSchema,
  PAYMENT_MESSAGES,
  paymentViewSchema,
} from '@kwacha/shared/payments/payment-view';
import { cardPaymentRequestSchema, collectionRequestSchema } from '@kwacha/shared/payments/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { LoanNotFoundError } from '../loans/loans.errors';
import { findLoanOfUser } from '../loans/loans.public';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { confirmCardPayment, startCardPayment } from './card-payment.service';
import { initiateCollection } from './initiate-payment.service';
import { toPaymentView } from './payment-view';
import { listPaymentsOfUser } from './payments.repository';

const verifiedBorrower = routeAccess({ tags: ['payments'], roles: ['user'], verifiedEmail: true });
const borrowerOnly = routeAccess({ tags: ['payments'], roles: ['user'] });
const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 100 characters.';

// Header names arrive lower-cased. Loose: the parsed headers replace the request's, and every other
// header (content negotiation, the session token) must pass through untouched. The key is the strong
// guarantee; docs/product.md's client sends none, and is protected by the same-payment window instead.
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .trim()
    .min(1, IDEMPOTENCY_KEY_MESSAGE)
    .max(100, IDEMPOTENCY_KEY_MESSAGE)
    .regex(/^[\x21-\x7e]+$/, IDEMPOTENCY_KEY_MESSAGE)
    .optional(),
});

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/collections/mobile-money',
    {
      ...verifiedBorrower({
        summary:
          "Repay one of the signed-in borrower's active or overdue loans by mobile money (one payment per Idempotency-Key; without one, the same payment repeated within 2 minutes is answered with the first)",
        headers: idempotencyHeaders,
        body: collectionRequestSchema,
        response: { 201: successEnvelope(paymentViewSchema) },
      }),
      config: { rateLimit: ROUTE_LIMITS.paymentInitiation },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      // Each request pushes a PIN prompt to a phone: limited per borrower, not per shared address.
      await consumeAttempt(app.ctx.attempts, `payment:borrower:${user.id}`, IDENTIFIER_LIMITS.paymentRequest);
      const payment = await initiateCollection(
        app.ctx,
        user,
        request.headers['idempotency-key'],
        request.body,
      );
      return reply.code(201).send(ok(toPaymentView(payment), PAYMENT_MESSAGES.initiatedTitle));
    },
  );

  app.post(
    '/collections/card',
    {
      ...verifiedBorrower({
        summary:
          "Repay one of the signed-in borrower's loans by card at the provider's hosted checkout: the pending payment and the checkout URL to send the browser to (one payment per Idempotency-Key; 409 CARD_PAYMENTS_OFF without the provider's public key; 503 PAYMENT_GATEWAY_NOT_READY when the provider cannot be reached)",
        headers: idempotencyHeaders,
        body: cardPaymentRequestSchema,
        response: { 201: successEnvelope(cardCheckoutSchema) },
      }),
      config: { rateLimit: ROUTE_LIMITS.paymentInitiation },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      await consumeAttempt(app.ctx.attempts, `payment:borrower:${user.id}`, IDENTIFIER_LIMITS.paymentRequest);
      const { payment, checkoutUrl } = await startCardPayment(
        app.ctx,
        user,
        request.headers['idempotency-key'],
        request.body,
      );
      return reply.code(201).send(ok({ payment: toPaymentView(payment), checkoutUrl }));
    },
  );

  app.get(
    '/payments/card/:reference',
    borrowerOnly({
      summary:
        "One of the signed-in borrower's card payments by our reference, after the checkout's redirect: while pending, our server asks the provider first (the browser's word counts for nothing); another's is a 404",
      params: z.strictObject({ reference: z.string().regex(/^PAY-[0-9A-F]{20}$/, 'Payment not found.') }),
      response: { 200: successEnvelope(paymentViewSchema) },
    }),
    async (request) => {
      const { user } = sessionOf(request);
      return ok(toPaymentView(await confirmCardPayment(app.ctx, user, request.params.reference)));
    },
  );

  app.get(
    '/payments',
    borrowerOnly({
      summary:
        "The signed-in borrower's payments, newest first; one loan's with ?loanId= (another's is a 404)",
      querystring: z.strictObject({ loanId: resourceIdSchema.optional() }),
      response: { 200: successEnvelope(z.array(paymentViewSchema)) },
    }),
    async (request) => {
      const { user } = sessionOf(request);
      const { loanId } = request.query;
      if (loanId !== undefined) {
        // Anything that is not one of this borrower's loans, well-formed or not, is simply not found.
        if (!(await findLoanOfUser(app.ctx.db, user.id, loanId))) {
          throw new LoanNotFoundError();
        }
      }
      const rows = await listPaymentsOfUser(app.ctx.db, user.id, loanId);
      return ok(rows.map(toPaymentView));
    },
  );
};
