import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { lusakaToday } from '@kwacha/shared/identity/age';
import {
  auditLogExportQuerySchema,
  auditLogFilterChoicesSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '@kwacha/shared/staff/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../sessions/route-access';
import { auditLogFilterChoices, listAuditLog } from './audit-log.service';
import { auditCsvFileName, auditLogCsv } from './audit-log-csv';

/** The audit log (docs/product.md §14.9): admins and superusers, read only. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    staffOnly({
      summary:
        'Every recorded action, newest first (keyset pages), by actor, action, loan, user and Lusaka days',
      querystring: auditLogQuerySchema,
      response: { 200: successEnvelope(auditLogPageSchema) },
    }),
    async (request) => ok(await listAuditLog(app.ctx.db, request.query)),
  );

  app.get(
    '/admin/audit/filters',
    staffOnly({
      summary: 'The choices of the audit log filters: staff accounts and the actions recorded',
      response: { 200: successEnvelope(auditLogFilterChoicesSchema) },
    }),
    async () => ok(await auditLogFilterChoices(app.ctx.db)),
  );

  app.get(
    '/admin/audit/export',
    staffOnly({
      summary: 'The filtered audit log as CSV (Lusaka times; at most 50,000 records, newest first)',
      querystring: auditLogExportQuerySchema,
    }),
    async (request, reply) => {
      const fileName = auditCsvFileName(request.query, lusakaToday(app.ctx.now()));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(auditLogCsv(app.ctx.db, request.query, { logger: request.log }));
    },
  );
};
