import { parseKwacha } from '@kwacha/shared/money/money';

// The amount boxes of the borrower's and the staff's loan lists read and complain alike.

export { AMOUNT_FILTER_MESSAGE, MIN_ABOVE_MAX_MESSAGE } from './amount-filter-texts';

/** The typed amount in ngwee; undefined when empty, null when it is not an amount. */
export function parseAmountFilter(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const ngwee = parseKwacha(text);
  return ngwee === undefined || ngwee < 0 ? null : ngwee;
}
