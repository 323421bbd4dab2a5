import { BUSINESS_DATE_MESSAGES as TEXT } from '@kwacha/shared/staff/business-date';
import { conflict, fieldRefusal } from '../../lib/domain-errors';

/** NODE_ENV=production: the business date is the real date, whoever asks and however (409). */
export class BusinessDateFixedError extends conflict('BUSINESS_DATE_FIXED', TEXT.production) {}

/** Another advance holds the date; two would run the same days' jobs side by side (409). */
export class BusinessDateBusyError extends conflict('BUSINESS_DATE_BUSY', TEXT.busy) {}

/** The command line's own check of N (the API's schema says the same): a whole number of days, 1–366. */
export class DaysRefused extends fieldRefusal('days', TEXT.days) {}
