import { textListFilters } from '../../../lib/text-list-filters';

/** The audit log's filters as the URL holds them (lib/text-list-filters.ts). */
export const AUDIT_FILTERS = textListFilters(['actor', 'action', 'loanId', 'userId', 'from', 'to'], {
  maxLength: 100,
});
export type AuditFilters = typeof AUDIT_FILTERS.none;

/** The query string of one page of the log (and, without the cursor, of the export). */
export const auditQuery = (filters: AuditFilters, cursor?: string) =>
  AUDIT_FILTERS.query(filters, { cursor });
