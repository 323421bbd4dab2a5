import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { publicUserSchema } from '@kwacha/shared/auth/user';
import {
  CORRECTABLE_FIELD_LABELS,
  correctionRequestSchema,
  DATA_RIGHTS_MESSAGES,
  dataRightsRequestSchema,
  emailChangeSchema,
  erasureRequestSchema,
  erasureResultSchema,
} from '@kwacha/shared/data-rights/data-rights';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { changeOwnEmail, fileCorrection } from './corrections.service';
import { exportDataOf } from './data-export.service';
import { renderDataExportHtml } from './data-export-html';
import { requestsOf } from './data-rights.repository';
import { eraseAccount } from './erasure.service';
import { toRequestView } from './request-view';

const borrowerOnly = routeAccess({ tags: ['data rights'], roles: ['user'] });

/**
 * A borrower's rights under the Data Protection Act 2021 (docs/product.md §18): a copy of their data as
 * JSON or a readable page, erasure, an e-mail change, and a correction request for what only staff may
 * change. Verified or not: a person who never verified their address has rights too.
 */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const exportConfig = { rateLimit: ROUTE_LIMITS.dataExport };

  const exportFor = async (request: FastifyRequest) => {
    const { user } = sessionOf(request);
    await consumeAttempt(app.ctx.attempts, `data-export:user:${user.id}`, IDENTIFIER_LIMITS.dataExport);
    return exportDataOf(app.ctx.db, app.ctx.config, user, app.ctx.now());
  };

  app.get(
    '/me/data-export',
    {
      ...borrowerOnly({ summary: 'Everything we hold about the signed-in borrower, as a JSON file' }),
      config: exportConfig,
    },
    async (request, reply) => {
      const data = await exportFor(request);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="kwacha-my-data.json"')
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.get(
    '/me/data-export.html',
    {
      ...borrowerOnly({ summary: 'The same copy as one readable, self-contained HTML page' }),
      config: exportConfig,
    },
    async (request, reply) => {
      const data = await exportFor(request);
      return (
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-disposition', 'attachment; filename="kwacha-my-data.html"')
          .header('cache-control', 'no-store')
          // The page has its own inline style and nothing else: no script, no outside asset.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
          )
          .send(renderDataExportHtml(data))
      );
    },
  );

  app.get(
    '/me/data-rights-requests',
    borrowerOnly({
      summary: "The borrower's own data requests and their outcomes, newest first",
      response: { 200: successEnvelope(z.array(dataRightsRequestSchema)) },
    }),
    async (request) => ok((await requestsOf(app.ctx.db, sessionOf(request).user.id)).map(toRequestView)),
  );

  app.post(
    '/me/erasure-request',
    borrowerOnly({
      summary:
        'Erase the account (password again): refused with 409 while a loan is open or a payment in flight; ' +
        'otherwise personal data is cleared at once and loan records are kept for the retention period',
      body: erasureRequestSchema,
      response: { 200: successEnvelope(erasureResultSchema) },
    }),
    async (request) => {
      const result = await eraseAccount(app.ctx, sessionOf(request).user, request.body.password);
      return ok(result, result.explanation);
    },
  );

  app.put(
    '/me/email',
    borrowerOnly({
      summary: 'Change the e-mail address (password again); the new address must be verified',
      body: emailChangeSchema,
      response: { 200: successEnvelope(publicUserSchema) },
    }),
    async (request) =>
      ok(
        await changeOwnEmail(app.ctx, sessionOf(request).user, request.body),
        DATA_RIGHTS_MESSAGES.emailChanged,
      ),
  );

  app.post(
    '/me/correction-requests',
    borrowerOnly({
      summary: `Ask staff to correct the ${Object.values(CORRECTABLE_FIELD_LABELS).join(' or ')}`,
      body: correctionRequestSchema,
      response: { 201: successEnvelope(dataRightsRequestSchema) },
    }),
    async (request, reply) => {
      const row = await fileCorrection(app.ctx, sessionOf(request).user, request.body);
      return reply.code(201).send(ok(toRequestView(row), DATA_RIGHTS_MESSAGES.correctionFiled));
    },
  );
};
