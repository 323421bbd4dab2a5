import { type AuditLogPage, auditLogPageSchema } from '@kwacha/shared/staff/audit-log';
import { apiFetch } from '../../../../lib/api-client';
import { useStaffPageQuery } from '../../../../lib/use-staff-page-query';

export const AUDIT_LOG_QUERY_KEY = ['admin', 'audit', 'page'] as const;

/** GET /api/admin/audit: one keyset page of the audit log, newest first. */
export async function getAuditLog(query: string, signal?: AbortSignal): Promise<AuditLogPage> {
  const { data } = await apiFetch(`/api/admin/audit?${query}`, { schema: auditLogPageSchema, signal });
  return data;
}

/** One page for the given query string (lib/use-staff-page-query.ts). */
export const useAuditLogQuery = (query: string) =>
  useStaffPageQuery({
    queryKey: [...AUDIT_LOG_QUERY_KEY, query],
    fetchPage: (signal) => getAuditLog(query, signal),
  });
