import { z } from 'zod';
import { issuedIdentifier, multiLineText, singleLineText } from '../validation/typed-text';

/**
 * Promotional e-mails (docs/product.md §14.6, superuser only): campaigns written in Markdown, sent in the
 * background to verified borrowers who opted in (docs/decisions/015-promotional-campaigns.md). Every route
 * is under /api/admin/campaigns.
 */

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'cancelled', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  cancelled: 'Cancelled',
  sent: 'Sent',
};

export const SUBJECT_MAX_LENGTH = 150;
export const MARKDOWN_MAX_LENGTH = 10_000;
/**
 * What a message may hold besides its length, checked before it is rendered (issue 39: deep quotes
 * overflowed the Markdown parser's stack; a long table or deeply nested tags kept the server busy for
 * seconds). Generous for an e-mail; the worst messages within them are guarded by
 * `npm run bench:campaign-markdown`.
 */
export const MARKDOWN_LIMITS = {
  /** Quotes, lists, emphasis and links inside one another. */
  nesting: 20,
  /** HTML tags inside one another. */
  htmlNesting: 20,
  /** Table cells in the whole message, headers included (the e-mail keeps their text, not the table). */
  tableCells: 100,
  /**
   * Paragraphs, headings, list items, emphasis marks, links, HTML tags…: the e-mail's elements. One the
   * e-mail leaves out (a table's parts, code, strikethrough, HTML tags outside the kept set) counts five:
   * removing it costs the sanitiser far more than keeping one.
   */
  elements: 1_000,
  /** Preparing the e-mail stops after this long; a message within the limits above takes far less. */
  renderMs: 2_000,
} as const;
export const RATE_PER_MINUTE = { min: 10, max: 6000, default: 600 } as const;
/** How far ahead a campaign may be scheduled. */
export const SCHEDULE_MAX_DAYS = 90;
export const CAMPAIGN_PAGE_SIZE = 20;

export const CAMPAIGN_MESSAGES = {
  subjectRequired: 'Please write a subject.',
  subjectLength: `The subject must be at most ${SUBJECT_MAX_LENGTH} characters.`,
  markdownRequired: 'Please write the message.',
  markdownLength: `The message must be at most ${MARKDOWN_MAX_LENGTH.toLocaleString('en-GB')} characters.`,
  markdownNesting: `The message is nested too deeply (at most ${MARKDOWN_LIMITS.nesting} levels).`,
  markdownHtmlNesting: `The message's HTML is nested too deeply (at most ${MARKDOWN_LIMITS.htmlNesting} tags inside one another).`,
  markdownTableCells: `The message's tables are too large (at most ${MARKDOWN_LIMITS.tableCells} cells in all).`,
  markdownElements: `The message has too many parts (at most ${MARKDOWN_LIMITS.elements.toLocaleString('en-GB')} paragraphs, list items, links, tags and the like).`,
  markdownTooSlow: 'The message is too complex to prepare. Make it shorter or simpler.',
  rateRange: `Choose a rate between ${RATE_PER_MINUTE.min} and ${RATE_PER_MINUTE.max.toLocaleString('en-GB')} e-mails a minute.`,
  scheduleInvalid: 'Choose a date and time, like 2026-12-01 09:00.',
  scheduleInPast: 'Choose a time in the future.',
  scheduleTooFar: `Choose a time within the next ${SCHEDULE_MAX_DAYS} days.`,
  invalidCursor: 'Invalid cursor. Start again from the first page.',
  notFound: 'Campaign not found.',
  created: 'Draft saved.',
  updated: 'Draft saved.',
  testSent: (email: string) => `A test e-mail is on its way to ${email}.`,
  started: 'Sending has started.',
  scheduled: 'The campaign is scheduled.',
  paused: 'Sending is paused.',
  resumed: 'Sending has resumed.',
  cancelled: 'The campaign was cancelled. Nobody else will receive it.',
  noRecipients: 'Nobody would receive this campaign: no verified borrower who opted in matches the audience.',
  notEditable: (status: CampaignStatus) =>
    `This campaign is ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()} and can no longer be edited.`,
  cannotSend: (status: CampaignStatus) =>
    `This campaign is ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()}: only a draft or a scheduled campaign can be sent.`,
  cannotPause: 'Only a campaign that is sending can be paused.',
  cannotResume: 'Only a paused campaign can be resumed.',
  cannotCancel: 'Only a scheduled, sending or paused campaign can be cancelled.',
} as const;

/** Who receives it, beyond "verified borrowers who opted in" (always applied). Unticked: no condition. */
export const campaignAudienceSchema = z.strictObject({
  hasActiveLoan: z.boolean().default(false),
  hasRepaidLoan: z.boolean().default(false),
  noOpenApplication: z.boolean().default(false),
});
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

