import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  buildSubmissionSchema,
  builtSubmissionSchema,
  CREDIT_REPORTING_MESSAGES,
  submissionListSchema,
  submissionParamsSchema,
  submissionRejectsSchema,
  submissionSchema,
} from '@kwacha/shared/staff/credit-reporting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly, superuserOnly } from '../sessions/route-access';
import { businessToday } from '../settings/settings.public';
import {
  markSent,
  submissionFile,
  submissionRejects,
  submissions,
  submissionView,
} from './credit-reporting.service';
import { buildSubmission } from './submission-build.service';

/**
 * The monthly file for the credit bureau (docs/product.md §25.3): admins read the submissions and their
 * rejects; a superuser builds a month, downloads its file and marks it sent (each audited).
 */
export const creditReportingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/credit-bureau/submissions',
    staffOnly({
      summary: "Every month's bureau file, newest first, with its counts, and the last month that has ended",
      response: { 200: successEnvelope(submissionListSchema) },
    }),
    async () => ok(await submissions(app.ctx)),
  );

  app.post(
    '/admin/credit-bureau/submissions',
    superuserOnly({
      summary:
        "Builds a month's bureau file, or builds it again while it is not sent (superuser; 409 for a month not ended or a file sent); audited",
      body: buildSubmissionSchema,
      response: { 200: successEnvelope(builtSubmissionSchema) },
    }),
    async (request) => {
      const { month } = request.body;
      const today = await businessToday(app.ctx);
      const built = await buildSubmission(app.ctx, { month, staffId: sessionOf(request).user.id, today });
      return ok(
        { submission: submissionView(built.submission), rejects: built.rejects },
        CREDIT_REPORTING_MESSAGES.built(month),
      );
    },
  );

  app.get(
    '/admin/credit-bureau/submissions/:id/rejects',
    staffOnly({
      summary: "The records left out of a month's file, each with its reason code and message",
      params: submissionParamsSchema,
      response: { 200: successEnvelope(submissionRejectsSchema) },
    }),
    async (request) => ok({ rejects: await submissionRejects(app.ctx.db, request.params.id) }),
  );

  app.get(
    '/admin/credit-bureau/submissions/:id/file',
    superuserOnly({
      summary: "The month's file as the bureau takes it, streamed from the stored copy (superuser; audited)",
      params: submissionParamsSchema,
    }),
    async (request, reply) => {
      const file = await submissionFile(app.ctx, {
        id: request.params.id,
        staffId: sessionOf(request).user.id,
      });
      return reply
        .header('content-type', 'text/plain; charset=us-ascii')
        .header('content-length', String(file.submission.fileBytes))
        .header('x-content-sha256', file.submission.sha256)
        .header('content-disposition', `attachment; filename="${file.submission.fileName}"`)
        .send(file.body);
    },
  );

  app.post(
    '/admin/credit-bureau/submissions/:id/sent',
    superuserOnly({
      summary: "Marks a month's file sent to the bureau (superuser; 409 when it was already); audited",
      params: submissionParamsSchema,
      response: { 200: successEnvelope(submissionSchema) },
    }),
    async (request) => {
      const sent = await markSent(app.ctx, { id: request.params.id, staffId: sessionOf(request).user.id });
      return ok(sent, CREDIT_REPORTING_MESSAGES.sent(sent.month));
    },
  );
};
