import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  restructureListSchema,
  restructureProposalSchema,
  restructureRequestSchema,
} from '@kwacha/shared/loans/restructure-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import { loanParams } from './loan-params';
import {
  approveRestructure,
  proposeRestructure,
  rejectRestructure,
  restructuresOfLoanView,
} from './restructures.service';

/** Restructuring on the staff side (docs/product.md §23.7): propose, see, approve or reject. */
export const restructureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/loans/:loanId/restructures',
    staffOnly({
      summary:
        "A loan's restructure proposals, newest first, with the borrower's answer and the old schedule",
      params: loanParams,
      response: { 200: successEnvelope(restructureListSchema) },
    }),
    async (request) => ok({ restructures: await restructuresOfLoanView(app.ctx.db, request.params.loanId) }),
  );

  app.post(
    '/admin/loans/:loanId/restructures',
    staffOnly({
      summary:
        'Proposes new terms for an active or overdue loan: a longer term (1–12 more months) or a payment holiday (1–3 months); the new schedule and key facts are computed on the business date; one live proposal per loan (audited)',
      params: loanParams,
      body: restructureRequestSchema,
      response: { 201: successEnvelope(restructureProposalSchema) },
    }),
    async (request, reply) => {
      const proposal = await proposeRestructure(app.ctx, {
        loanId: request.params.loanId,
        staffId: sessionOf(request).user.id,
        request: request.body,
      });
      return reply
        .code(201)
        .send(ok(proposal, 'The restructure is proposed: it waits for the borrower to accept it.'));
    },
  );

  app.post(
    '/admin/restructures/:id/approve',
    staffOnly({
      summary:
        'Approves a restructure the borrower accepted (never by its proposer): the new schedule takes effect, the ledger moves what is owed onto it, the borrower is told (audited)',
      params: idParamsSchema,
      response: { 200: successEnvelope(restructureProposalSchema) },
    }),
    async (request) =>
      ok(
        await approveRestructure(app.ctx, { id: request.params.id, staffId: sessionOf(request).user.id }),
        'The restructure is approved and in force.',
      ),
  );

  app.post(
    '/admin/restructures/:id/reject',
    staffOnly({
      summary:
        'Rejects a live restructure (by another member of staff), or withdraws it (by its proposer: cancelled) (audited)',
      params: idParamsSchema,
      response: { 200: successEnvelope(restructureProposalSchema) },
    }),
    async (request) => {
      const proposal = await rejectRestructure(app.ctx, {
        id: request.params.id,
        staffId: sessionOf(request).user.id,
      });
      return ok(
        proposal,
        proposal.status === 'cancelled' ? 'The restructure is withdrawn.' : 'The restructure is rejected.',
      );
    },
  );
};
