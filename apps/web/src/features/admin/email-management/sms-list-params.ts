import { SMS_MESSAGE_STATUSES, SMS_PAGE_SIZE, SMS_STATUS_LABELS } from '@kwacha/shared/staff/sms-messages';
import { textListFilters } from '../../../lib/text-list-filters';

/** The text list's filters as the URL holds them (lib/text-list-filters.ts), as e-mail management's. */
export const SMS_FILTERS = textListFilters(['q', 'status'], { maxLength: 20 });
export type SmsFilters = typeof SMS_FILTERS.none;

/** The query string of one page of GET /api/admin/sms-messages. */
export const smsListQuery = (filters: SmsFilters, cursor?: string) =>
  SMS_FILTERS.query(filters, { cursor, limit: SMS_PAGE_SIZE });

export const SMS_STATUS_OPTIONS = SMS_MESSAGE_STATUSES.map((status) => ({
  value: status,
  label: SMS_STATUS_LABELS[status],
}));
