import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  collectionAssignRequestSchema,
  collectionAssignResultSchema,
  collectionCaseSchema,
  collectionCollectorsSchema,
  collectionQueueQuerySchema,
  collectionQueueSchema,
  contactEntrySchema,
  contactRequestSchema,
} from '@kwacha/shared/staff/collections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import { assignCollector, collectionCase } from './collection-cases.service';
import { collectionQueue, collectors } from './collection-queue.service';
import { logContact } from './contacts.service';
import { loanParams } from './loan-params';

/** The collections desk (docs/product.md §23): the queue, assignment, each loan's case and contacts. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/collections',
    staffOnly({
      summary:
        'The collections queue: loans past due, most days past due (or most overdue) first, filtered and keyset-paged',
      querystring: collectionQueueQuerySchema,
      response: { 200: successEnvelope(collectionQueueSchema) },
    }),
    async (request) => ok(await collectionQueue(app.ctx, sessionOf(request).user.id, request.query)),
  );

  app.get(
    '/admin/collections/collectors',
    staffOnly({
      summary: 'Active admins and superusers a loan can be assigned to',
      response: { 200: successEnvelope(collectionCollectorsSchema) },
    }),
    async () => ok(await collectors(app.ctx.db)),
  );

  app.post(
    '/admin/collections/assign',
    staffOnly({
      summary:
        'Assign loans past due to a collector, or to nobody (null); all or none; audited per loan (409 for a loan not past due)',
      body: collectionAssignRequestSchema,
      response: { 200: successEnvelope(collectionAssignResultSchema) },
    }),
    async (request) => {
      const result = await assignCollector(app.ctx, sessionOf(request).user.id, request.body);
      return ok(result, result.assigned === 1 ? 'Loan assigned.' : `${result.assigned} loans assigned.`);
    },
  );

  app.get(
    '/admin/collections/:loanId',
    staffOnly({
      summary:
        "One loan's case: collector, contacts and promises newest first, and why a contact would be refused now",
      params: loanParams,
      response: { 200: successEnvelope(collectionCaseSchema) },
    }),
    async (request) => ok(await collectionCase(app.ctx, request.params.loanId)),
  );

  app.post(
    '/admin/collections/:loanId/contacts',
    staffOnly({
      summary:
        'Log a call or visit, or send a template by SMS or e-mail in the borrower’s language; fair-collection rules refuse with 409; audited',
      params: loanParams,
      body: contactRequestSchema,
      response: { 201: successEnvelope(contactEntrySchema) },
    }),
    async (request, reply) => {
      const entry = await logContact(app.ctx, sessionOf(request).user, request.params.loanId, request.body);
      reply.code(201);
      return ok(entry, request.body.template ? 'Message sent.' : 'Contact recorded.');
    },
  );
};
