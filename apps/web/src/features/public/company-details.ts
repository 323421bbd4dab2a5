import { DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_META } from '@kwacha/shared/contact/support-email';

// One place for the contact details the public pages repeat (docs/product.md §1), so the contact page,
// the legal texts and the how-it-works page never disagree. The sentences they repeat (support hours,
// the reply promise, who may borrow) are texts to translate: public-pages.messages.ts.

export const COMPANY_NAME = 'Kwacha Loans';
export const FOUNDED_YEAR = 2024;

/**
 * The support inbox the server is configured with (SUPPORT_EMAIL): a server with another address than
 * the default writes it into the page's meta tag and into the pre-rendered text (apps/api/src/plugins/
 * page-rewrites.ts), so the first render while hydrating reads what the HTML shows.
 */
export function supportEmail(): string {
  if (typeof document === 'undefined') return DEFAULT_SUPPORT_EMAIL;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`);
  return meta?.content || DEFAULT_SUPPORT_EMAIL;
}
export const PRIVACY_EMAIL = 'privacy@kwachaloans.co.zm';
/** Shown as written; the tel: link uses the digits. */
export const SUPPORT_PHONE = '+260 211 123 456';
export const SUPPORT_PHONE_HREF = 'tel:+260211123456';

export const OFFICE_ADDRESS = ['Kwacha Loans Limited', 'Plot 2374, Cairo Road', 'Lusaka, Zambia'] as const;
export const POSTAL_ADDRESS = ['Kwacha Loans Limited', 'P.O. Box 50123', 'Lusaka 10101, Zambia'] as const;
