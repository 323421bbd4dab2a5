/**
 * The audit log's filters as the URL holds them (so a filtered view can be shared, reloaded and gone
 * back to): every value a string, '' when unset. The server checks them; the form checks them first with
 * the same schema.
 */
export const AUDIT_FILTER_KEYS = ['actor', 'action', 'loanId', 'userId', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
export type AuditFilters = Record<AuditFilterKey, string>;

export const NO_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  loanId: '',
  userId: '',
  from: '',
  to: '',
};

// A value longer than any real one is someone's typing in the address bar: it is ignored, not sent.
const MAX_VALUE_LENGTH = 100;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const filters = { ...NO_AUDIT_FILTERS };
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim() ?? '';
    filters[key] = value.length <= MAX_VALUE_LENGTH ? value : '';
  }
  return filters;
}

/** Only the filters that are set, in a fixed order. */
export function auditFiltersToSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) if (filters[key]) search.set(key, filters[key]);
  return search;
}

export const hasAuditFilters = (filters: AuditFilters) =>
  AUDIT_FILTER_KEYS.some((key) => filters[key] !== '');

/** The query string of one page of the log (and, without the cursor, of the export). */
export function auditQuery(filters: AuditFilters, cursor?: string): string {
  const search = auditFiltersToSearch(filters);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}
