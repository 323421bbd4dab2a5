import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { appSettingsSchema, SETTINGS_SAVED_MESSAGE } from '@kwacha/shared/staff/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireRole, sessionOf } from '../../plugins/authenticate';
import { readAppSettings, updateAppSettings } from './settings.service';

const tags = ['staff'];
const security = [{ authToken: [] }];

/** docs/product.md §14: run-time settings, for superusers only (an admin gets 403). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const superuserOnly = [authenticate, requireRole('superuser')];

  app.get(
    '/admin/settings',
    {
      onRequest: superuserOnly,
      schema: {
        tags,
        security,
        summary: 'Run-time settings (superuser)',
        response: { 200: successEnvelope(appSettingsSchema) },
      },
    },
    async () => ok(await readAppSettings(app.ctx)),
  );

  app.put(
    '/admin/settings',
    {
      onRequest: superuserOnly,
      schema: {
        tags,
        security,
        summary: 'Change run-time settings (superuser; audited)',
        body: appSettingsSchema,
        response: { 200: successEnvelope(appSettingsSchema) },
      },
    },
    async (request) =>
      ok(await updateAppSettings(app.ctx, sessionOf(request).user.id, request.body), SETTINGS_SAVED_MESSAGE),
  );
};
