import { EnglishLookup, fillArguments } from '@kwacha/shared/i18n/answers/english-match';
import { pickMessage } from '@kwacha/shared/i18n/message-descriptor';
import { useCallback } from 'react';
import { onStaffScreen, translateRuleMessage } from '../forms/rule-message';
import { knownTextMessages } from './known-texts.messages';
import { useLanguageState } from './use-t';

// Built the first time a Bemba or Nyanja reader meets such a text; English readers never build it.
let lookup: EnglishLookup | undefined;

/**
 * `known(text)`: a message handed to a screen as English — the app's own (known-texts.messages.ts) or a
 * shared rule's — in the reader's language; anything else (the server's answers, which arrive in the
 * reader's language already, or a staff member's words) is shown as it is. Staff screens stay English.
 */
export function useKnownText(): (text: string) => string {
  const { catalogue } = useLanguageState();
  return useCallback(
    (text: string) => {
      if (!catalogue || onStaffScreen()) return text;
      lookup ??= new EnglishLookup(Object.values(knownTextMessages));
      const found = lookup.find(text);
      return found
        ? fillArguments(pickMessage(catalogue, found.descriptor), found.values)
        : translateRuleMessage(catalogue, text);
    },
    [catalogue],
  );
}
