import { type AuditLogPage, auditLogPageSchema } from '@kwacha/shared/staff/audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { isAuthFailure } from '../../../../lib/server-message';

export const AUDIT_LOG_QUERY_KEY = ['admin', 'audit', 'page'] as const;

/** GET /api/admin/audit: one keyset page of the audit log, newest first. */
export async function getAuditLog(query: string, signal?: AbortSignal): Promise<AuditLogPage> {
  const { data } = await apiFetch(`/api/admin/audit?${query}`, { schema: auditLogPageSchema, signal });
  return data;
}

/**
 * One page for the given query string. While another page or filter loads, the previous rows stay on
 * screen (marked busy). `onAuthFailure` runs as a 401/403 arrives, before the session ends.
 */
export function useAuditLogQuery(query: string, { onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: [...AUDIT_LOG_QUERY_KEY, query],
    queryFn: async ({ signal }) => {
      try {
        return await getAuditLog(query, signal);
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure?.();
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
