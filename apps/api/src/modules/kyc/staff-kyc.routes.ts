import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  kycPendingDeletionsSchema,
  kycQueuePageSchema,
  kycQueueQuerySchema,
  kycReviewSchema,
  kycSettingViewSchema,
  kycUserDocumentParamsSchema,
  kycUserParamsSchema,
  requestAnotherPhotoSchema,
} from '@kwacha/shared/kyc/kyc';
import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import { readIdentityCheckRules } from '../settings/settings.service';
import { sendPhoto } from './kyc.routes';
import { pendingDeletionsView } from './photo-deletions';
import {
  approveKyc,
  type IdentityApprovedListener,
  kycQueue,
  requestAnotherPhoto,
  reviewKyc,
  staffPhoto,
} from './staff-kyc.service';

const answer = { 200: successEnvelope(kycReviewSchema) };

/** Identity checks for staff (docs/product.md §20.4): admins and superusers; every view and decision audited. */
export const staffKycRoutes: FastifyPluginAsyncZod<{ onIdentityApproved: IdentityApprovedListener }> = async (
  app,
  { onIdentityApproved },
) => {
  app.get(
    '/admin/kyc',
    staffOnly({
      summary:
        'Borrowers by identity-check status (default submitted), oldest submission first, in keyset pages (cursor, limit 1–100, default 50)',
      querystring: kycQueueQuerySchema,
      response: { 200: successEnvelope(kycQueuePageSchema) },
    }),
    async (request) => ok(await kycQueue(app.ctx, request.query)),
  );

  app.get(
    '/admin/kyc-settings',
    staffOnly({
      summary:
        'Whether disbursement waits for approved identity documents (for the staff warning; superusers change it in settings)',
      response: { 200: successEnvelope(kycSettingViewSchema) },
    }),
    async () => ok(await readIdentityCheckRules(app.ctx.db)),
  );

  app.get(
    '/admin/kyc-pending-deletions',
    staffOnly({
      summary:
        'Identity photos still to be removed from the S3-compatible store (count, and the oldest 100 with tries, last error and next try)',
      response: { 200: successEnvelope(kycPendingDeletionsSchema) },
    }),
    async () => ok(await pendingDeletionsView(app.ctx.db)),
  );

  app.get(
    '/admin/kyc/:userId',
    staffOnly({
      summary: "A borrower's registration details beside their identity photos (audited: kyc.viewed)",
      params: kycUserParamsSchema,
      response: answer,
    }),
    async (request) => ok(await reviewKyc(app.ctx, sessionOf(request).user, request.params.userId)),
  );

  app.get(
    '/admin/kyc/:userId/documents/:kind',
    staffOnly({
      summary: "One of a borrower's identity photos (image/jpeg, no-store; audited: kyc.document_viewed)",
      params: kycUserDocumentParamsSchema,
    }),
    async (request, reply) =>
      sendPhoto(
        reply,
        await staffPhoto(app.ctx, sessionOf(request).user, request.params.userId, request.params.kind),
      ),
  );

  app.post(
    '/admin/kyc/:userId/approve',
    staffOnly({
      summary:
        'Approve submitted identity documents (409 KYC_NOT_SUBMITTED otherwise; audited; borrower told)',
      params: kycUserParamsSchema,
      response: answer,
    }),
    async (request) =>
      ok(
        await approveKyc(app.ctx, sessionOf(request).user, request.params.userId, onIdentityApproved),
        KYC_MESSAGES.approved,
      ),
  );

  app.post(
    '/admin/kyc/:userId/request-another-photo',
    staffOnly({
      summary:
        'Ask the borrower for another photo of one kind, with a reason they read (audited; borrower told)',
      params: kycUserParamsSchema,
      body: requestAnotherPhotoSchema,
      response: answer,
    }),
    async (request) =>
      ok(
        await requestAnotherPhoto(app.ctx, sessionOf(request).user, request.params.userId, request.body),
        KYC_MESSAGES.anotherPhotoRequested,
      ),
  );
};
