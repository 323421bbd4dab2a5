import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  loanWriteOffSchema,
  WRITE_OFF_MESSAGES,
  waiverProposalSchema,
  writeOffEntrySchema,
  writeOffProposalSchema,
  writeOffRejectionSchema,
} from '@kwacha/shared/staff/write-offs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly, superuserOnly } from '../sessions/route-access';
import { loanParams } from './loan-params';
import { proposeWaiver } from './waivers.service';
import { approveWriteOff, loanWriteOff, proposeWriteOff, rejectWriteOff } from './write-offs.service';

/** Write-off, recovery and waiver (docs/product.md §23.6, docs/decisions/043 and 045). */
export const writeOffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/loans/:loanId/write-off',
    staffOnly({
      summary:
        "A loan's write-off: days past due, the threshold, whether it may be proposed, its proposals, and what is written off and recovered",
      params: loanParams,
      response: { 200: successEnvelope(loanWriteOffSchema) },
    }),
    async (request) => ok(await loanWriteOff(app.ctx.db, request.params.loanId)),
  );

  // The two proposals a loan can get: the same shape, each with its own rules in its service.
  const proposals = [
    {
      path: '/admin/loans/:loanId/write-off',
      summary:
        "Proposes writing off an overdue loan at least the collection rules' write-off days past due (never one's own loan; one pending per loan; audited)",
      body: writeOffProposalSchema,
      propose: proposeWriteOff,
      message: WRITE_OFF_MESSAGES.proposed,
    },
    {
      path: '/admin/loans/:loanId/waiver',
      summary:
        "Proposes waiving what a written-off loan still owes (never one's own loan; one pending proposal per loan; audited)",
      body: waiverProposalSchema,
      propose: proposeWaiver,
      message: WRITE_OFF_MESSAGES.waiverProposed,
    },
  ] as const;
  for (const proposal of proposals) {
    app.post(
      proposal.path,
      staffOnly({
        summary: proposal.summary,
        params: loanParams,
        body: proposal.body,
        response: { 201: successEnvelope(writeOffEntrySchema) },
      }),
      async (request, reply) => {
        const entry = await proposal.propose(app.ctx, {
          loanId: request.params.loanId,
          staffId: sessionOf(request).user.id,
          reason: request.body.reason,
        });
        return reply.code(201).send(ok(entry, proposal.message));
      },
    );
  }

  app.post(
    '/admin/write-offs/:id/approve',
    superuserOnly({
      summary:
        'Approves a pending write-off or waiver (superuser, never its proposer nor on their own loan). A write-off moves the receivables to the written-off account, the borrower still owes; a waiver forgives what is still owed and tells the borrower; audited',
      params: idParamsSchema,
      response: { 200: successEnvelope(writeOffEntrySchema) },
    }),
    async (request) => {
      const entry = await approveWriteOff(app.ctx, {
        id: request.params.id,
        staffId: sessionOf(request).user.id,
      });
      return ok(
        entry,
        entry.kind === 'waiver' ? WRITE_OFF_MESSAGES.waiverApproved : WRITE_OFF_MESSAGES.approved,
      );
    },
  );

  app.post(
    '/admin/write-offs/:id/reject',
    superuserOnly({
      summary:
        'Rejects a pending write-off or waiver (superuser, never its proposer), with an optional note; audited',
      params: idParamsSchema,
      body: writeOffRejectionSchema,
      response: { 200: successEnvelope(writeOffEntrySchema) },
    }),
    async (request) => {
      const entry = await rejectWriteOff(app.ctx, {
        id: request.params.id,
        staffId: sessionOf(request).user.id,
        reason: request.body.reason,
      });
      return ok(
        entry,
        entry.kind === 'waiver' ? WRITE_OFF_MESSAGES.waiverRejected : WRITE_OFF_MESSAGES.rejected,
      );
    },
  );
};
