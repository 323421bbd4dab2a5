import { type AuditLogFilterChoices, auditLogFilterChoicesSchema } from '@kwacha/shared/staff/audit-log';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** GET /api/admin/audit/filters: the staff accounts and the actions recorded, for the pickers. */
export async function getAuditFilterChoices(signal?: AbortSignal): Promise<AuditLogFilterChoices> {
  const { data } = await apiFetch('/api/admin/audit/filters', {
    schema: auditLogFilterChoicesSchema,
    signal,
  });
  return data;
}

/** The pickers' choices; staff accounts change rarely, so they are kept for five minutes. */
export function useAuditFilterChoicesQuery() {
  return useQuery({
    queryKey: ['admin', 'audit', 'filters'],
    queryFn: ({ signal }) => getAuditFilterChoices(signal),
    staleTime: 5 * 60_000,
  });
}
