import { z } from 'zod';
import { calendarDay } from '../validation/calendar-day';
import { issuedIdentifier, singleLineText } from '../validation/typed-text';

/**
 * E-mail management (docs/product.md §14.7; admin and superuser): every message the outbox holds, one
 * message with its secrets masked, and sending failed ones again. Every route is under /api/admin/emails.
 */

export const EMAIL_PAGE_SIZE = 25;

/**
 * What staff see: the outbox's queued, sent and failed, `sending` — a queued message a sender has
 * claimed and is delivering right now — and `kept_locally`: no mail server was set (SMTP_URL, outside
 * production), so the message was kept on the machine for the developer and never reached anyone.
 */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept_locally'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  kept_locally: 'Kept locally, not sent',
};

/** The kind of a message is its template; these are the ones the product writes. */
export const EMAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  'verify-email': 'E-mail verification',
  'password-reset': 'Password reset',
  'staff-invitation': 'Staff invitation',
  'disbursement-otp': 'Disbursement code',
  welcome: 'Welcome',
  'loan-approved': 'Loan decision (approved)',
  'loan-rejected': 'Loan decision (not approved)',
  'disbursement-completed': 'Loan paid out',
  'loan-repaid-receipt': 'Receipt: loan repaid',
  'repayment-reminder': 'Repayment reminder',
  'contact-message': 'Contact form message',
  promotion: 'Promotion',
  'promotion-test': 'Promotion (test send)',
};

/** 'repayment-reminder' → its label; an unknown 'loan-top-up' → 'Loan top up'. */
export function emailKindLabel(kind: string): string {
  const known = EMAIL_KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[-_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How a failed message is sent again. A link that opens an account (verification, reset, invitation) is
 * never sent twice: a fresh one is issued to the account's current address, which also ends the old
 * one. A disbursement code is never sent again at all. Anything else goes out again as it was.
 */
export type ResendMode = 'fresh-link' | 'same-message' | 'never';
export const RESEND_MODES = ['fresh-link', 'same-message', 'never'] as const;

const FRESH_LINK_KINDS: ReadonlySet<string> = new Set(['verify-email', 'password-reset', 'staff-invitation']);
const NEVER_RESENT_KINDS: ReadonlySet<string> = new Set(['disbursement-otp']);

export function resendModeOf(kind: string): ResendMode {
  if (NEVER_RESENT_KINDS.has(kind)) return 'never';
  return FRESH_LINK_KINDS.has(kind) ? 'fresh-link' : 'same-message';
}

/** "Retry all failed" works only on kinds that go out again as they were. */
export const mayRetryAllOfKind = (kind: string) => resendModeOf(kind) === 'same-message';

const FRESH_LINK_WORDS: Readonly<Record<string, string>> = {
  'verify-email': 'A new verification link',
  'password-reset': 'A new password reset link',
  'staff-invitation': 'A new invitation with a fresh link',
};

export const EMAIL_MESSAGES = {
  notFound: 'E-mail not found.',
  invalidCursor: 'Invalid cursor. Start again from the first page.',
  onlyFailed: (status: EmailStatus) =>
    status === 'sent'
      ? 'This e-mail was delivered already. Only a failed e-mail can be sent again.'
      : status === 'kept_locally'
        ? 'This e-mail was kept on this machine because no mail server is set up (SMTP_URL). Only a failed e-mail can be sent again.'
        : 'This e-mail is still waiting to be sent. Only a failed e-mail can be sent again.',
  disbursementCode:
    'A disbursement code cannot be sent again: start the disbursement again from the loan page to send a new code.',
  accountGone:
    'The account this e-mail was for can no longer be found (removed, or its address changed), so no new link can be sent.',
  accountDeactivated:
    'The account this e-mail was for is deactivated, so no new link can be sent. Reactivate it first.',
  alreadyVerified: 'This e-mail address is verified already: no new verification link is needed.',
  notStaff: 'This account is no longer a staff account, so no new invitation can be sent.',
  linkRemoved:
    'A link in this e-mail was removed from our copy when it failed, so it cannot be sent again as it was.',
  noConsent:
    'This person no longer agrees to receive promotional e-mails, so this promotion will not be sent again.',
  freshLinkSent: (kind: string, email: string) =>
    `${FRESH_LINK_WORDS[kind] ?? 'A new e-mail with a fresh link'} is on its way to ${email}. Older links no longer work.`,
  requeued: (email: string) => `The e-mail to ${email} was queued to be sent again.`,
  retryOneByOne: (kindLabel: string) =>
    `${kindLabel} e-mails carry a link that must be new each time: send them again one by one.`,
  retried: (count: number, kindLabel: string, skipped: number) => {
    const queued =
      count === 0
        ? `No failed ${kindLabel.toLowerCase()} e-mails were queued again.`
        : `${count} failed ${kindLabel.toLowerCase()} e-mail${count === 1 ? ' was' : 's were'} queued to be sent again.`;
    return skipped === 0
      ? queued
      : `${queued} ${skipped} could not be sent again as they were (a link removed, or consent withdrawn).`;
  },
} as const;

const isoDay = calendarDay();

const CHOOSE_KIND = 'Choose a kind from the list.';
export const emailKindSchema = z
  .string({ error: CHOOSE_KIND })
  .min(1, CHOOSE_KIND)
  .max(60, CHOOSE_KIND)
  .regex(/^[a-z][a-z0-9-]*$/, CHOOSE_KIND);

export const EMAIL_PERIOD_BACKWARDS = 'The period ends before it starts.';

/** The list's filters. */
export const emailListFilterSchema = z.strictObject({
  /** The first characters of the recipient's address. */
  q: singleLineText().trim().max(254, 'Search at most 254 characters.').optional(),
  kind: emailKindSchema.optional(),
  status: z
    .enum(EMAIL_STATUSES, { error: 'Choose queued, sending, sent, failed or kept locally.' })
    .optional(),
  /** Inclusive calendar days in Africa/Lusaka, on the day the message was written. */
  from: isoDay.optional(),
  to: isoDay.optional(),
});

const withPeriodCheck = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
) =>
  schema.superRefine((query, ctx) => {
    // ISO days order like their text.
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: EMAIL_PERIOD_BACKWARDS });
    }
  });

