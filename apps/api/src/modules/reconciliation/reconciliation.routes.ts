import multipart from '@fastify/multipart';
import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  RECONCILIATION_MESSAGES,
  RESOLVED_LINE_MESSAGE,
  resolveStatementLineSchema,
  STATEMENT_MAX_BYTES,
  statementDetailSchema,
  statementLineSchema,
  statementListQuerySchema,
  statementListSchema,
} from '@kwacha/shared/staff/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly, superuserOnly } from '../sessions/route-access';
import { resolveStatementLine } from './resolve-line.service';
import { readStatementUpload, STATEMENT_MULTIPART_LIMITS } from './statement-upload';
import { listStatements, statementDetail } from './statements.service';
import { uploadStatement } from './upload-statement.service';

/**
 * Provider reconciliation (docs/product.md §24.7): a superuser uploads statements and resolves what did not
 * match; admins read.
 */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes read multipart forms here; everywhere else the API still takes JSON alone.
  await app.register(multipart, { limits: STATEMENT_MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/admin/reconciliation/statements',
    superuserOnly({
      summary:
        `Upload a provider's settlement statement (multipart/form-data: provider and one CSV file, at most ${STATEMENT_MAX_BYTES / 1024 / 1024} MB) ` +
        'and match each line with our payments and payouts; 400 naming each bad line, nothing stored; the same file again changes nothing (200); audited; nothing booked',
      response: { 200: successEnvelope(statementDetailSchema), 201: successEnvelope(statementDetailSchema) },
    }),
    async (request, reply) => {
      const form = await readStatementUpload(request);
      const { statement, created } = await uploadStatement(app.ctx, {
        ...form,
        staffId: sessionOf(request).user.id,
      });
      const message = created
        ? RECONCILIATION_MESSAGES.uploaded
        : RECONCILIATION_MESSAGES.uploadedBefore(statement.uploadedAt.slice(0, 10));
      return reply.code(created ? 201 : 200).send(ok(statement, message));
    },
  );

  app.get(
    '/admin/reconciliation/statements',
    staffOnly({
      summary: 'Uploaded provider statements, newest first, with their counts by result (keyset paging)',
      querystring: statementListQuerySchema,
      response: { 200: successEnvelope(statementListSchema) },
    }),
    async (request) => ok(await listStatements(app.ctx.db, request.query)),
  );

  app.get(
    '/admin/reconciliation/statements/:id',
    staffOnly({
      summary:
        "One statement: every line by result (matched, amount differs, only theirs, only ours, not settled) and each day's totals against our clearing accounts",
      params: idParamsSchema,
      response: { 200: successEnvelope(statementDetailSchema) },
    }),
    async (request) => ok(await statementDetail(app.ctx.db, request.params.id)),
  );

  app.post(
    '/admin/reconciliation/lines/:id/resolution',
    superuserOnly({
      summary:
        'Resolve a line that did not match: send their settled repayment to flagged payments, or note it as investigated (audited; the same resolution again changes nothing)',
      params: idParamsSchema,
      body: resolveStatementLineSchema,
      response: { 200: successEnvelope(statementLineSchema) },
    }),
    async (request) => {
      const line = await resolveStatementLine(
        app.ctx,
        sessionOf(request).user,
        request.params.id,
        request.body,
      );
      return ok(line, RESOLVED_LINE_MESSAGE[request.body.action]);
    },
  );
};
