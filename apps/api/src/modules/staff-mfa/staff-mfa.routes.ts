import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  TOTP_TEXTS,
  totpConfirmRequestSchema,
  totpDisableRequestSchema,
  totpEnrolmentSchema,
  totpRecoveryCodesSchema,
  totpStatusSchema,
} from '@kwacha/shared/staff/staff-totp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { disableTotp } from './disable.service';
import { confirmEnrolment, startEnrolment, totpStatus } from './enrolment.service';
import type { StaffMfaContext } from './staff-mfa.context';

/**
 * A staff member's authenticator app (docs/product.md §15.8): every staff member may set one up; a
 * superuser must when STAFF_TOTP_REQUIRED is on, so these routes answer them before they have one.
 */
const staffSettingUp = routeAccess({ tags: ['staff'], roles: ['admin', 'superuser'], totpSetup: true });
const noBody = z.strictObject({}).nullish();

export const staffMfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): StaffMfaContext => app.ctx;

  app.get(
    '/staff/totp',
    staffSettingUp({
      summary: 'Whether the signed-in staff member has an authenticator app, and must',
      response: { 200: successEnvelope(totpStatusSchema) },
    }),
    async (request) => ok(await totpStatus(ctx(), sessionOf(request))),
  );

  app.post(
    '/staff/totp/enrolment',
    staffSettingUp({
      summary: 'Start setting up an authenticator app: a new secret, as a QR code and as text',
      body: noBody,
      response: { 200: successEnvelope(totpEnrolmentSchema) },
    }),
    async (request) => ok(await startEnrolment(ctx(), sessionOf(request).user), TOTP_TEXTS.enrolmentStarted),
  );

  app.post(
    '/staff/totp/enrolment/confirm',
    {
      ...staffSettingUp({
        summary: "Confirm the setup with the app's first code; answers the recovery codes, once",
        body: totpConfirmRequestSchema,
        response: { 200: successEnvelope(totpRecoveryCodesSchema) },
      }),
      config: { rateLimit: ROUTE_LIMITS.login },
    },
    async (request) =>
      ok(
        await confirmEnrolment(ctx(), sessionOf(request), request.body.code, request.ip),
        TOTP_TEXTS.enabled,
      ),
  );

  app.post(
    '/staff/totp/disable',
    {
      ...staffSettingUp({
        summary: 'Turn the authenticator app off with the password and a current code (not for superusers)',
        body: totpDisableRequestSchema,
        response: { 200: successEnvelope(z.null()) },
      }),
      config: { rateLimit: ROUTE_LIMITS.login },
    },
    async (request) => {
      await disableTotp(ctx(), sessionOf(request), request.body, request.ip);
      return ok(null, TOTP_TEXTS.disabled);
    },
  );
};
