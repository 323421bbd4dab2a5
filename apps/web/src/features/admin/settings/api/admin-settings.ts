import { type AppSettingsView, appSettingsSchema } from '@kwacha/shared/staff/settings';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { isAuthFailure } from '../../../../lib/server-message';

export const ADMIN_SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;

/** GET /api/admin/settings (superuser). */
export async function getAdminSettings(signal?: AbortSignal): Promise<AppSettingsView> {
  const { data } = await apiFetch('/api/admin/settings', { schema: appSettingsSchema, signal });
  return data;
}

/**
 * PUT /api/admin/settings (superuser) with the whole settings object. Returns what is now in force: the
 * server's answer when it sends the settings back, else what was saved.
 */
export async function saveAdminSettings(settings: AppSettingsView): Promise<AppSettingsView> {
  const { data } = await apiFetch('/api/admin/settings', { method: 'PUT', body: settings });
  const answer = appSettingsSchema.safeParse(data);
  return answer.success ? answer.data : settings;
}

export function useAdminSettingsQuery({ onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: ADMIN_SETTINGS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await getAdminSettings(signal);
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure?.();
        throw error;
      }
    },
  });
}
