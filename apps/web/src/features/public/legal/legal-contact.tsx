import { formatCalendarDate } from '@kwacha/shared/i18n/format-calendar-date';
import { useLanguageState, useT } from '../../../lib/i18n/use-t';
import {
  POSTAL_ADDRESS,
  PRIVACY_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
  supportEmail,
} from '../company-details';
import { legalMessages as messages } from './legal.messages';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

/** How to reach the lender, repeated in both legal texts so each stands on its own. */
export function LegalContact({ showPrivacyEmail = false }: { showPrivacyEmail?: boolean }) {
  const t = useT();
  const email = supportEmail();
  return (
    <ul className="grid gap-1">
      {showPrivacyEmail ? (
        <li>
          {t(messages.dataProtectionQuestions)}{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
            {PRIVACY_EMAIL}
          </a>
        </li>
      ) : null}
      <li>
        {t(messages.customerSupport)}{' '}
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      </li>
      <li>
        {t(messages.phone)}{' '}
        <a href={SUPPORT_PHONE_HREF} className={linkClass}>
          {SUPPORT_PHONE}
        </a>
      </li>
      <li>
        {t(messages.post)} <address className="inline not-italic">{POSTAL_ADDRESS.join(', ')}</address>
      </li>
    </ul>
  );
}

/** When both legal texts last changed: 1 June 2026. */
const LEGAL_LAST_UPDATED = { year: 2026, month: 6, day: 1 } as const;

/**
 * The date the legal texts last changed, with the month named in the page's language. It follows the
 * language the texts render in (not the store read directly), so a hydrating page says what its HTML says.
 */
export function useLegalLastUpdated(): string {
  return formatCalendarDate(useLanguageState().language, LEGAL_LAST_UPDATED, 'long');
}

/**
 * Above a translated legal text only: the English version is the binding one. English readers see
 * nothing, so no English descriptor is ever empty.
 */
export function EnglishIsBinding() {
  const { language } = useLanguageState();
  const t = useT();
  if (language === 'en') return null;
  return (
    <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {t(messages.englishBinding)}
    </p>
  );
}
