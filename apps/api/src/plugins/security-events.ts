import type { FastifyRequest } from 'fastify';
import type { ErrorKind } from '../lib/domain-errors';

/**
 * The security events the log carries, one line each, for an operator to alert on (docs/operations.md §6):
 * a failed proof of identity, a refused access, a request turned away by a limit.
 */
export type SecurityEvent = 'auth.failed' | 'access.denied' | 'rate.limited';

/** Codes that are a failed proof of identity though their status is 400: a wrong one-time code, a dead link. */
const FAILED_PROOF_CODES = new Set(['INVALID_OTP', 'INVALID_TOKEN', 'INVALID_TOTP_CODE']);

export function securityEventOf(kind: ErrorKind | 'rate_limited', code: string): SecurityEvent | undefined {
  if (kind === 'unauthenticated' || FAILED_PROOF_CODES.has(code)) return 'auth.failed';
  if (kind === 'forbidden') return 'access.denied';
  if (kind === 'rate_limited') return 'rate.limited';
  return undefined;
}

/**
 * Logs one security event under the request's id. It names the route by its pattern
 * (`/api/reset-password/:token`), never the URL a token or code may ride in, and the person only by their
 * account id when signed in: never the e-mail, username, phone, NRC, password or code that was tried.
 */
export function logSecurityEvent(request: FastifyRequest, event: SecurityEvent, code: string): void {
  request.log.warn(
    {
      event,
      code,
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      userId: request.auth?.user.id,
    },
    event === 'auth.failed'
      ? 'authentication failed'
      : event === 'access.denied'
        ? 'access refused'
        : 'rate limited',
  );
}
