import { BUSINESS_DATE_MESSAGES as TEXT } from '@kwacha/shared/staff/business-date';
import { conflict } from '../../lib/domain-errors';

/** NODE_ENV=production: the business date is the real date, whoever asks and however (409). */
export class BusinessDateFixedError extends conflict('BUSINESS_DATE_FIXED', TEXT.production) {}

/** Another advance holds the date; two would run the same days' jobs side by side (409). */
export class BusinessDateBusyError extends conflict('BUSINESS_DATE_BUSY', TEXT.busy) {}
