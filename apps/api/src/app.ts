import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { dailyBusinessJobs } from './bootstrap';
import type { AppContext } from './context';
import { requestChildLogger } from './lib/log-redaction/request-log';
import { registerMetrics } from './lib/metrics/metrics-plugin';
import { registerRouteLimits } from './lib/rate-limit/route-limits';
import { withRequestId } from './lib/request-context';
import { responseSerializerCompiler } from './lib/response-serializer';
import { accountingRoutes } from './modules/accounting/accounting.routes';
import { adminLoanRoutes } from './modules/admin-loans/admin-loans.routes';
import { disbursementRoutes } from './modules/admin-loans/disbursement.routes';
import { payoutCorrectionRoutes } from './modules/admin-loans/payout-corrections.routes';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { bankRoutes } from './modules/banks/banks.routes';
import { campaignRoutes } from './modules/campaigns/campaigns.routes';
import { borrowerCollectionRoutes } from './modules/collections/borrower-collections.routes';
import { borrowerRestructureRoutes } from './modules/collections/borrower-restructure.routes';
import { collectionRoutes } from './modules/collections/collections.routes';
import { promiseRoutes } from './modules/collections/promises.routes';
import { restructureRoutes } from './modules/collections/restructures.routes';
import { writeOffRoutes } from './modules/collections/write-offs.routes';
import { complaintRoutes } from './modules/complaints/complaints.routes';
import { staffComplaintRoutes } from './modules/complaints/staff-complaints.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { creditCheckRoutes } from './modules/credit-checks/credit-checks.routes';
import {
  creditDisputeRoutes,
  staffCreditDisputeRoutes,
} from './modules/credit-disputes/credit-disputes.routes';
import { creditReportingRoutes } from './modules/credit-reporting/credit-reporting.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes';
import { staffDataRightsRoutes } from './modules/data-rights/staff-data-rights.routes';
import { emailManagementRoutes } from './modules/email-management/email-management.routes';
import { flaggedPaymentRoutes } from './modules/flagged-payments/flagged-payments.routes';
import { healthRoutes } from './modules/health/health.routes';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { staffKycRoutes } from './modules/kyc/staff-kyc.routes';
import { languagePreferenceRoutes } from './modules/languages/language-preference.routes';
import { loanApplicationRoutes } from './modules/loan-applications/loan-applications.routes';
import { decideWaitingApplication } from './modules/loan-decisions/instant-approval.service';
import { loanDecisionRoutes } from './modules/loan-decisions/loan-decisions.routes';
import { adminProductRoutes } from './modules/loan-products/admin-products.routes';
import { loanProductRoutes } from './modules/loan-products/loan-products.routes';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { mobileNetworkRoutes } from './modules/mobile-network/mobile-network.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { paymentChannelRoutes } from './modules/payment-channels/payment-channels.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { payoffRoutes } from './modules/payoff/payoff.routes';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes';
import { businessDateRoutes } from './modules/settings/business-date.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { smsAdminRoutes } from './modules/sms/sms-admin.routes';
import { smsDeliveryRoutes } from './modules/sms/sms-delivery.routes';
import { smsPreferenceRoutes } from './modules/sms/sms-preference.routes';
import { staffMfaRoutes } from './modules/staff-mfa/staff-mfa.routes';
import { statementRoutes } from './modules/statements/statements.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { ussdAfricasTalkingRoutes, ussdGatewayRoutes, ussdPinRoutes } from './modules/ussd/ussd.routes';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { registerApiDocs, registerApiDocsRoute } from './plugins/api-docs';
import { errorEnvelope, registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { isSpaRequest, registerWebApp } from './plugins/web-app';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

// Nothing in this API takes more than a registration form; anything larger is refused with 413.
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  logger: FastifyBaseLogger;
  /** Serve the built web app from this folder (default apps/web/dist, when it exists). */
  webDistDir?: string | false;
  /** Proxy addresses whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy?: string | boolean;
  /** Per-address route limits; on unless a test turns them off to make many requests from one address. */
  routeLimits?: boolean;
}

