import type { UserRole } from '@kwacha/shared/auth/user';
import type { FastifySchema } from 'fastify';
import { authenticate, requireRole, requireVerifiedEmail } from './authenticate';

/** Who may call a group of signed-in routes, and the OpenAPI tags they are listed under. */
export interface RouteAccess {
  tags: string[];
  /** The roles allowed; without it, anyone signed in. */
  roles?: readonly UserRole[];
  /** Also refuse a borrower whose e-mail address is not verified yet (after the role check). */
  verifiedEmail?: boolean;
  /** The routes that set up an authenticator app: a superuser may call them before having one. */
  totpSetup?: boolean;
}

/** The session token in `x-auth-token` (the `authToken` scheme in plugins/api-docs.ts). */
const security = [{ authToken: [] }];

/**
 * The options of a signed-in route, from who may call it and its schema:
 * `const staff = routeAccess({ tags: ['staff'], roles: ['admin', 'superuser'] })`, then
 * `app.get(url, staff({ summary, querystring, response }), handler)`. A route that also has a rate limit
 * spreads it: `{ ...staff({ … }), config: { rateLimit } }`. The schema keeps its own type, so the zod type
 * provider still types the handler's `request.params`, `query` and `body`.
 */
export function routeAccess({ tags, roles, verifiedEmail = false, totpSetup = false }: RouteAccess) {
  return <Schema extends FastifySchema>(schema: Schema) => ({
    onRequest: [
      authenticate,
      ...(roles ? [requireRole(roles, { totpSetup })] : []),
      ...(verifiedEmail ? [requireVerifiedEmail] : []),
    ],
    schema: { tags, security, ...schema },
  });
}

/** The back office (docs/product.md §6): admins and superusers; a borrower gets 403. */
export const staffOnly = routeAccess({ tags: ['staff'], roles: ['admin', 'superuser'] });

/** Back-office routes for superusers alone (docs/product.md §6); an admin gets 403. */
export const superuserOnly = routeAccess({ tags: ['staff'], roles: ['superuser'] });
