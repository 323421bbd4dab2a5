import { type ErrorDetail, errorDetail } from '@kwacha/shared/api/envelope';
import { kwachaToNgwee } from '@kwacha/shared/money/money';
import type { CollectionRules } from '@kwacha/shared/staff/collections';
import { PROVISION_MESSAGES, type ProvisionRateRules } from '@kwacha/shared/staff/provisions';
import {
  type AppSettingsView,
  type CreditListingNoticeRules,
  collectionRulesSettingsSchema,
  creditListingNoticeSettingsSchema,
  DEFAULT_SETTINGS,
  type DelinquencyBucketRules,
  type DisbursementCodeRules,
  delinquencyBucketSettingsSchema,
  disbursementCodeSettingsSchema,
  type FeeRules,
  feeSettingsSchema,
  type IdentityCheckRules,
  type InstantApprovalRules,
  identityCheckSettingsSchema,
  instantApprovalSettingSchema,
  type LateFeeRule,
  lateFeeSettingsSchema,
  percentToBasisPoints,
  provisionRateSettingsSchema,
  SETTING_KEYS,
  type SettingSection,
  settingViews,
} from '@kwacha/shared/staff/settings';
import { z } from 'zod';

/** What each section's row holds, in whole units (ngwee, basis points, minutes). */
export interface RulesOf {
  instantApproval: InstantApprovalRules;
  fees: FeeRules;
  lateFee: LateFeeRule;
  disbursementCode: DisbursementCodeRules;
  identityChecks: IdentityCheckRules;
  delinquencyBuckets: DelinquencyBucketRules;
  collectionRules: CollectionRules;
  provisionRates: ProvisionRateRules;
  creditListingNotice: CreditListingNoticeRules;
}

/** Reads another section's rules as they stand, in the save's transaction. */
export type SectionReader = <T extends SettingSection>(section: T) => Promise<RulesOf[T]>;

export interface SectionDefinition<S extends SettingSection> {
  key: string;
  /** The row as stored; a row this version cannot read is an error, never silently the default. */
  stored: z.ZodType<RulesOf[S]>;
  defaults: RulesOf[S];
  /** The PUT body, as the superuser's form sends it (kwacha, percentages). */
  request: z.ZodType<AppSettingsView[S]>;
  toRules: (view: AppSettingsView[S]) => RulesOf[S];
  toView: (rules: RulesOf[S]) => AppSettingsView[S];
  summary: string;
  /**
   * A rule that needs another section (one provision rate per delinquency bucket): the refusals, or none.
   * Checked in the save's transaction, before anything is written.
   */
  crossCheck?: (view: AppSettingsView[S], inForce: SectionReader) => Promise<ErrorDetail[]>;
}

const D = DEFAULT_SETTINGS;
const wholeFrom = (min: number, max: number) => z.number().int().min(min).max(max);
const ngwee = wholeFrom(0, Number.MAX_SAFE_INTEGER);
const basisPoints = wholeFrom(0, 10_000);

