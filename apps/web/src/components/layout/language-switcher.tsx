import { LANGUAGE_NAMES } from '@kwacha/shared/i18n/language-names';
import { isLanguage, LANGUAGES } from '@kwacha/shared/i18n/languages';
import { useId, useState } from 'react';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { readStoredLanguage } from '../../lib/i18n/language-store';
import { useLanguageState, useT } from '../../lib/i18n/use-t';
import { languageSwitcherMessages as messages } from './language-switcher.messages';

interface LanguageSwitcherProps {
  /** The footer's dark background or a light page (the profile). */
  tone?: 'dark' | 'light';
}

/**
 * "Language": English, Ichibemba, Chinyanja, each named in itself (docs/product.md §22). A native
 * select, so a phone opens its own picker and a keyboard or screen reader needs nothing special.
 */
export function LanguageSwitcher({ tone = 'light' }: LanguageSwitcherProps) {
  const t = useT();
  const { language } = useLanguageState();
  const id = useId();
  const [problem, setProblem] = useState<'loadFailed' | 'saveFailed' | null>(null);
  const [pending, setPending] = useState(false);

  const onChange = (value: string) => {
    if (!isLanguage(value)) return;
    setProblem(null);
    setPending(true);
    chooseLanguage(value).then(
      () => setPending(false),
      () => {
        setPending(false);
        // Whether the catalogue or the save failed: the language on this device says which.
        setProblem(readStoredLanguage() === value ? 'saveFailed' : 'loadFailed');
      },
    );
  };

  const dark = tone === 'dark';
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id} className={dark ? 'font-semibold text-white' : 'font-semibold text-slate-800'}>
        {t(messages.label)}
      </label>
      <select
        id={id}
        value={language}
        aria-busy={pending || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`min-h-11 w-full max-w-60 rounded-lg border px-3 ${
          dark ? 'border-slate-600 bg-slate-800 text-white' : 'border-slate-300 bg-white text-slate-900'
        }`}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <p role="status" className={dark ? 'text-amber-200' : 'text-red-700'}>
        {problem ? t(messages[problem]) : null}
      </p>
    </div>
  );
}
