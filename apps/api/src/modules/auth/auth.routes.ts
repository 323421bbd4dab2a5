import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registrationRequestSchema,
  resetPasswordRequestSchema,
  secretTokenSchema,
} from '@kwacha/shared/auth/auth-requests';
import { publicUserSchema } from '@kwacha/shared/auth/user';
import { TOTP_CHALLENGE_MESSAGE, totpLoginRequestSchema } from '@kwacha/shared/staff/staff-totp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLanguage } from '../../lib/answer-language/answer-language';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { consentOrigin } from '../consent/consent-origin';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { endSession } from '../sessions/sessions';
import type { AuthContext } from './auth.context';
import {
  EMAIL_VERIFIED_MESSAGE,
  resendVerification,
  VERIFICATION_SENT_MESSAGE,
  verifyEmail,
} from './email-verification.service';
import { login, loginWithCode } from './login.service';
import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_SUCCESS_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service';
import { toPublicUser } from './public-user';
import { REGISTRATION_SUCCESS_MESSAGE, registerBorrower } from './registration.service';

const sessionPayload = z.object({ token: z.string(), user: publicUserSchema });
/**
 * SPEC's `{ token, user }`; or, for staff with an authenticator app, only the challenge fields
 * (docs/product.md §15.8). One object with optional fields rather than a union, so the compiled
 * serializer writes exactly what Zod writes.
 */
const loginPayload = z.object({
  token: z.string().optional(),
  user: publicUserSchema.optional(),
  totpRequired: z.literal(true).optional(),
  challengeToken: z.string().optional(),
  expiresInSeconds: z.number().int().optional(),
});
const noData = z.null();
const tags = ['auth'];
const LOGIN_SUCCESS = 'Login successful!';
const signedIn = routeAccess({ tags });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): AuthContext => app.ctx;

  app.post(
    '/register',
    {
      config: { rateLimit: ROUTE_LIMITS.register },
      schema: {
        tags,
        summary: 'Register a borrower; sends the verification e-mail',
        body: registrationRequestSchema,
        response: { 201: successEnvelope(z.object({ email: z.string() })) },
      },
    },
    async (request, reply) => {
      await registerBorrower(ctx(), request.body, consentOrigin(request), answerLanguage(request));
      return reply.code(201).send(ok({ email: request.body.email }, REGISTRATION_SUCCESS_MESSAGE));
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: ROUTE_LIMITS.login },
      schema: {
        tags,
        summary: 'Log in with e-mail or username',
        body: loginRequestSchema,
        response: { 200: successEnvelope(loginPayload) },
      },
    },
    async (request) => {
      const answer = await login(ctx(), request.body, request.ip);
      return ok(answer, 'totpRequired' in answer ? TOTP_CHALLENGE_MESSAGE : LOGIN_SUCCESS);
    },
  );

  app.post(
    '/login/totp',
    {
      config: { rateLimit: ROUTE_LIMITS.login },
      schema: {
        tags,
        summary: "Staff sign-in's second step: the password step's challenge and an authenticator code",
        body: totpLoginRequestSchema,
        response: { 200: successEnvelope(sessionPayload) },
      },
    },
    async (request) => ok(await loginWithCode(ctx(), request.body, request.ip), LOGIN_SUCCESS),
  );

  app.get(
    '/me',
    signedIn({
      summary: 'The signed-in user',
      response: { 200: successEnvelope(publicUserSchema) },
    }),
    async (request) => {
      const { user, sessionId } = sessionOf(request);
      return ok({ ...toPublicUser(user), firstVisit: user.firstSessionId === sessionId });
    },
  );

  app.post(
    '/logout',
    signedIn({
      summary: 'End this session on the server',
      response: { 200: successEnvelope(noData) },
    }),
    async (request) => {
      await endSession(
        { db: ctx().db, secret: ctx().config.sessionSecret, now: ctx().now() },
        sessionOf(request).sessionId,
      );
      return ok(null, 'You have been logged out.');
    },
  );

  app.get(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Use an e-mail verification link; answers with a session token',
        querystring: z.object({ token: secretTokenSchema }),
        response: { 200: successEnvelope(sessionPayload).extend({ token: z.string() }) },
      },
    },
    async (request) => {
      const result = await verifyEmail(ctx(), request.query.token);
      return { ...ok(result, EMAIL_VERIFIED_MESSAGE), token: result.token };
    },
  );

  app.post(
    '/resend-verification-email',
    {
      ...signedIn({
        summary: 'Send a new verification e-mail to the signed-in user',
        body: z.strictObject({}).nullish(),
        response: { 200: successEnvelope(noData) },
      }),
      config: { rateLimit: ROUTE_LIMITS.resendVerification },
    },
    async (request) => {
      await resendVerification(ctx(), sessionOf(request).user);
      return ok(null, VERIFICATION_SENT_MESSAGE);
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: ROUTE_LIMITS.forgotPassword },
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer for unknown addresses)',
        body: forgotPasswordRequestSchema,
        response: { 200: successEnvelope(noData) },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx(), request.body.email);
      return ok(null, FORGOT_PASSWORD_MESSAGE);
    },
  );

  app.post(
    '/reset-password/:token',
    {
      config: { rateLimit: ROUTE_LIMITS.resetPassword },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session',
        params: z.object({ token: secretTokenSchema }),
        body: resetPasswordRequestSchema,
        response: { 200: successEnvelope(noData) },
      },
    },
    async (request) => {
      await resetPassword(ctx(), request.params.token, request.body.password);
      return ok(null, RESET_SUCCESS_MESSAGE);
    },
  );
};
