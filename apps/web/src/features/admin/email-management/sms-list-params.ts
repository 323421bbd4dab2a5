import { SMS_MESSAGE_STATUSES, SMS_PAGE_SIZE, SMS_STATUS_LABELS } from '@kwacha/shared/staff/sms-messages';
import { useKeysetListParams } from '../../../lib/use-keyset-list-params';

/**
 * The text list's filters as the URL holds them, as e-mail management's do (email-list-params.ts): every
 * value a string, '' when unset; the server checks them, the form first with the same schema.
 */
export const SMS_FILTER_KEYS = ['q', 'status'] as const;
export type SmsFilterKey = (typeof SMS_FILTER_KEYS)[number];
export type SmsFilters = Record<SmsFilterKey, string>;

export const NO_SMS_FILTERS: SmsFilters = { q: '', status: '' };

// A value longer than any real one is someone's typing in the address bar: it is ignored, not sent.
const MAX_VALUE_LENGTH = 20;

export function readSmsFilters(params: URLSearchParams): SmsFilters {
  const filters = { ...NO_SMS_FILTERS };
  for (const key of SMS_FILTER_KEYS) {
    const value = params.get(key)?.trim() ?? '';
    filters[key] = value.length <= MAX_VALUE_LENGTH ? value : '';
  }
  return filters;
}

/** Only the filters that are set, in a fixed order. */
export function smsFiltersToSearch(filters: SmsFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of SMS_FILTER_KEYS) if (filters[key]) search.set(key, filters[key]);
  return search;
}

export const hasSmsFilters = (filters: SmsFilters) => SMS_FILTER_KEYS.some((key) => filters[key] !== '');

/** The query string of one page of GET /api/admin/sms-messages. */
export function smsListQuery(filters: SmsFilters, cursor?: string): string {
  const search = smsFiltersToSearch(filters);
  if (cursor) search.set('cursor', cursor);
  search.set('limit', String(SMS_PAGE_SIZE));
  return search.toString();
}

export const SMS_STATUS_OPTIONS = SMS_MESSAGE_STATUSES.map((status) => ({
  value: status,
  label: SMS_STATUS_LABELS[status],
}));

/** The text list's filters and page, in the URL. */
export const useSmsListParams = () =>
  useKeysetListParams({ read: readSmsFilters, write: smsFiltersToSearch });
