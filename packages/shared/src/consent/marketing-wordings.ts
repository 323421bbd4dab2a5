// The texts and constants of marketing consent, free of zod: the registration page shows the wording
// before it loads zod, and `npm run size` fails when that page loads zod before its form is used
// (docs/performance.md §3). marketing-consent.ts holds the schemas.
import type { Language } from '../i18n/languages';

/**
 * Consent to news and offers by e-mail (docs/product.md §14.6; Zambia's Data Protection Act 2021: direct
 * marketing needs consent that can be shown and withdrawn). Every sentence a person was ever asked to agree
 * to keeps its version id for good: the consent log names the version, so the log can always say what
 * exactly was agreed to. A new wording is a new entry here, never an edit of an old one.
 */
export const MARKETING_CONSENT_V1 =
  'Send me news and offers from Kwacha Loans by e-mail. I can stop them at any time from my profile or from the link in any of these e-mails.';

/**
 * The same sentence in Bemba and Nyanja (docs/product.md §22): a person agrees to what they read, so each
 * language's sentence is a wording of its own with its own version, and the log's version says which
 * language was read. Drafts awaiting the native speakers' review (docs/glossary.md): a reviewed text is a
 * new version (`-v2-bem`), never an edit of this one.
 */
export const MARKETING_CONSENT_V1_BEM =
  'Ntumineniko amalyashi ne fyo tupeela ukufuma kuli Kwacha Loans pa imeli. Kuti nabilekesha inshita iili yonse ukufuma pa Ifyandi nangu pa ilinki iili muli imo iya ishi imeli.';
export const MARKETING_CONSENT_V1_NY =
  'Nditumizireni nkhani ndi zomwe timapereka kuchokera ku Kwacha Loans pa imelo. Nditha kuziletsa nthawi iliyonse kuchokera pa Zanga kapena pa linki yomwe ili mu imelo iliyonse ya mtunduwu.';

export const MARKETING_CONSENT_WORDINGS = {
  'marketing-email-v1': MARKETING_CONSENT_V1,
  'marketing-email-v1-bem': MARKETING_CONSENT_V1_BEM,
  'marketing-email-v1-ny': MARKETING_CONSENT_V1_NY,
} as const;
export type MarketingWordingVersion = keyof typeof MARKETING_CONSENT_WORDINGS;
export const MARKETING_WORDING_VERSIONS = Object.keys(MARKETING_CONSENT_WORDINGS) as [
  MarketingWordingVersion,
  ...MarketingWordingVersion[],
];

export interface MarketingWording {
  version: MarketingWordingVersion;
  text: string;
}

/** What the forms show today, per language (`en`, `bem`, `ny`: languages.ts). */
export const CURRENT_MARKETING_WORDINGS = {
  en: { version: 'marketing-email-v1', text: MARKETING_CONSENT_V1 },
  bem: { version: 'marketing-email-v1-bem', text: MARKETING_CONSENT_V1_BEM },
  ny: { version: 'marketing-email-v1-ny', text: MARKETING_CONSENT_V1_NY },
} as const satisfies Record<Language, MarketingWording>;

/**
 * The English wording of today: what the server records when no sentence was read (a withdrawal by an
 * unsubscribe link, an erasure) and what English forms show.
 */
export const CURRENT_MARKETING_WORDING: MarketingWording = CURRENT_MARKETING_WORDINGS.en;

/** The text of a recorded version; an unknown one (never expected) as its id. */
export const marketingWordingText = (version: string): string =>
  (MARKETING_CONSENT_WORDINGS as Record<string, string>)[version] ?? version;

/** consent_events.purpose: what a consent is for. */
export const MARKETING_EMAIL_PURPOSE = 'marketing_email';

/**
 * consent_events.source, "from where": the registration form, the profile page, the page an e-mail's
 * unsubscribe link opens, or a mail client's one-click unsubscribe (RFC 8058).
 */
export const CONSENT_SOURCES = [
  'registration',
  'profile',
  'unsubscribe_link',
  'list_unsubscribe',
  'account_erasure',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  registration: 'Registration form',
  profile: 'Profile page',
  unsubscribe_link: 'Unsubscribe link in an e-mail',
  list_unsubscribe: 'One-click unsubscribe in the mail app',
  account_erasure: "Account erased at the borrower's request",
};

/** How many consent records the profile and the staff user page show (newest first). */
export const CONSENT_HISTORY_LIMIT = 20;

export const MARKETING_CONSENT_MESSAGES = {
  granted: 'You will receive news and offers from Kwacha Loans by e-mail.',
  withdrawn: 'You will no longer receive news and offers from Kwacha Loans.',
  outdatedWording: 'The wording of this choice has changed. Please reload the page and choose again.',
  missingWording: 'Please reload the page and tick the news and offers box again.',
  invalidLink:
    'This unsubscribe link is not valid. Please use the link in our e-mail, or stop news and offers from your profile.',
} as const;
