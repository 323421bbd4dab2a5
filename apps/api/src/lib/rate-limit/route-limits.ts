import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimitedError } from '../domain-errors';
import { formatWait } from './wait-text';

/**
 * Per-address ceilings (requests per window per client address) that only stop floods. Thousands of
 * Zambian phones share one carrier-grade NAT address, so these are set far above what a whole town does
 * on payday; the strict limits follow the account or identifier instead (identifier-limits.ts, and
 * docs/decisions/009-throttling-for-shared-addresses.md).
 */
export const ROUTE_LIMITS = {
  register: { max: 120, timeWindow: '1 minute' },
  login: { max: 300, timeWindow: '1 minute' },
  forgotPassword: { max: 120, timeWindow: '1 minute' },
  resendVerification: { max: 120, timeWindow: '1 minute' },
  resetPassword: { max: 120, timeWindow: '1 minute' },
  contact: { max: 60, timeWindow: '1 minute' },
  // Complaints with a file of up to 2 MB; the strict limit is per borrower (identifier-limits.ts).
  complaint: { max: 60, timeWindow: '1 minute' },
  // Identity photos of up to 8 MB; the strict limit is per borrower (identifier-limits.ts).
  kycUpload: { max: 60, timeWindow: '1 minute' },
  // Staff work from one office address: starting and confirming are separate buckets, each far above
  // what an office can do by hand.
  disbursementInitiate: { max: 120, timeWindow: '1 minute' },
  disbursementConfirm: { max: 120, timeWindow: '1 minute' },
  paymentInitiation: { max: 300, timeWindow: '1 minute' },
  // PDF statements, receipts and clearance letters; the strict limit is per person (identifier-limits.ts).
  documentDownload: { max: 300, timeWindow: '1 minute' },
  // Copies of a borrower's data; the strict limit is per borrower (identifier-limits.ts).
  dataExport: { max: 120, timeWindow: '1 minute' },
  // The payment form asks as the number is typed (debounced), from every phone behind one NAT address.
  networkDetect: { max: 600, timeWindow: '1 minute' },
  // Providers' callbacks and delivery reports: public, since providers cannot sign in; generous, since a
  // provider's few addresses send every callback (retries and bursts included) and a refused callback only
  // comes back later.
  webhook: { max: 600, timeWindow: '1 minute' },
  // USSD gateways: one address carries every borrower's every step; the limit that matters is per number.
  ussdGateway: { max: 6000, timeWindow: '1 minute' },
} as const;

export async function registerRouteLimits(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'kwacha:rl:' }),
    // These are flood ceilings only (docs/architecture.md §11): while Redis restarts they step aside rather
    // than fail every request with a 500. What guards accounts — the per-identifier limits — refuses with a
    // 503 meanwhile (attempt-store.ts).
    skipOnError: true,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new RateLimitedError(
        `Too many requests. Please wait ${formatWait(seconds)} before trying again.`,
        seconds,
      );
    },
  });
}
