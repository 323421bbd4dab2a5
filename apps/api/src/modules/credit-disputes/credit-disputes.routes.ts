import multipart from '@fastify/multipart';
import { errorDetail, ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  CREDIT_DISPUTE_MESSAGES,
  createCreditDisputeSchema,
  creditBureauOverviewSchema,
  creditDisputeCreatedSchema,
  resolveCreditDisputeSchema,
  staffCreditDisputeSchema,
} from '@kwacha/shared/credit-bureau/credit-disputes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationError } from '../../lib/domain-errors';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { MULTIPART_LIMITS, readComplaintForm } from '../complaints/complaints.public';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess, staffOnly } from '../sessions/route-access';
import {
  creditBureauOverview,
  openCreditDispute,
  resolveCreditDispute,
  staffDisputeOfComplaint,
} from './credit-disputes.service';

const borrowerOnly = routeAccess({ tags: ['credit-bureau'], roles: ['user'], verifiedEmail: true });

function parseDispute(input: unknown) {
  const parsed = createCreditDisputeSchema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw new ValidationError(
    parsed.error.issues.map((issue) =>
      errorDetail(issue.path.map(String).join('.') || 'body', issue.message),
    ),
  );
}

/** A borrower's disputes of what the credit bureau is told (docs/product.md §25.5). */
export const creditDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The complaints desk's upload rules: one PNG, JPEG or PDF up to 2 MB, checked by its bytes.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.get(
    '/credit-bureau/disputes',
    borrowerOnly({
      summary:
        "The signed-in borrower's loans the credit bureau is told about (paid out, with bureau consent) and their disputes",
      response: { 200: successEnvelope(creditBureauOverviewSchema) },
    }),
    async (request) => ok(await creditBureauOverview(app.ctx, sessionOf(request).user.id)),
  );

  app.post(
    '/credit-bureau/disputes',
    {
      ...borrowerOnly({
        summary:
          'Dispute the bureau record of one of your reported loans (multipart/form-data with loanId, reason and ' +
          'one optional attachment: PNG, JPEG or PDF up to 2 MB; or JSON without a file). Opens a complaints-desk ' +
          'case; another borrower’s loan is a 404, a second open dispute of the loan a 409',
        response: { 201: successEnvelope(creditDisputeCreatedSchema) },
      }),
      config: { rateLimit: ROUTE_LIMITS.complaint },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const form = request.isMultipart() ? await readComplaintForm(request) : undefined;
      const input = parseDispute(form ? form.fields : request.body);
      // A dispute is a complaint: the same per-borrower allowance (decision 009).
      await consumeAttempt(app.ctx.attempts, `complaint:borrower:${user.id}`, IDENTIFIER_LIMITS.complaint);
      const created = await openCreditDispute(app.ctx, user, input, form?.attachment);
      return reply.code(201).send(ok(created, CREDIT_DISPUTE_MESSAGES.received(created.complaintReference)));
    },
  );
};

/** What staff need of a dispute from the complaints desk (docs/product.md §25.5); audited actions. */
export const staffCreditDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/credit-bureau/disputes/by-complaint/:id',
    staffOnly({
      summary: 'The credit bureau dispute behind a complaints-desk case (404 when the case is not one)',
      params: idParamsSchema,
      response: { 200: successEnvelope(staffCreditDisputeSchema) },
    }),
    async (request) => ok(await staffDisputeOfComplaint(app.ctx, request.params.id)),
  );

  app.post(
    '/admin/credit-bureau/disputes/:id/resolve',
    staffOnly({
      summary:
        'Resolve a credit bureau dispute with its outcome (corrected or upheld) and the answer the borrower reads; resolves its complaints-desk case too (audited; 409 once resolved)',
      params: idParamsSchema,
      body: resolveCreditDisputeSchema,
      response: { 200: successEnvelope(staffCreditDisputeSchema) },
    }),
    async (request) =>
      ok(
        await resolveCreditDispute(app.ctx, sessionOf(request).user, request.params.id, request.body),
        CREDIT_DISPUTE_MESSAGES.resolved,
      ),
  );
};
