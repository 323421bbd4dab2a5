import {
  type AppSettingsView,
  appSettingsSchema,
  SETTING_PATHS,
  type SettingSection,
} from '@kwacha/shared/staff/settings';
import { apiFetch } from '../../../../lib/api-client';

/**
 * PUT /api/admin/settings/{section} (superuser) with that section whole. Answers every section as it now
 * stands, which the page puts in its cache.
 */
export async function saveSettingSection<S extends SettingSection>(
  section: S,
  body: AppSettingsView[S],
): Promise<AppSettingsView> {
  const { data } = await apiFetch(`/api/admin/settings/${SETTING_PATHS[section]}`, {
    method: 'PUT',
    body,
    schema: appSettingsSchema,
  });
  return data;
}
