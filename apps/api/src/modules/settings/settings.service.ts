import type { Executor } from '@kwacha/db';
import {
  type AppSettingsView,
  DEFAULT_APP_SETTINGS,
  INSTANT_APPROVAL_SETTING_KEY,
  type InstantApprovalSetting,
  instantApprovalSettingSchema,
} from '@kwacha/shared/staff/settings';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.repository';
import { findSetting, saveSetting } from './settings.repository';

/**
 * The instant-approval switch. No row means off (the default). A stored value that does not parse is an
 * error, not "off": callers that decide loans treat it as "the rules could not run".
 */
export async function readInstantApproval(
  db: Executor,
  options: { lock?: boolean } = {},
): Promise<InstantApprovalSetting> {
  const stored = await findSetting(db, INSTANT_APPROVAL_SETTING_KEY, options);
  if (stored === undefined) return DEFAULT_APP_SETTINGS.instantApproval;
  const parsed = instantApprovalSettingSchema.safeParse(stored);
  if (!parsed.success) throw new Error(`app_settings.${INSTANT_APPROVAL_SETTING_KEY} holds an invalid value`);
  return parsed.data;
}

export async function readAppSettings(ctx: Pick<AppContext, 'db'>): Promise<AppSettingsView> {
  return { instantApproval: await readInstantApproval(ctx.db) };
}

/** Saves the settings a superuser sent; every save is audited with what it replaced. */
export async function updateAppSettings(
  ctx: Pick<AppContext, 'db' | 'now'>,
  actorId: string,
  next: AppSettingsView,
): Promise<AppSettingsView> {
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // Locked, so two superusers saving at once produce two audit records that chain (a → b, b → c).
    const before = await findSetting(tx, INSTANT_APPROVAL_SETTING_KEY, { lock: true });
    await saveSetting(tx, INSTANT_APPROVAL_SETTING_KEY, next.instantApproval, actorId, at);
    await recordAudit(tx, {
      actorId,
      action: 'settings.updated',
      entityType: 'setting',
      entityId: INSTANT_APPROVAL_SETTING_KEY,
      before: { instantApproval: before ?? DEFAULT_APP_SETTINGS.instantApproval },
      after: { instantApproval: next.instantApproval },
    });
  });
  return next;
}
