import type { UserRole } from '@kwacha/shared/auth/user';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthenticatedError } from '../../lib/domain-errors';
import { type ActiveSession, resolveSession } from './sessions';
import { EmailNotVerifiedError } from './sessions.errors';

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

export function requireRole(...roles: UserRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!roles.includes(sessionOf(request).user.role)) {
      throw new ForbiddenError('You do not have permission to perform this action.');
    }
  };
}

export async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).user.isEmailVerified) {
    throw new EmailNotVerifiedError('Please verify your email address to continue.');
  }
}
