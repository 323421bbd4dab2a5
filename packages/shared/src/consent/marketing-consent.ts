import { z } from 'zod';
import { MARKETING_CONSENT_MESSAGES, MARKETING_WORDING_VERSIONS } from './marketing-wordings';

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
