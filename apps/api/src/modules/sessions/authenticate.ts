import type { UserRole } from '@kwacha/shared/auth/user';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthenticatedError } from '../../lib/domain-errors';
import { type ActiveSession, resolveSession } from './sessions';
import { EmailNotVerifiedError, TotpRequiredError } from './sessions.errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: ActiveSession;
  }
}

/** The bearer token from `x-auth-token` (what the web app sends) or `Authorization: Bearer`. */
export function readAuthToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-token'];
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct?.trim()) return direct.trim();
  const authorization = request.headers.authorization;
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1];
}

/** preHandler: a valid session is required; the request gets `auth` (session id and user). */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = readAuthToken(request);
  const { ctx } = request.server;
  const session = token
    ? await resolveSession(
        {
          db: ctx.db,
          secret: ctx.config.sessionSecret,
          previousSecret: ctx.config.sessionSecretPrevious,
          now: ctx.now(),
        },
        token,
      )
    : undefined;
  if (!session) throw new UnauthenticatedError('Authentication required. Please log in.');
  request.auth = session;
}

/** The authenticated session of a request that went through `authenticate`. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw new UnauthenticatedError('Authentication required. Please log in.');
  return request.auth;
}

/**
 * The session's role must be one of `roles`. A superuser must also have signed in with an authenticator
 * app code when STAFF_TOTP_REQUIRED is on (decision 057), except on `totpSetup` routes: those that let
 * them set one up.
 */
export function requireRole(roles: readonly UserRole[], { totpSetup = false }: { totpSetup?: boolean } = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = sessionOf(request);
    if (!roles.includes(session.user.role)) {
      throw new ForbiddenError('You do not have permission to perform this action.');
    }
    if (totpSetup || session.user.role !== 'superuser' || session.totpVerified) return;
    if (request.server.ctx.config.staffTotpRequired) throw new TotpRequiredError();
  };
}

export async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).user.isEmailVerified) {
    throw new EmailNotVerifiedError('Please verify your email address to continue.');
  }
}
