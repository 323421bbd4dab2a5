import { CURRENT_CREDIT_BUREAU_WORDINGS } from '@kwacha/shared/consent/credit-bureau-wordings';
import { useId } from 'react';
import { useLanguageState, useT } from '../../../lib/i18n/use-t';
import { applyLoanMessages as messages } from '../apply-loan.messages';

interface CreditBureauConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The credit bureau consent (docs/product.md §25.1): unticked by default, labelled with the very sentence
 * whose version is recorded with the application, in the reader's language (its version names that
 * language). A product whose check is mandatory refuses the application without it; the server says so.
 */
export function CreditBureauConsent({ checked, onChange }: CreditBureauConsentProps) {
  const t = useT();
  const { language } = useLanguageState();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border-2 border-slate-300 bg-white p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t(messages.creditBureauHeading)}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="creditBureauConsent"
          data-field="creditBureauConsent"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
          className="mt-0.5 size-5 shrink-0 accent-emerald-700"
        />
        <label htmlFor={id} lang={language} className="text-slate-900">
          {CURRENT_CREDIT_BUREAU_WORDINGS[language].text}
        </label>
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {t(messages.creditBureauHint)}
      </p>
    </section>
  );
}
