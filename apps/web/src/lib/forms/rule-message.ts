import { ruleMessages } from '@kwacha/shared/i18n/answers/rule.messages';
import { EnglishLookup, fillArguments } from '@kwacha/shared/i18n/answers/english-match';
import { type Catalogue, pickMessage } from '@kwacha/shared/i18n/message-descriptor';
import { useCallback } from 'react';
import { useLanguageState } from '../i18n/use-t';

// Built the first time a Bemba or Nyanja reader sees a rule's message; English readers never build it.
let lookup: EnglishLookup | undefined;

/**
 * A shared rule's English message (what zod gives react-hook-form) in the catalogue's language: the
 * `rules.*` descriptor with that English, its simple `{name}` values carried over. Any other text — the
 * form's own, the server's (already in the reader's language) — is returned as it is.
 */
export function translateRuleMessage(catalogue: Catalogue | undefined, message: string): string {
  if (!catalogue) return message;
  lookup ??= new EnglishLookup(Object.values(ruleMessages));
  const found = lookup.find(message);
  return found ? fillArguments(pickMessage(catalogue, found.descriptor), found.values) : message;
}

/** Staff screens stay English (decision 029), whatever language the person chose. */
export function onStaffScreen(): boolean {
  return typeof window !== 'undefined' && window.location.pathname.startsWith('/admin-dashboard');
}

/**
 * `ruleMessage(text)` in the active language, for a form that shows the shared rules' messages without
 * useSchemaForm (which already does this for every field it wires).
 */
export function useRuleMessage(): (message: string | undefined) => string | undefined {
  const { catalogue } = useLanguageState();
  return useCallback(
    (message: string | undefined) =>
      message === undefined || onStaffScreen() ? message : translateRuleMessage(catalogue, message),
    [catalogue],
  );
}
