import { type KycSettingView, kycSettingViewSchema } from '@kwacha/shared/kyc/kyc';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** Shared by the staff warning and the settings page, which puts a saved value here at once. */
export const KYC_SETTING_QUERY_KEY = ['admin', 'kyc-settings'] as const;

/** GET /api/admin/kyc-settings (admin and superuser): does disbursement wait for approved documents? */
export async function getKycSetting(signal?: AbortSignal): Promise<KycSettingView> {
  const { data } = await apiFetch('/api/admin/kyc-settings', { schema: kycSettingViewSchema, signal });
  return data;
}

export function useKycSettingQuery() {
  return useQuery({ queryKey: KYC_SETTING_QUERY_KEY, queryFn: ({ signal }) => getKycSetting(signal) });
}
