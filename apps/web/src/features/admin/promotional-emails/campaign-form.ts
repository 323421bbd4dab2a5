import {
  CAMPAIGN_MESSAGES,
  type CampaignAudience,
  type CampaignDetail,
  RATE_PER_MINUTE,
  type SaveCampaignRequest,
  saveCampaignRequestSchema,
} from '@kwacha/shared/staff/campaigns';
import { z } from 'zod';

/**
 * The compose form holds what was typed (the rate as text, the audience as three boxes); this schema reads
 * it into the request the API validates with the same shared schema, so both refuse the same input with
 * the same message.
 */
export interface CampaignFormValues {
  subject: string;
  markdown: string;
  allowRemoteImages: boolean;
  hasActiveLoan: boolean;
  hasRepaidLoan: boolean;
  noOpenApplication: boolean;
  ratePerMinute: string;
}

/** '600' → 600; anything that is not a whole number → NaN, which the shared schema refuses in its words. */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export const campaignForm = z
  .object({
    subject: z.string(),
    markdown: z.string(),
    allowRemoteImages: z.boolean(),
    hasActiveLoan: z.boolean(),
    hasRepaidLoan: z.boolean(),
    noOpenApplication: z.boolean(),
    ratePerMinute: z.string(),
  })
  .transform((v) => ({
    subject: v.subject,
    markdown: v.markdown,
    allowRemoteImages: v.allowRemoteImages,
    audience: audienceOf(v),
    ratePerMinute: wholeNumber(v.ratePerMinute),
  }))
  // The request schema's defaults make its declared input optional; the form always gives every field.
  .pipe(saveCampaignRequestSchema as unknown as z.ZodType<SaveCampaignRequest, SaveCampaignRequest>);

export const audienceOf = (v: Pick<CampaignFormValues, keyof CampaignAudience>): CampaignAudience => ({
  hasActiveLoan: v.hasActiveLoan,
  hasRepaidLoan: v.hasRepaidLoan,
  noOpenApplication: v.noOpenApplication,
});

/** A saved draft as the form shows it, or an empty one. */
export function formValuesOf(campaign?: CampaignDetail): CampaignFormValues {
  return {
    subject: campaign?.subject ?? '',
    markdown: campaign?.markdown ?? '',
    allowRemoteImages: campaign?.allowRemoteImages ?? false,
    hasActiveLoan: campaign?.audience.hasActiveLoan ?? false,
    hasRepaidLoan: campaign?.audience.hasRepaidLoan ?? false,
    noOpenApplication: campaign?.audience.noOpenApplication ?? false,
    ratePerMinute: String(campaign?.ratePerMinute ?? RATE_PER_MINUTE.default),
  };
}

/**
 * '2026-12-01T09:00' from a date-and-time box, read as Lusaka time (UTC+2 all year: Zambia keeps no
 * daylight saving) → '2026-12-01T09:00:00+02:00'; undefined when the box is empty or half filled.
 */
export function lusakaTimeToIso(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+02:00` : undefined;
}

export const SCHEDULE_REQUIRED_MESSAGE = CAMPAIGN_MESSAGES.scheduleInvalid;
