import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { useT } from '../../../lib/i18n/use-t';
import { languageSectionMessages as messages } from './language-section.messages';

/** The language switcher on the profile, kept on the account (docs/product.md §22). */
export function LanguageSection() {
  const t = useT();
  return (
    <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <LanguageSwitcher />
      <p className="mt-2 text-sm text-slate-600">{t(messages.hint)}</p>
    </div>
  );
}
