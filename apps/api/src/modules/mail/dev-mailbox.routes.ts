import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/domain-errors';
import { type KeptMessage, MAILBOX_POLICY, mailboxListPage, mailboxMessagePage } from './dev-mailbox-page';
import { DEV_MAILBOX_PATH, keepsMailLocally } from './local-mailbox';
import { findKeptLocally, findKeptLocallyById } from './mail.repository';
import { linksIn } from './text-links';

/** The newest kept messages a listing shows: a developer's session, not an archive. */
const LISTED = 100;

const keptMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  /** The http(s) links of the plain-text version, in order. */
  links: z.array(z.string()),
  text: z.string(),
  html: z.string(),
});

const keptMessagesSchema = z.object({ messages: z.array(keptMessageSchema) });

const asJson = (m: KeptMessage): z.infer<typeof keptMessageSchema> => ({
  id: m.id,
  to: m.toAddress,
  subject: m.subject,
  kind: m.template,
  createdAt: m.createdAt.toISOString(),
  links: linksIn(m.textBody),
  text: m.textBody,
  html: m.htmlBody,
});

const NOT_FOUND = 'The requested resource was not found.';

// Every page holds live links and codes: no cache keeps them, and only this page's policy applies.
const html = (reply: FastifyReply, body: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', MAILBOX_POLICY)
    .type('text/html; charset=utf-8')
    .send(body);

/**
 * The developer's local mailbox (local-mailbox.ts): GET /dev/mailbox (a page), /dev/mailbox.json (the same
 * messages with their bodies and links, for scripts and journeys) and /dev/mailbox/:id (one message).
 * Served by the API, not the web app. Everywhere else — in production, or with SMTP_URL set — each of them
 * is a 404 like any unknown path, rather than the web app's page, which would answer 200.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = keepsMailLocally(app.ctx.config);
  const onRequest = async () => {
    if (!open) throw new NotFoundError(NOT_FOUND);
  };
  const db = app.ctx.db;

  app.get(DEV_MAILBOX_PATH, { onRequest, schema: { hide: true } }, async (_request, reply) =>
    html(reply, mailboxListPage(await findKeptLocally(db, LISTED), LISTED)),
  );

  app.get(
    `${DEV_MAILBOX_PATH}.json`,
    { onRequest, schema: { hide: true, response: { 200: keptMessagesSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: (await findKeptLocally(db, LISTED)).map(asJson) };
    },
  );

  app.get(
    `${DEV_MAILBOX_PATH}/:id`,
    { onRequest, schema: { hide: true, params: idParamsSchema } },
    async (request, reply) => {
      const message = await findKeptLocallyById(db, request.params.id);
      if (!message) throw new NotFoundError(NOT_FOUND);
      return html(reply, mailboxMessagePage(message));
    },
  );
};
