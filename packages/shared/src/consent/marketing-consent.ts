import { z } from 'zod';

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

export const marketingWordingVersionSchema = z.enum(MARKETING_WORDING_VERSIONS, {
  error: MARKETING_CONSENT_MESSAGES.outdatedWording,
});

/** PUT /api/consent/marketing: the signed-in borrower gives or withdraws consent, naming the wording shown. */
export const marketingConsentRequestSchema = z.strictObject({
  granted: z.boolean({ error: 'Choose whether you want news and offers.' }),
  wordingVersion: marketingWordingVersionSchema,
});
export type MarketingConsentRequest = z.infer<typeof marketingConsentRequestSchema>;

/** One line of the consent log. The address and browser are the "from where" of the record. */
export const consentEventSchema = z.object({
  id: z.number().int(),
  granted: z.boolean(),
  wordingVersion: z.string(),
  source: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsentEventView = z.infer<typeof consentEventSchema>;

/** GET /api/consent (and the answer of PUT /api/consent/marketing). */
export const consentStateSchema = z.object({
  marketingOptIn: z.boolean(),
  /** When the current answer was given (its newest record); null when never asked. */
  since: z.string().nullable(),
  /** The newest records, at most CONSENT_HISTORY_LIMIT. */
  history: z.array(consentEventSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

// base64url of the account id, a dot, and the signature (apps/api consent/unsubscribe-links.ts).
const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{1,100}\.[A-Za-z0-9_-]{1,64}$/;

/** ?token= of GET and POST /api/unsubscribe. Its signature is checked by the server. */
export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ error: MARKETING_CONSENT_MESSAGES.invalidLink })
    .regex(UNSUBSCRIBE_TOKEN, MARKETING_CONSENT_MESSAGES.invalidLink),
});

/**
 * POST /api/unsubscribe. A mail client sends `List-Unsubscribe=One-Click` (form-encoded) or nothing; the
 * web page's button says so with `confirmedOnPage`, which is recorded as the unsubscribe link's page.
 */
export const unsubscribeRequestSchema = z
  .strictObject({
    'List-Unsubscribe': z.literal('One-Click').optional(),
    confirmedOnPage: z.literal(true).optional(),
  })
  .nullish();

/** GET /api/unsubscribe: what the page shows before the button is pressed. Changes nothing. */
export const unsubscribeLinkSchema = z.object({
  /** The address the link was sent to, partly hidden (m•••@example.zm); null if the account is gone. */
  email: z.string().nullable(),
  marketingOptIn: z.boolean(),
});
export type UnsubscribeLink = z.infer<typeof unsubscribeLinkSchema>;
