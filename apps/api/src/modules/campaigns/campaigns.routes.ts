import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  AUDIENCE_FILTER_LABELS,
  audienceCountQuerySchema,
  audienceCountSchema,
  CAMPAIGN_MESSAGES,
  campaignContentSchema,
  campaignDetailSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignPreviewSchema,
  saveCampaignRequestSchema,
  sendCampaignRequestSchema,
} from '@kwacha/shared/staff/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../sessions/authenticate';
import { superuserOnly } from '../sessions/route-access';
import { cancelCampaign, pauseCampaign, resumeCampaign, sendCampaign } from './campaign-lifecycle.service';
import {
  audienceCount,
  type CampaignsContext,
  createCampaign,
  editCampaign,
  listCampaigns,
  loadCampaign,
  previewCampaign,
  sendTestEmail,
} from './campaigns.service';

const detailAnswer = { 200: successEnvelope(campaignDetailSchema) };

/** Promotional e-mails (docs/product.md §14.6): superusers only; an admin gets 403. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: CampaignsContext = app.ctx;

  app.get(
    '/admin/campaigns',
    superuserOnly({
      summary: 'Campaign history, newest first (keyset pages), with sent, failed, remaining and skipped',
      querystring: campaignListQuerySchema,
      response: { 200: successEnvelope(campaignListSchema) },
    }),
    async (request) => ok(await listCampaigns(ctx, request.query)),
  );

  app.post(
    '/admin/campaigns',
    superuserOnly({
      summary: 'Save a new draft: Markdown rendered to sanitised HTML and plain text (audited)',
      body: saveCampaignRequestSchema,
      response: { 201: successEnvelope(campaignDetailSchema) },
    }),
    async (request, reply) => {
      const created = await createCampaign(ctx, sessionOf(request).user.id, request.body);
      return reply.code(201).send(ok(created, CAMPAIGN_MESSAGES.created));
    },
  );

  app.get(
    '/admin/campaigns/audience-count',
    superuserOnly({
      summary: `How many verified borrowers who opted in would receive it now; filters: ${Object.values(AUDIENCE_FILTER_LABELS).join(', ')}`,
      querystring: audienceCountQuerySchema,
      response: { 200: successEnvelope(audienceCountSchema) },
    }),
    async (request) => ok({ count: await audienceCount(ctx, request.query) }),
  );

  app.post(
    '/admin/campaigns/preview',
    superuserOnly({
      summary: 'The e-mail as it would be sent (HTML and text), from what is typed; nothing is saved',
      body: campaignContentSchema,
      response: { 200: successEnvelope(campaignPreviewSchema) },
    }),
    async (request) => ok(await previewCampaign(ctx, request.body)),
  );

  app.get(
    '/admin/campaigns/:id',
    superuserOnly({
      summary: 'One campaign with its content and progress',
      params: idParamsSchema,
      response: detailAnswer,
    }),
    async (request) => ok(await loadCampaign(ctx, request.params.id)),
  );

  app.put(
    '/admin/campaigns/:id',
    superuserOnly({
      summary: 'Edit a draft (409 once it is scheduled or sending; audited)',
      params: idParamsSchema,
      body: saveCampaignRequestSchema,
      response: detailAnswer,
    }),
    async (request) =>
      ok(
        await editCampaign(ctx, sessionOf(request).user.id, request.params.id, request.body),
        CAMPAIGN_MESSAGES.updated,
      ),
  );

  app.post(
    '/admin/campaigns/:id/test',
    superuserOnly({
      summary: "One [Test] message to the signed-in superuser's own address (bulk lane; audited)",
      params: idParamsSchema,
      response: { 200: successEnvelope(z.object({ to: z.string() })) },
    }),
    async (request) => {
      const to = await sendTestEmail(ctx, sessionOf(request).user, request.params.id);
      return ok({ to }, CAMPAIGN_MESSAGES.testSent(to));
    },
  );

  app.post(
    '/admin/campaigns/:id/send',
    superuserOnly({
      summary: 'Send now (the audience is fixed at once) or schedule `at` a later time (audited)',
      params: idParamsSchema,
      body: sendCampaignRequestSchema,
      response: detailAnswer,
    }),
    async (request) => {
      const action = { actorId: sessionOf(request).user.id, campaignId: request.params.id };
      const campaign = await sendCampaign(ctx, action, request.body);
      return ok(campaign, request.body.at ? CAMPAIGN_MESSAGES.scheduled : CAMPAIGN_MESSAGES.started);
    },
  );

  const moves = [
    ['pause', 'Pause sending (messages already in the outbox still go; audited)', pauseCampaign],
    ['resume', 'Resume a paused campaign (audited)', resumeCampaign],
    ['cancel', 'Cancel: nobody still waiting receives it (audited)', cancelCampaign],
  ] as const;
  const messages = {
    pause: CAMPAIGN_MESSAGES.paused,
    resume: CAMPAIGN_MESSAGES.resumed,
    cancel: CAMPAIGN_MESSAGES.cancelled,
  };
  for (const [name, summary, act] of moves) {
    app.post(
      `/admin/campaigns/:id/${name}`,
      superuserOnly({ summary, params: idParamsSchema, response: detailAnswer }),
      async (request) => {
        const action = { actorId: sessionOf(request).user.id, campaignId: request.params.id };
        return ok(await act(ctx, action), messages[name]);
      },
    );
  }
};
