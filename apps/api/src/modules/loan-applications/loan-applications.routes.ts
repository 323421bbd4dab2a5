import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import { applyRequestSchema } from '@kwacha/shared/loans/apply-request';
import { loanViewSchema } from '@kwacha/shared/loans/loan-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentOrigin } from '../consent/consent.public';
import { NO_MONEY, toLoanView, toLoanViewWithMoney } from '../loan-views/loan-view';
import { loansWithMoneyOfUser, loanWithMoneyOfUser } from '../loan-views/loan-views.public';
import { LoanNotFoundError } from '../loans/loans.errors';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { applicationMessage, applyForLoan } from './apply.service';

const borrowerOnly = routeAccess({ tags: ['loans'], roles: ['user'] });

export const loanApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loan-applications/apply',
    borrowerOnly({
      summary: 'Apply for a loan (verified borrowers; eligibility checked on the server)',
      body: applyRequestSchema,
      response: { 201: successEnvelope(loanViewSchema) },
    }),
    async (request, reply) => {
      const loan = await applyForLoan(app.ctx, sessionOf(request).user, request.body, consentOrigin(request));
      // The product's name as quoted is in the snapshot: no second query for the new row.
      return reply
        .code(201)
        .send(
          ok(
            toLoanView(loan, loan.quoteSnapshot.productName, NO_MONEY, app.ctx.businessClock.now()),
            applicationMessage(loan.status),
          ),
        );
    },
  );

  app.get(
    '/loan-applications/my-loans',
    borrowerOnly({
      summary: "The signed-in borrower's loans, newest first",
      response: { 200: successEnvelope(z.array(loanViewSchema)) },
    }),
    async (request) => {
      const rows = await loansWithMoneyOfUser(app.ctx.db, sessionOf(request).user.id);
      const now = app.ctx.businessClock.now();
      return ok(rows.map((row) => toLoanViewWithMoney(row, now)));
    },
  );

  app.get(
    '/loan-applications/:id',
    borrowerOnly({
      summary: "One of the signed-in borrower's loans (another borrower's loan is a 404)",
      params: idParamsSchema,
      response: { 200: successEnvelope(loanViewSchema) },
    }),
    async (request) => {
      // Anything that is not one of this borrower's loan ids, well-formed or not, is simply not found.
      const row = await loanWithMoneyOfUser(app.ctx.db, sessionOf(request).user.id, request.params.id);
      if (!row) throw new LoanNotFoundError();
      return ok(toLoanViewWithMoney(row, app.ctx.businessClock.now()));
    },
  );
};
