import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  type AppSettingsView,
  appSettingsSchema,
  collectionRulesSettingsSchema,
  SETTING_PATHS,
  SETTINGS_SAVED_MESSAGE,
  type SettingSection,
} from '@kwacha/shared/staff/settings';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly, superuserOnly } from '../sessions/route-access';
import { SETTING_SECTION_NAMES, SETTING_SECTIONS } from './setting-sections';
import { readAppSettings, readCollectionRules, updateSetting } from './settings.service';

/** PUT /api/admin/settings/{section}: one section, whole; answers every section as it now stands. */
function sectionRoute<S extends SettingSection>(app: FastifyInstance, section: S) {
  const definition = SETTING_SECTIONS[section];
  app.withTypeProvider<ZodTypeProvider>().put(
    `/admin/settings/${SETTING_PATHS[section]}`,
    superuserOnly({
      summary: definition.summary,
      body: definition.request,
      response: { 200: successEnvelope(appSettingsSchema) },
    }),
    async (request) => {
      // The body was parsed by this section's own schema; the generic section hides that from the types.
      const body = request.body as AppSettingsView[S];
      return ok(
        await updateSetting(app.ctx, sessionOf(request).user.id, section, body),
        SETTINGS_SAVED_MESSAGE,
      );
    },
  );
}

/** docs/product.md §14.5: run-time settings, for superusers only (an admin gets 403). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    superuserOnly({
      summary: 'Run-time settings, every section (superuser)',
      response: { 200: successEnvelope(appSettingsSchema) },
    }),
    async () => ok(await readAppSettings(app.ctx.db)),
  );

  // Collectors read the rules they work under (docs/product.md §23.3); only a superuser changes them.
  app.get(
    `/admin/settings/${SETTING_PATHS.collectionRules}`,
    staffOnly({
      summary: 'The fair-collection rules in force (admin and superuser)',
      response: { 200: successEnvelope(collectionRulesSettingsSchema) },
    }),
    async () => ok(SETTING_SECTIONS.collectionRules.toView(await readCollectionRules(app.ctx.db))),
  );

  for (const section of SETTING_SECTION_NAMES) sectionRoute(app, section);
};