/** The filters as the web form checks them (the same rules as the API). */
export const emailFiltersSchema = withPeriodCheck(emailListFilterSchema);
export type EmailFilters = z.infer<typeof emailFiltersSchema>;

/** GET /api/admin/emails: newest first, keyset pages. */
export const emailListQuerySchema = withPeriodCheck(
  emailListFilterSchema.extend({
    /** Opaque; the `nextCursor` of the previous page. */
    cursor: issuedIdentifier(300, EMAIL_MESSAGES.invalidCursor).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(EMAIL_PAGE_SIZE),
  }),
);
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;

export const emailRowSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  /** The last refusal, with any link or code in it masked. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a queued message is next tried (later than now after a refused delivery). */
  nextAttemptAt: z.string().nullable(),
});
export type EmailRow = z.infer<typeof emailRowSchema>;

export const emailListSchema = z.object({
  items: z.array(emailRowSchema),
  nextCursor: z.string().nullable(),
});
export type EmailList = z.infer<typeof emailListSchema>;

/** GET /api/admin/emails/:id: the message as its recipient saw it, every live secret masked. */
export const emailDetailSchema = emailRowSchema.extend({
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string(),
  headers: z.record(z.string(), z.string()),
  priority: z.enum(['security', 'transactional', 'bulk']),
  /** 'smtp', or 'log' when no SMTP server was configured (kept locally); null until delivered. */
  transport: z.string().nullable(),
  updatedAt: z.string(),
  resendMode: z.enum(RESEND_MODES),
  /** Each time staff sent it again, newest first: who, when, and the new message (a fresh link). */
  resends: z.array(
    z.object({ at: z.string(), by: z.string().nullable(), newEmailId: z.string().nullable() }),
  ),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;

/** GET /api/admin/emails/failed-counts: how many failed messages each kind has. */
export const failedEmailCountsSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.string(),
      kindLabel: z.string(),
      count: z.number().int(),
      /** False for kinds that are only ever sent again one by one (fresh links) or never (codes). */
      retryAll: z.boolean(),
    }),
  ),
});
export type FailedEmailCounts = z.infer<typeof failedEmailCountsSchema>;

/** POST /api/admin/emails/:id/resend: the message that now waits to go out. */
export const emailResentSchema = z.object({
  /** The new message (a fresh link) or the same one, queued again. */
  id: z.string(),
  how: z.enum(['fresh-link', 'same-message']),
  recipient: z.string(),
});
export type EmailResent = z.infer<typeof emailResentSchema>;

/** POST /api/admin/emails/retry-failed. */
export const retryFailedEmailsRequestSchema = z.strictObject({ kind: emailKindSchema });
export type RetryFailedEmailsRequest = z.infer<typeof retryFailedEmailsRequestSchema>;

export const failedEmailsRetriedSchema = z.object({
  kind: z.string(),
  /** Queued to be sent again. */
  count: z.number().int(),
  /** Left failed: their copy lost a link, or a promotion's recipient withdrew consent. */
  skipped: z.number().int(),
});
export type FailedEmailsRetried = z.infer<typeof failedEmailsRetriedSchema>;
