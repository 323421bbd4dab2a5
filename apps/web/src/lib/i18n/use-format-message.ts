import { formatMessage, type MessageValues } from '@kwacha/shared/i18n/format-message';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { useCallback } from 'react';
import { useLanguageState } from './use-t';

export type FormatMessage = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/**
 * `format(descriptor, values)` for messages with arguments, plurals, numbers or dates, in the active
 * language (FormatJS's intl-messageformat). Only pages with such messages import this module, so the
 * formatter is in their chunks, never in the entry or the landing page's
 * (docs/decisions/022-languages-with-message-descriptors.md).
 */
export function useFormatMessage(): FormatMessage {
  const { language, catalogue } = useLanguageState();
  return useCallback(
    (descriptor: MessageDescriptor, values?: MessageValues) =>
      formatMessage(language, catalogue, descriptor, values),
    [language, catalogue],
  );
}
