import type { FastifyRequest } from 'fastify';
import type { ConsentOrigin } from './consent.service';

export const USER_AGENT_MAX_LENGTH = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * The "from where" of a consent record: the client's address (the proxy's X-Forwarded-For only for
 * addresses in TRUST_PROXY, as Fastify resolves request.ip) and its browser, cut to 200 characters and
 * without control characters (the header is whatever the client chose to send).
 */
export function consentOrigin(request: FastifyRequest): ConsentOrigin {
  const header = request.headers['user-agent'];
  const userAgent = (Array.isArray(header) ? header[0] : header)
    ?.replace(CONTROL_CHARACTERS, '')
    .trim()
    .slice(0, USER_AGENT_MAX_LENGTH);
  return { ip: request.ip || null, userAgent: userAgent || null };
}
