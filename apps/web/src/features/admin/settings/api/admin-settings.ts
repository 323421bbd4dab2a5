import { type AppSettingsView, appSettingsSchema } from '@kwacha/shared/staff/settings';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';

export const ADMIN_SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;

/** GET /api/admin/settings (superuser): every section, kwacha and percentages. */
export async function getAdminSettings(signal?: AbortSignal): Promise<AppSettingsView> {
  const { data } = await apiFetch('/api/admin/settings', { schema: appSettingsSchema, signal });
  return data;
}

export function useAdminSettingsQuery({ onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: ADMIN_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => reportAuthFailure(getAdminSettings(signal), onAuthFailure),
  });
}
