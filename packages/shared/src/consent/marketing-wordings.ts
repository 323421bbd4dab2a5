// The texts and constants of marketing consent, free of zod: the registration page shows the wording
// before it loads zod (docs/architecture.md §14). marketing-consent.ts re-exports them beside its schemas.

/**
 * Consent to news and offers by e-mail (docs/product.md §14.6; Zambia's Data Protection Act 2021: direct
 * marketing needs consent that can be shown and withdrawn). Every sentence a person was ever asked to agree
 * to keeps its version id for good: the consent log names the version, so the log can always say what
 * exactly was agreed to. A new wording is a new entry here, never an edit of an old one.
 */
export const MARKETING_CONSENT_V1 =
  'Send me news and offers from Kwacha Loans by e-mail. I can stop them at any time from my profile or from the link in any of these e-mails.';

export const MARKETING_CONSENT_WORDINGS = {
  'marketing-email-v1': MARKETING_CONSENT_V1,
} as const;
export type MarketingWordingVersion = keyof typeof MARKETING_CONSENT_WORDINGS;
export const MARKETING_WORDING_VERSIONS = Object.keys(MARKETING_CONSENT_WORDINGS) as [
  MarketingWordingVersion,
  ...MarketingWordingVersion[],
];

/** What the forms show today. */
export const CURRENT_MARKETING_WORDING: { version: MarketingWordingVersion; text: string } = {
  version: 'marketing-email-v1',
  text: MARKETING_CONSENT_V1,
};

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
