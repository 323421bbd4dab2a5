import multipart from '@fastify/multipart';
import { errorDetail, ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  COMPLAINT_MESSAGES,
  complaintCreatedSchema,
  complaintViewSchema,
  createComplaintSchema,
} from '@kwacha/shared/complaints/complaints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../lib/domain-errors';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { MULTIPART_LIMITS, readComplaintForm } from './complaint-upload';
import { complaintAttachment, complaintOf, complaintsOf, raiseComplaint } from './complaints.service';

const borrowerOnly = routeAccess({ tags: ['complaints'], roles: ['user'], verifiedEmail: true });
const signedIn = routeAccess({ tags: ['complaints'] });

function parseComplaint(input: unknown) {
  const parsed = createComplaintSchema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw new ValidationError(
    parsed.error.issues.map((issue) =>
      errorDetail(issue.path.map(String).join('.') || 'body', issue.message),
    ),
  );
}

/** Complaints of the signed-in borrower (docs/product.md §17.2–17.4); the attachment also for staff. */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes read multipart forms; everywhere else the API still takes JSON alone.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/complaints',
    {
      ...borrowerOnly({
        summary:
          'Raise a complaint or dispute (multipart/form-data with category, description, optional loanId, ' +
          'paymentId and one attachment: PNG, JPEG or PDF up to 2 MB, checked by content; or JSON without a file)',
        response: { 201: successEnvelope(complaintCreatedSchema) },
      }),
      config: { rateLimit: ROUTE_LIMITS.complaint },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const form = request.isMultipart() ? await readComplaintForm(request) : undefined;
      const input = parseComplaint(form ? form.fields : request.body);
      // Counted once the form is readable, per borrower: one address may be a whole town's (decision 009).
      await consumeAttempt(app.ctx.attempts, `complaint:borrower:${user.id}`, IDENTIFIER_LIMITS.complaint);
      const complaint = await raiseComplaint(app.ctx, user, input, form?.attachment);
      return reply
        .code(201)
        .send(
          ok(
            { id: complaint.id, reference: complaint.reference },
            COMPLAINT_MESSAGES.received(complaint.reference),
          ),
        );
    },
  );

  app.get(
    '/complaints',
    borrowerOnly({
      summary: "The signed-in borrower's complaints, newest first (at most 100)",
      response: { 200: successEnvelope(z.array(complaintViewSchema)) },
    }),
    async (request) => ok(await complaintsOf(app.ctx, sessionOf(request).user.id)),
  );

  app.get(
    '/complaints/:id',
    borrowerOnly({
      summary: "One of the borrower's complaints: status, deadlines and resolution (another's is a 404)",
      params: idParamsSchema,
      response: { 200: successEnvelope(complaintViewSchema) },
    }),
    async (request) => ok(await complaintOf(app.ctx, sessionOf(request).user.id, request.params.id)),
  );

  app.get(
    '/complaints/:id/attachment',
    signedIn({
      summary: "A complaint's attachment: for its borrower and for staff only (another borrower gets 404)",
      params: idParamsSchema,
    }),
    async (request, reply) => {
      const file = await complaintAttachment(app.ctx, sessionOf(request).user, request.params.id);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.downloadName}"`)
          // A receipt or a letter holds personal data: no shared phone's or proxy's cache keeps it.
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.content)
      );
    },
  );
};
