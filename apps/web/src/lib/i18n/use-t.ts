import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { pickMessage } from '@kwacha/shared/i18n/message-descriptor';
import { useCallback, useSyncExternalStore } from 'react';
import { englishState, type LanguageState, languageState, subscribeToLanguage } from './language-store';

/** The active language and catalogue; English while pre-rendering and hydrating. */
export function useLanguageState(): LanguageState {
  return useSyncExternalStore(subscribeToLanguage, languageState, englishState);
}

export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * `t(descriptor)` for texts without arguments: the active language's text, or the English when the
 * catalogue has none. Messages with arguments or plurals go through useFormatMessage, whose formatter
 * is not part of the entry bundle (docs/decisions/022-languages-with-message-descriptors.md).
 */
export function useT(): Translate {
  const { catalogue } = useLanguageState();
  return useCallback((descriptor: MessageDescriptor) => pickMessage(catalogue, descriptor), [catalogue]);
}