/** Builds the Fastify application without listening, so tests can `inject` requests into it. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Our id for every request; a client's own X-Request-Id is only logged beside it (request-log.ts).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    childLoggerFactory: requestChildLogger,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('ctx', ctx);
  // Jobs queued while answering a request carry its id (lib/request-context.ts, docs/architecture.md §16).
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck: ctx.config.nodeEnv !== 'production' }));
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // API answers hold sessions, personal data and balances: no browser or proxy may keep them.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  // Plugins such as @fastify/rate-limit push their hooks onto a route's onRequest array; when two
  // routes share one array (a `staffOnly` constant), the second route would inherit the first's limit.
  app.addHook('onRoute', (route) => {
    if (Array.isArray(route.onRequest)) route.onRequest = [...route.onRequest];
    if (Array.isArray(route.preHandler)) route.preHandler = [...route.preHandler];
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, { https: ctx.config.appUrl.startsWith('https://') });
  registerMetrics(app);
  // Answers up to 64 kB are compressed in one call (syncThreshold; the plugin's default on 2 cores is far
  // lower): through a stream, a borrower's loans cost several times the CPU and went out in chunks. Brotli
  // at quality 3 rather than the plugin's 4: slightly larger answers for much less CPU (docs/performance.md
  // §7; `npm run bench:routes` measures My Loans both ways). The web app's files are compressed at build
  // time, at full quality.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
      },
    },
  });
  if (ctx.config.apiDocs) await registerApiDocs(app);
  if (options.routeLimits !== false) await registerRouteLimits(app, ctx.redis);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(staffMfaRoutes);
      await api.register(contactRoutes);
      await api.register(loanProductRoutes);
      await api.register(loanApplicationRoutes);
      await api.register(adminLoanRoutes);
      await api.register(dashboardRoutes);
      await api.register(disbursementRoutes);
      await api.register(payoutCorrectionRoutes);
      await api.register(loanDecisionRoutes);
      await api.register(notificationRoutes);
      await api.register(consentRoutes);
      await api.register(settingsRoutes);
      // Moving the business date runs the daily jobs, which live in modules above settings.
      await api.register(businessDateRoutes, { dailyJobs: dailyBusinessJobs(ctx) });
      await api.register(adminProductRoutes);
      await api.register(creditCheckRoutes);
      await api.register(adminUserRoutes);
      await api.register(campaignRoutes);
      await api.register(statisticsRoutes);
      await api.register(accountingRoutes);
      await api.register(auditLogRoutes);
      await api.register(flaggedPaymentRoutes);
      await api.register(reconciliationRoutes);
      await api.register(creditReportingRoutes);
      await api.register(complaintRoutes);
      await api.register(staffComplaintRoutes);
      await api.register(creditDisputeRoutes);
      await api.register(staffCreditDisputeRoutes);
      await api.register(collectionRoutes);
      await api.register(promiseRoutes);
      await api.register(writeOffRoutes);
      await api.register(borrowerCollectionRoutes);
      await api.register(restructureRoutes);
      await api.register(borrowerRestructureRoutes);
      await api.register(kycRoutes);
      // An approval lets a waiting application meet the instant-approval rules (docs/product.md §20.5).
      await api.register(staffKycRoutes, { onIdentityApproved: decideWaitingApplication });
      await api.register(dataRightsRoutes);
      await api.register(staffDataRightsRoutes);
      await api.register(emailManagementRoutes);
      await api.register(mobileNetworkRoutes);
      await api.register(bankRoutes);
      await api.register(paymentRoutes);
      await api.register(paymentChannelRoutes);
      await api.register(payoffRoutes);
      await api.register(statementRoutes);
      await api.register(webhookRoutes);
      await api.register(smsDeliveryRoutes);
      await api.register(smsPreferenceRoutes);
      await api.register(ussdAfricasTalkingRoutes);
      await api.register(ussdGatewayRoutes);
      await api.register(ussdPinRoutes);
      await api.register(smsAdminRoutes);
      await api.register(languagePreferenceRoutes);
    },
    { prefix: '/api' },
  );
  if (ctx.config.apiDocs) registerApiDocsRoute(app);
  // The developer's local mailbox, outside /api and before the web app's pages (404 where it is closed).
  await app.register(devMailboxRoutes);

  const distDir = options.webDistDir ?? ctx.config.webDistDir ?? DEFAULT_WEB_DIST;
  const spaIndex =
    distDir === false
      ? undefined
      : await registerWebApp(app, distDir, {
          demonstration: ctx.providers.demonstration,
          supportEmail: ctx.config.supportEmail,
        });
  app.setNotFoundHandler((request, reply) => {
    if (spaIndex && isSpaRequest(request)) return spaIndex(request, reply);
    // The message never echoes the URL.
    return reply.code(404).send(errorEnvelope('NOT_FOUND', 'The requested resource was not found.'));
  });
  return app;
}
