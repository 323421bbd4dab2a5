import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  borrowerRestructureAnswerSchema,
  borrowerRestructureSchema,
  restructureAnswerSchema,
} from '@kwacha/shared/loans/restructure-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentOrigin } from '../consent/consent-origin';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { answerRestructure, borrowerRestructure } from './restructures.service';

const borrowerOnly = routeAccess({ tags: ['loans'], roles: ['user'] });

/** The borrower's side of a restructure on their own loan (docs/product.md §23.7). */
export const borrowerRestructureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loan-applications/:id/restructure',
    borrowerOnly({
      summary:
        "On one of the signed-in borrower's loans: the restructure waiting for their answer or for approval, with the new schedule, key facts and the wording to accept",
      params: idParamsSchema,
      response: { 200: successEnvelope(borrowerRestructureAnswerSchema) },
    }),
    async (request) => {
      const restructure = await borrowerRestructure(
        app.ctx.db,
        request.params.id,
        sessionOf(request).user.id,
      );
      return ok({ restructure });
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/loan-applications/:id/restructure/${answer}`,
      borrowerOnly({
        summary:
          answer === 'accept'
            ? 'The borrower accepts the proposed restructure, recording the wording version read, the time, address and browser; it then waits for staff approval'
            : 'The borrower declines the proposed restructure; the plan in force stays',
        params: idParamsSchema,
        body: restructureAnswerSchema,
        response: { 200: successEnvelope(borrowerRestructureSchema) },
      }),
      async (request) => {
        const restructure = await answerRestructure(app.ctx, {
          loanId: request.params.id,
          userId: sessionOf(request).user.id,
          accept: answer === 'accept',
          wordingVersion: request.body.wordingVersion,
          origin: consentOrigin(request),
        });
        return ok(
          restructure,
          answer === 'accept'
            ? 'Thank you: you accepted the new plan. It takes effect once we approve it.'
            : 'You declined the new plan: your current plan stays.',
        );
      },
    );
  }
};
