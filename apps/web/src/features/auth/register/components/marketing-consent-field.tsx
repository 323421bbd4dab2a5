import { CURRENT_MARKETING_WORDINGS } from '@kwacha/shared/consent/marketing-wordings';
import { useId } from 'react';
import type { FieldProps } from '../../../../lib/forms/use-schema-form';
import { useLanguageState, useT } from '../../../../lib/i18n/use-t';
import { registerMessages as messages } from '../register.messages';
import type { RegistrationFormValues } from '../registration-form-values';

/**
 * The opt-in for news and offers (docs/product.md §2.4): unticked by default, optional, and labelled with
 * the very sentence whose version is recorded when it is ticked — the reader's language's own wording,
 * whose version names that language (registration-form.ts sends it; docs/product.md §14.6, §22).
 */
export function MarketingConsentField({ error: _error, ...checkbox }: FieldProps<RegistrationFormValues>) {
  const t = useT();
  const { language } = useLanguageState();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-300 p-4">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 accent-emerald-700"
        {...checkbox}
      />
      <div>
        <label htmlFor={id} lang={language} className="text-slate-900">
          {CURRENT_MARKETING_WORDINGS[language].text}
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t(messages.marketingOptional)}
        </p>
      </div>
    </div>
  );
}
