import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import { statementQuerySchema } from '@kwacha/shared/statements/statements';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import {
  clearanceLetter,
  type DocumentReader,
  loanStatement,
  type PdfFile,
  paymentReceipt,
} from './statements.service';

const borrowerOnly = routeAccess({ tags: ['documents'], roles: ['user'] });
const staffOnly = routeAccess({ tags: ['documents'], roles: ['admin', 'superuser'] });

/**
 * Loan statements, payment receipts and clearance letters as PDF (docs/product.md §13.7): the borrower's
 * own, and staff's for any borrower (audited). Another borrower's loan or payment is a 404.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: ROUTE_LIMITS.documentDownload };

  /** Each document is drawn on the server: limited per person, not per shared address. */
  const readerOf = async (request: FastifyRequest, role: DocumentReader['role']): Promise<DocumentReader> => {
    const { user } = sessionOf(request);
    await consumeAttempt(app.ctx.attempts, `document:user:${user.id}`, IDENTIFIER_LIMITS.documentDownload);
    return role === 'staff' ? { role, staffId: user.id } : { role, userId: user.id };
  };
  // Documents are dated on the business day (docs/product.md §14.5.1), like the loan views they agree with.
  const context = () => ({ db: app.ctx.db, now: app.ctx.businessClock.now() });
  const sendPdf = (reply: FastifyReply, file: PdfFile) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      // A statement holds personal data: never kept by a shared phone's or a proxy's cache.
      .header('cache-control', 'no-store')
      .send(file.bytes);

  for (const [role, prefix, access] of [
    ['borrower', '/loan-applications/:id', borrowerOnly],
    ['staff', '/loan-applications/admin/:id', staffOnly],
  ] as const) {
    const whose = role === 'staff' ? "any borrower's loan (staff; audited)" : "one of the borrower's loans";
    app.get(
      `${prefix}/statement.pdf`,
      {
        ...access({
          summary: `The statement of ${whose} for ?from=&to= (Lusaka days, both included; by default the whole loan to today)`,
          params: idParamsSchema,
          querystring: statementQuerySchema,
        }),
        config,
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await loanStatement(context(), await readerOf(request, role), request.params.id, request.query),
        ),
    );

    app.get(
      `${prefix}/clearance-letter.pdf`,
      {
        ...access({
          summary: `The clearance letter of ${whose} once it is fully repaid (409 before)`,
          params: idParamsSchema,
        }),
        config,
      },
      async (request, reply) =>
        sendPdf(reply, await clearanceLetter(context(), await readerOf(request, role), request.params.id)),
    );
  }

  for (const [role, path, access] of [
    ['borrower', '/payments/:id/receipt.pdf', borrowerOnly],
    ['staff', '/payments/admin/:id/receipt.pdf', staffOnly],
  ] as const) {
    app.get(
      path,
      {
        ...access({
          summary: `The receipt of ${role === 'staff' ? "any borrower's" : "one of the borrower's"} successful payments (409 for a payment not received)`,
          params: idParamsSchema,
        }),
        config,
      },
      async (request, reply) =>
        sendPdf(reply, await paymentReceipt(context(), await readerOf(request, role), request.params.id)),
    );
  }
};