export const AUDIENCE_FILTER_LABELS: Record<keyof CampaignAudience, string> = {
  hasActiveLoan: 'Has an active loan',
  hasRepaidLoan: 'Has repaid a loan',
  noOpenApplication: 'No open application',
};

const subjectSchema = singleLineText(CAMPAIGN_MESSAGES.subjectRequired)
  .trim()
  .min(1, CAMPAIGN_MESSAGES.subjectRequired)
  .max(SUBJECT_MAX_LENGTH, CAMPAIGN_MESSAGES.subjectLength);
const markdownSchema = multiLineText(CAMPAIGN_MESSAGES.markdownRequired)
  .refine((text) => text.trim().length > 0, CAMPAIGN_MESSAGES.markdownRequired)
  .refine((text) => text.length <= MARKDOWN_MAX_LENGTH, CAMPAIGN_MESSAGES.markdownLength);

/** What the message says; images from other sites only when asked for (they tell the sender who opened it). */
export const campaignContentSchema = z.strictObject({
  subject: subjectSchema,
  markdown: markdownSchema,
  allowRemoteImages: z.boolean().default(false),
});
export type CampaignContent = z.infer<typeof campaignContentSchema>;

/** POST /api/admin/campaigns (a new draft) and PUT /api/admin/campaigns/:id (while it is a draft). */
export const saveCampaignRequestSchema = campaignContentSchema.extend({
  audience: campaignAudienceSchema.default({
    hasActiveLoan: false,
    hasRepaidLoan: false,
    noOpenApplication: false,
  }),
  ratePerMinute: z
    .number({ error: CAMPAIGN_MESSAGES.rateRange })
    .int(CAMPAIGN_MESSAGES.rateRange)
    .min(RATE_PER_MINUTE.min, CAMPAIGN_MESSAGES.rateRange)
    .max(RATE_PER_MINUTE.max, CAMPAIGN_MESSAGES.rateRange)
    .default(RATE_PER_MINUTE.default),
});
export type SaveCampaignRequest = z.infer<typeof saveCampaignRequestSchema>;

/** POST /api/admin/campaigns/preview: the e-mail exactly as it would be sent (with a sample unsubscribe link). */
export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

const queryFlag = z
  .enum(['true', 'false'], { error: 'Use true or false.' })
  .optional()
  .transform((value) => value === 'true');

/** GET /api/admin/campaigns/audience-count?hasActiveLoan=true&…: how many would receive it now. */
export const audienceCountQuerySchema = z.strictObject({
  hasActiveLoan: queryFlag,
  hasRepaidLoan: queryFlag,
  noOpenApplication: queryFlag,
});
export const audienceCountSchema = z.object({ count: z.number().int() });
export type AudienceCount = z.infer<typeof audienceCountSchema>;

const scheduleTime = z
  .string({ error: CAMPAIGN_MESSAGES.scheduleInvalid })
  .regex(/^2\d{3}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, {
    message: CAMPAIGN_MESSAGES.scheduleInvalid,
  })
  .refine((value) => !Number.isNaN(Date.parse(value)), CAMPAIGN_MESSAGES.scheduleInvalid);

/** POST /api/admin/campaigns/:id/send: now, or `at` a later time (ISO 8601 with its offset). */
export const sendCampaignRequestSchema = z.strictObject({ at: scheduleTime.optional() });
export type SendCampaignRequest = z.infer<typeof sendCampaignRequestSchema>;

/** Where each recipient stands; `remaining` is not yet written to the outbox or not yet delivered. */
export const campaignProgressSchema = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  remaining: z.number().int(),
  /** Withdrew consent (or lost their account) before their turn, or the campaign was cancelled first. */
  skipped: z.number().int(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  audience: campaignAudienceSchema,
  ratePerMinute: z.number().int(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  progress: campaignProgressSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** GET /api/admin/campaigns/:id: the summary with what it says, as written and as sanitised. */
export const campaignDetailSchema = campaignSummarySchema.extend({
  markdown: z.string(),
  allowRemoteImages: z.boolean(),
  html: z.string(),
  text: z.string(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** GET /api/admin/campaigns: the history, newest first (keyset pages). */
export const campaignListQuerySchema = z.strictObject({
  cursor: issuedIdentifier(200, CAMPAIGN_MESSAGES.invalidCursor).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CAMPAIGN_PAGE_SIZE),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

export const campaignListSchema = z.object({
  items: z.array(campaignSummarySchema),
  nextCursor: z.string().nullable(),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

/**
 * Whether a page should keep asking for progress: sending, or finished writing (sent, cancelled) with
 * messages still in the outbox. A paused campaign's remaining people wait for a person, not for time.
 */
export const isCampaignInFlight = (campaign: Pick<CampaignSummary, 'status' | 'progress'>) =>
  campaign.status === 'sending' ||
  ((campaign.status === 'sent' || campaign.status === 'cancelled') && campaign.progress.remaining > 0);
