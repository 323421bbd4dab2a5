/**
 * What the amount boxes of the borrower's and the staff's loan lists say about a bad amount. Texts only,
 * apart from the parsing in amount-filter.ts: the toast, fetched on every page as soon as it mounts,
 * recognises them (lib/i18n/known-texts.messages.ts), and the parser's money module would build its
 * number format on pages that show no amount.
 */
export const AMOUNT_FILTER_MESSAGE = 'Enter an amount such as 1500 or 1,500.50.';
export const MIN_ABOVE_MAX_MESSAGE = 'The maximum amount is below the minimum amount.';