export const SETTING_SECTIONS: { [S in SettingSection]: SectionDefinition<S> } = {
  instantApproval: {
    key: SETTING_KEYS.instantApproval,
    // Rows saved before the limits were settings hold only `enabled`: the limits then are the defaults.
    stored: z.object({
      enabled: z.boolean(),
      firstLoanLimit: ngwee.default(D.instantApproval.firstLoanLimit),
      growthPercent: wholeFrom(0, 1_000).default(D.instantApproval.growthPercent),
      cap: ngwee.default(D.instantApproval.cap),
    }),
    defaults: D.instantApproval,
    request: instantApprovalSettingSchema,
    toRules: (v) => ({
      enabled: v.enabled,
      firstLoanLimit: kwachaToNgwee(v.firstLoanLimit),
      growthPercent: v.growthPercent,
      cap: kwachaToNgwee(v.cap),
    }),
    toView: settingViews.instantApproval,
    summary: 'Instant approval: on or off, and the borrower limits (superuser; audited)',
  },
  fees: {
    key: SETTING_KEYS.fees,
    stored: z.object({ serviceFeeBasisPoints: basisPoints }),
    defaults: D.fees,
    request: feeSettingsSchema,
    toRules: (v) => ({ serviceFeeBasisPoints: percentToBasisPoints(v.serviceFeePercent) }),
    toView: settingViews.fees,
    summary: 'The service fee of new quotes and applications (superuser; audited)',
  },
  lateFee: {
    key: SETTING_KEYS.lateFee,
    stored: z.object({ lateFeeBasisPoints: basisPoints, graceDays: wholeFrom(0, 365) }),
    defaults: D.lateFee,
    request: lateFeeSettingsSchema,
    toRules: (v) => ({ lateFeeBasisPoints: percentToBasisPoints(v.lateFeePercent), graceDays: v.graceDays }),
    toView: settingViews.lateFee,
    summary: 'The late fee and grace days of the daily run (superuser; audited)',
  },
  disbursementCode: {
    key: SETTING_KEYS.disbursementCode,
    stored: z.object({ lifetimeMinutes: wholeFrom(1, 1_440), maxAttempts: wholeFrom(1, 100) }),
    defaults: D.disbursementCode,
    request: disbursementCodeSettingsSchema,
    toRules: (v) => ({ lifetimeMinutes: v.lifetimeMinutes, maxAttempts: v.maxAttempts }),
    toView: settingViews.disbursementCode,
    summary: 'Disbursement codes: lifetime and wrong tries (superuser; audited)',
  },
  identityChecks: {
    key: SETTING_KEYS.identityChecks,
    stored: z.object({ requiredBeforeDisbursement: z.boolean() }),
    defaults: D.identityChecks,
    request: identityCheckSettingsSchema,
    toRules: (v) => ({ requiredBeforeDisbursement: v.requiredBeforeDisbursement }),
    toView: settingViews.identityChecks,
    summary:
      'Require approved identity documents before disbursement: on or off (superuser; audited; docs/product.md §20.5)',
  },
  delinquencyBuckets: {
    key: SETTING_KEYS.delinquencyBuckets,
    // The row is read back through the request's own rules: a stored list out of order would bucket wrongly.
    stored: delinquencyBucketSettingsSchema,
    defaults: D.delinquencyBuckets,
    request: delinquencyBucketSettingsSchema,
    toRules: (v) => ({ upperBounds: [...v.upperBounds] }),
    toView: settingViews.delinquencyBuckets,
    summary:
      'Delinquency buckets: the days past due each bucket ends on, from the next daily run (superuser; audited)',
  },
  collectionRules: {
    key: SETTING_KEYS.collectionRules,
    // Read back through the request's own rules: hours out of order would refuse every contact. Rules
    // saved before write-offs existed read as the default threshold (docs/product.md §23.6).
    stored: z.preprocess(
      (stored) =>
        typeof stored === 'object' && stored !== null && !('writeOffDays' in stored)
          ? { ...stored, writeOffDays: D.collectionRules.writeOffDays }
          : stored,
      collectionRulesSettingsSchema,
    ),
    defaults: D.collectionRules,
    request: collectionRulesSettingsSchema,
    toRules: (v) => ({ ...v }),
    toView: settingViews.collectionRules,
    summary:
      'Fair-collection rules: contact hours, Sundays, contacts a day per borrower, how far ahead a promise may fall (superuser; audited; docs/product.md §23.3)',
  },
  provisionRates: {
    key: SETTING_KEYS.provisionRates,
    stored: z.object({
      currentBasisPoints: basisPoints,
      bucketBasisPoints: z.array(basisPoints).min(1),
    }),
    defaults: D.provisionRates,
    request: provisionRateSettingsSchema,
    toRules: (v) => ({
      currentBasisPoints: percentToBasisPoints(v.currentPercent),
      bucketBasisPoints: v.bucketPercents.map(percentToBasisPoints),
    }),
    toView: settingViews.provisionRates,
    summary:
      'Loan-loss provision rates: loans not past due and each delinquency bucket, one rate per bucket, from the next month-end (superuser; audited; docs/decisions/050)',
    // Rates are kept by the buckets' places: as many rates as buckets, or the month-end would guess.
    async crossCheck(view, inForce) {
      const buckets = (await inForce('delinquencyBuckets')).upperBounds.length + 1;
      if (view.bucketPercents.length === buckets) return [];
      return [errorDetail('bucketPercents', PROVISION_MESSAGES.oneRatePerBucket(buckets))];
    },
  },
  creditListingNotice: {
    key: SETTING_KEYS.creditListingNotice,
    stored: creditListingNoticeSettingsSchema,
    defaults: D.creditListingNotice,
    request: creditListingNoticeSettingsSchema,
    toRules: (v) => ({ noticeDays: v.noticeDays }),
    toView: settingViews.creditListingNotice,
    summary:
      'Credit bureau notice: days between the notice of a first arrears and the first listing, for notices sent from then on (superuser; audited; docs/product.md §25.4)',
  },
};

export const SETTING_SECTION_NAMES = Object.keys(SETTING_SECTIONS) as SettingSection[];
