import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  assignComplaintSchema,
  COMPLAINT_MESSAGES,
  complaintNoteRequestSchema,
  resolveComplaintSchema,
  staffComplaintSchema,
  staffComplaintSummarySchema,
  staffComplaintsQuerySchema,
  staffPersonSchema,
} from '@kwacha/shared/complaints/complaints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import {
  acknowledgeComplaint,
  addComplaintNote,
  assignableStaff,
  assignComplaint,
  resolveComplaint,
  staffComplaint,
  staffQueue,
} from './staff-complaints.service';

const answer = { 200: successEnvelope(staffComplaintSchema) };

/** The complaints queue (docs/product.md §17.5): admins and superusers; every action audited. */
export const staffComplaintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/complaints',
    staffOnly({
      summary:
        'Complaints by status (default: not resolved), optionally only overdue ones, nearest deadline first',
      querystring: staffComplaintsQuerySchema,
      response: { 200: successEnvelope(z.array(staffComplaintSummarySchema)) },
    }),
    async (request) => ok(await staffQueue(app.ctx, request.query)),
  );

  app.get(
    '/admin/complaints/assignees',
    staffOnly({
      summary: 'Active admins and superusers a complaint can be assigned to',
      response: { 200: successEnvelope(z.array(staffPersonSchema)) },
    }),
    async () => ok(await assignableStaff(app.ctx.db)),
  );

  app.get(
    '/admin/complaints/:id',
    staffOnly({
      summary: "One complaint with the borrower's contact, the loan and payment it names, and staff notes",
      params: idParamsSchema,
      response: answer,
    }),
    async (request) => ok(await staffComplaint(app.ctx.db, request.params.id, app.ctx.now())),
  );

  app.post(
    '/admin/complaints/:id/acknowledge',
    staffOnly({
      summary:
        'Acknowledge an open complaint (the borrower is told; audited; 409 once acknowledged or resolved)',
      params: idParamsSchema,
      response: answer,
    }),
    async (request) =>
      ok(
        await acknowledgeComplaint(app.ctx, sessionOf(request).user, request.params.id),
        COMPLAINT_MESSAGES.acknowledged,
      ),
  );

  app.post(
    '/admin/complaints/:id/assign',
    staffOnly({
      summary: 'Assign a complaint to an active member of staff (audited; 409 once resolved)',
      params: idParamsSchema,
      body: assignComplaintSchema,
      response: answer,
    }),
    async (request) =>
      ok(
        await assignComplaint(app.ctx, sessionOf(request).user, request.params.id, request.body.assigneeId),
        COMPLAINT_MESSAGES.assigned,
      ),
  );

  app.post(
    '/admin/complaints/:id/notes',
    staffOnly({
      summary: 'Add an internal note (never shown to the borrower; audited)',
      params: idParamsSchema,
      body: complaintNoteRequestSchema,
      response: answer,
    }),
    async (request) =>
      ok(
        await addComplaintNote(app.ctx, sessionOf(request).user, request.params.id, request.body),
        COMPLAINT_MESSAGES.noteAdded,
      ),
  );

  app.post(
    '/admin/complaints/:id/resolve',
    staffOnly({
      summary:
        'Resolve a complaint with the answer the borrower reads (told by bell and e-mail; audited; 409 twice)',
      params: idParamsSchema,
      body: resolveComplaintSchema,
      response: answer,
    }),
    async (request) =>
      ok(
        await resolveComplaint(app.ctx, sessionOf(request).user, request.params.id, request.body),
        COMPLAINT_MESSAGES.resolved,
      ),
  );
};
