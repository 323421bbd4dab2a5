import multipart from '@fastify/multipart';
import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { kycKindParamsSchema } from '@kwacha/shared/kyc/kyc';
import { KYC_MESSAGES, kycViewSchema } from '@kwacha/shared/kyc/kyc-view';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { kycViewOf, photoOf, submitKyc, uploadKycPhoto } from './kyc.service';
import { KYC_MULTIPART_LIMITS, readKycUpload } from './kyc-upload';

const borrowerOnly = routeAccess({ tags: ['kyc'], roles: ['user'], verifiedEmail: true });

/** An identity photo: never cached by a shared phone's browser or a proxy, never sniffed as anything else. */
export function sendPhoto(reply: FastifyReply, jpeg: Buffer) {
  return reply
    .header('content-type', 'image/jpeg')
    .header('content-disposition', 'inline; filename="photo.jpg"')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(jpeg);
}

/** The borrower's own identity check (docs/product.md §20.2–20.3). */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes read multipart forms (complaints register their own, with their own limits).
  await app.register(multipart, { limits: KYC_MULTIPART_LIMITS, throwFileSizeLimit: true });
  const answer = { 200: successEnvelope(kycViewSchema) };

  app.get(
    '/kyc',
    borrowerOnly({
      summary: "The signed-in borrower's identity check: status, staff's reason and the photos uploaded",
      response: answer,
    }),
    async (request) => ok(await kycViewOf(app.ctx.db, sessionOf(request).user.id)),
  );

  app.put(
    '/kyc/documents/:kind',
    {
      ...borrowerOnly({
        summary:
          'Upload one identity photo (multipart/form-data, field `file`: JPEG, PNG or WebP by content, at most ' +
          "8 MB); replaces that kind's earlier photo. Stored re-encoded as JPEG without metadata, encrypted",
        params: kycKindParamsSchema,
        response: answer,
      }),
      config: { rateLimit: ROUTE_LIMITS.kycUpload },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const upload = await readKycUpload(request);
      // Per borrower, not per address: one address may be a whole town's (decision 009).
      await consumeAttempt(app.ctx.attempts, `kyc-upload:borrower:${user.id}`, IDENTIFIER_LIMITS.kycUpload);
      return ok(await uploadKycPhoto(app.ctx, user.id, request.params.kind, upload), KYC_MESSAGES.uploaded);
    },
  );

  app.post(
    '/kyc/submit',
    borrowerOnly({
      summary: 'Send the three photos for checking (400 KYC_INCOMPLETE while one is missing)',
      response: answer,
    }),
    async (request) => ok(await submitKyc(app.ctx, sessionOf(request).user.id), KYC_MESSAGES.submitted),
  );

  app.get(
    '/kyc/documents/:kind',
    borrowerOnly({
      summary: "One of the borrower's own photos as stored (image/jpeg, no-store); 404 when none",
      params: kycKindParamsSchema,
    }),
    async (request, reply) =>
      sendPhoto(reply, await photoOf(app.ctx, sessionOf(request).user.id, request.params.kind)),
  );
};
