import {
  EMAIL_KIND_LABELS,
  EMAIL_PAGE_SIZE,
  EMAIL_STATUS_LABELS,
  EMAIL_STATUSES,
} from '@kwacha/shared/staff/email-management';

/**
 * The list's filters as the URL holds them (so a filtered view can be shared, reloaded and gone back
 * to): every value a string, '' when unset. The server checks them; the form checks them first with the
 * same schema.
 */
export const EMAIL_FILTER_KEYS = ['q', 'kind', 'status', 'from', 'to'] as const;
export type EmailFilterKey = (typeof EMAIL_FILTER_KEYS)[number];
export type EmailFilters = Record<EmailFilterKey, string>;

export const NO_EMAIL_FILTERS: EmailFilters = { q: '', kind: '', status: '', from: '', to: '' };

// A value longer than any real one is someone's typing in the address bar: it is ignored, not sent.
const MAX_VALUE_LENGTH = 254;

export function readEmailFilters(params: URLSearchParams): EmailFilters {
  const filters = { ...NO_EMAIL_FILTERS };
  for (const key of EMAIL_FILTER_KEYS) {
    const value = params.get(key)?.trim() ?? '';
    filters[key] = value.length <= MAX_VALUE_LENGTH ? value : '';
  }
  return filters;
}

/** Only the filters that are set, in a fixed order. */
export function emailFiltersToSearch(filters: EmailFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of EMAIL_FILTER_KEYS) if (filters[key]) search.set(key, filters[key]);
  return search;
}

export const hasEmailFilters = (filters: EmailFilters) =>
  EMAIL_FILTER_KEYS.some((key) => filters[key] !== '');

/** The query string of one page of GET /api/admin/emails. */
export function emailListQuery(filters: EmailFilters, cursor?: string): string {
  const search = emailFiltersToSearch(filters);
  if (cursor) search.set('cursor', cursor);
  search.set('limit', String(EMAIL_PAGE_SIZE));
  return search.toString();
}

/** The kinds the product writes, by their words (two templates may read alike, so the code follows). */
export const KIND_OPTIONS = Object.entries(EMAIL_KIND_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

export const STATUS_OPTIONS = EMAIL_STATUSES.map((status) => ({
  value: status,
  label: EMAIL_STATUS_LABELS[status],
}));

/** The path of one message's page. */
export const EMAIL_MANAGEMENT_PATH = '/admin-dashboard/email-management';
export const emailMessagePath = (id: string) => `${EMAIL_MANAGEMENT_PATH}/${encodeURIComponent(id)}`;
