import { formatMessage } from '@kwacha/shared/i18n/format-message';
import type { FormatMessage } from './use-format-message';

/**
 * A descriptor in English, outside React: the default of helpers that a borrower's screen calls with its
 * own useFormatMessage() and a staff screen, which stays English (decision 029), calls without.
 */
export const formatEnglish: FormatMessage = (descriptor, values) =>
  formatMessage('en', undefined, descriptor, values);
