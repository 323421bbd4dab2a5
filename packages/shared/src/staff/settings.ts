import { z } from 'zod';

/** The `app_settings` key under which the instant-approval switch is stored. */
export const INSTANT_APPROVAL_SETTING_KEY = 'instant_approval';

export const instantApprovalSettingSchema = z.strictObject({
  enabled: z.boolean({ error: 'Instant approval must be on (true) or off (false).' }),
});
export type InstantApprovalSetting = z.infer<typeof instantApprovalSettingSchema>;

/**
 * GET and PUT /api/admin/settings (superuser): the run-time settings, the same shape both ways. Strict, so
 * a field this version does not know is refused rather than silently dropped.
 */
export const appSettingsSchema = z.strictObject({
  instantApproval: instantApprovalSettingSchema,
});
export type AppSettingsView = z.infer<typeof appSettingsSchema>;

/** A missing row means the default: instant approval is off until a superuser turns it on. */
export const DEFAULT_APP_SETTINGS: AppSettingsView = { instantApproval: { enabled: false } };

export const SETTINGS_SAVED_MESSAGE = 'Settings saved.';
