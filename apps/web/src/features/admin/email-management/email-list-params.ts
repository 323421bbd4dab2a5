import {
  EMAIL_KIND_LABELS,
  EMAIL_PAGE_SIZE,
  EMAIL_STATUS_LABELS,
  EMAIL_STATUSES,
} from '@kwacha/shared/staff/email-management';
import { textListFilters } from '../../../lib/text-list-filters';

/** E-mail management's filters as the URL holds them (lib/text-list-filters.ts). */
export const EMAIL_FILTERS = textListFilters(['q', 'kind', 'status', 'from', 'to'], { maxLength: 254 });
export type EmailFilters = typeof EMAIL_FILTERS.none;

/** The query string of one page of GET /api/admin/emails. */
export const emailListQuery = (filters: EmailFilters, cursor?: string) =>
  EMAIL_FILTERS.query(filters, { cursor, limit: EMAIL_PAGE_SIZE });

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
