import {
  POSTAL_ADDRESS,
  PRIVACY_EMAIL,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '../company-details';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900';

/** How to reach the lender, repeated in both legal texts so each stands on its own. */
export function LegalContact({ showPrivacyEmail = false }: { showPrivacyEmail?: boolean }) {
  return (
    <ul className="grid gap-1">
      {showPrivacyEmail ? (
        <li>
          Data protection questions:{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
            {PRIVACY_EMAIL}
          </a>
        </li>
      ) : null}
      <li>
        Customer support:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
          {SUPPORT_EMAIL}
        </a>
      </li>
      <li>
        Phone:{' '}
        <a href={SUPPORT_PHONE_HREF} className={linkClass}>
          {SUPPORT_PHONE}
        </a>
      </li>
      <li>
        Post: <address className="inline not-italic">{POSTAL_ADDRESS.join(', ')}</address>
      </li>
    </ul>
  );
}

export const LEGAL_LAST_UPDATED = '1 June 2026';
