import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { USER_ID_STORAGE_KEY } from '../session/session-storage';

const STORAGE_PREFIX = 'kwacha.draft.';

type Draft = Record<string, string>;

/** Whose draft it is: the signed-in user's id, or '' for a guest. */
function owner(): string {
  try {
    return localStorage.getItem(USER_ID_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The draft, if the person signed in now (or the guest) wrote it: a shared phone shows nobody else's. */
function readDraft(key: string): Draft | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + key);
    const stored = raw ? (JSON.parse(raw) as { owner?: unknown; values?: unknown }) : undefined;
    if (stored?.owner !== owner() || typeof stored.values !== 'object' || stored.values === null)
      return undefined;
    return stored.values as Draft;
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, draft: Draft): void {
  try {
    if (Object.keys(draft).length === 0) sessionStorage.removeItem(STORAGE_PREFIX + key);
    else sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify({ owner: owner(), values: draft }));
  } catch {
    // A full quota or no storage: the form works as before, without a draft.
  }
}

/**
 * docs/product.md §21: a long form keeps a draft of what was typed in sessionStorage (this tab only; gone
 * when it closes), restored after a reload, so a dropped connection or a reload never loses it. Only the
 * `fields` named are kept — never a password, a consent tick or a file — and only text that differs from
 * the form's defaults, for the person signed in when it was typed. A default the page chose (a link's
 * product or loan) wins over the draft. The draft goes once the form is back to its defaults (the reset
 * after a successful send).
 */
export function useFormDraft<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'watch' | 'getValues' | 'setValue'>,
  key: string,
  fields: readonly Path<TValues>[],
): void {
  const defaults = useRef<Draft | null>(null);
  // The form and its fields are the same for the form's life; the draft is read once, when it appears.
  const target = useRef({ form, fields });

  useEffect(() => {
    const { form, fields } = target.current;
    const values = form.getValues() as Record<string, unknown>;
    const start: Draft = {};
    for (const field of fields) start[field] = String(values[field] ?? '');
    defaults.current = start;

    const draft = readDraft(key);
    for (const field of fields) {
      const kept = draft?.[field];
      if (typeof kept !== 'string' || kept === '' || start[field] !== '') continue;
      form.setValue(field, kept as TValues[Path<TValues>], { shouldDirty: true });
    }

    const subscription = form.watch((current) => {
      const changed: Draft = {};
      for (const field of fields) {
        const value = String((current as Record<string, unknown>)[field] ?? '');
        if (value !== (defaults.current?.[field] ?? '')) changed[field] = value;
      }
      writeDraft(key, changed);
    });
    return () => subscription.unsubscribe();
  }, [key]);
}
