import type { Executor } from '@kwacha/db';
import { provisionRatesFor } from '@kwacha/shared/staff/provisions';
import type { AppSettingsView, SettingSection } from '@kwacha/shared/staff/settings';
import type { AppContext } from '../../context';
import { ValidationError } from '../../lib/domain-errors';
import { recordAudit } from '../audit/audit.public';
import { type RulesOf, SETTING_SECTION_NAMES, SETTING_SECTIONS } from './setting-sections';
import { findSetting, findSettings, saveSetting } from './settings.repository';

function parseStored<S extends SettingSection>(section: S, stored: unknown): RulesOf[S] {
  const definition = SETTING_SECTIONS[section];
  if (stored === undefined) return definition.defaults;
  const parsed = definition.stored.safeParse(stored);
  // An error, not the default: a caller deciding loans treats it as "the rules could not run".
  if (!parsed.success) throw new Error(`app_settings.${definition.key} holds an invalid value`);
  return parsed.data;
}

/** A section's rules from a value storedSettingOf read as part of another statement. */
export function rulesFromStored<S extends SettingSection>(section: S, stored: unknown): RulesOf[S] {
  return parseStored(section, stored ?? undefined);
}

/**
 * One section's rules as they are now: the stored row, or the default when none was ever saved. Services
 * read what they need once per request or per run, and pass the values to the pure maths.
 */
export async function readRules<S extends SettingSection>(
  db: Executor,
  section: S,
  options: { lock?: boolean } = {},
): Promise<RulesOf[S]> {
  return parseStored(section, await findSetting(db, SETTING_SECTIONS[section].key, options));
}

export const readInstantApproval = (db: Executor) => readRules(db, 'instantApproval');
export const readFeeRules = (db: Executor) => readRules(db, 'fees');
export const readLateFeeRule = (db: Executor) => readRules(db, 'lateFee');
export const readDisbursementCodeRules = (db: Executor) => readRules(db, 'disbursementCode');
export const readIdentityCheckRules = (db: Executor) => readRules(db, 'identityChecks');
export const readDelinquencyBuckets = (db: Executor) => readRules(db, 'delinquencyBuckets');
export const readCollectionRules = (db: Executor) => readRules(db, 'collectionRules');
export const readCreditListingNoticeRules = (db: Executor) => readRules(db, 'creditListingNotice');

/**
 * The delinquency buckets and the provision rates of each (docs/decisions/050), the rates fitted to the
 * buckets in force (provisionRatesFor): what the month-end provisions run on.
 */
export async function readProvisionRules(db: Executor) {
  const { upperBounds } = await readRules(db, 'delinquencyBuckets');
  const rates = provisionRatesFor(await readRules(db, 'provisionRates'), upperBounds.length + 1);
  return { upperBounds, ...rates };
}

function viewOf<S extends SettingSection>(section: S, rules: RulesOf[S]): AppSettingsView[S] {
  return SETTING_SECTIONS[section].toView(rules);
}

/** Every section as the API speaks it (kwacha, percentages), in one query. */
export async function readAppSettings(db: Executor): Promise<AppSettingsView> {
  const stored = await findSettings(
    db,
    SETTING_SECTION_NAMES.map((section) => SETTING_SECTIONS[section].key),
  );
  const rulesOf = <S extends SettingSection>(section: S) =>
    parseStored(section, stored.get(SETTING_SECTIONS[section].key));
  const of = <S extends SettingSection>(section: S) => viewOf(section, rulesOf(section));
  const buckets = rulesOf('delinquencyBuckets').upperBounds.length + 1;
  return {
    instantApproval: of('instantApproval'),
    fees: of('fees'),
    lateFee: of('lateFee'),
    disbursementCode: of('disbursementCode'),
    identityChecks: of('identityChecks'),
    delinquencyBuckets: of('delinquencyBuckets'),
    collectionRules: of('collectionRules'),
    // The rates in force: one per bucket, however many buckets there are now (docs/decisions/050).
    provisionRates: viewOf('provisionRates', provisionRatesFor(rulesOf('provisionRates'), buckets)),
    creditListingNotice: of('creditListingNotice'),
  };
}

/**
 * Saves one section as a superuser sent it and audits it with what it replaced, in one transaction. It
 * applies from the next quote, application, run or code on: loans keep the terms they were quoted.
 */
export async function updateSetting<S extends SettingSection>(
  ctx: Pick<AppContext, 'db' | 'now'>,
  actorId: string,
  section: S,
  next: AppSettingsView[S],
): Promise<AppSettingsView> {
  const definition = SETTING_SECTIONS[section];
  const rules = definition.toRules(next);
  return ctx.db.transaction(async (tx) => {
    // Locked, so two superusers saving at once produce two audit records that chain (a → b, b → c).
    const stored = await findSetting(tx, definition.key, { lock: true });
    const refusals = (await definition.crossCheck?.(next, (other) => readRules(tx, other))) ?? [];
    if (refusals.length > 0) throw new ValidationError(refusals);
    const readable = definition.stored.safeParse(stored ?? definition.defaults);
    // A row this version cannot read is still replaced, and the audit keeps it as it was.
    const before = readable.success ? viewOf(section, readable.data) : stored;
    await saveSetting(tx, definition.key, rules, actorId, ctx.now());
    await recordAudit(tx, {
      actorId,
      action: 'settings.updated',
      entityType: 'setting',
      entityId: definition.key,
      before: { [section]: before },
      after: { [section]: viewOf(section, rules) },
    });
    return readAppSettings(tx);
  });
}
