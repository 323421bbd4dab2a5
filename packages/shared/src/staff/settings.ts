import { z } from 'zod';
import type { InstantApprovalLimits } from '../loans/borrower-limit';
import { hasAtMostTwoDecimals, kwachaToNgwee, type Ngwee } from '../money/money';
import { type CollectionRules, DEFAULT_COLLECTION_RULES } from './collections';
import { DEFAULT_PROVISION_RATES, PROVISION_MESSAGES, type ProvisionRateRules } from './provisions';

/**
 * Run-time settings a superuser changes (docs/product.md §14.5), one `app_settings` row per section. The
 * rows hold whole units (ngwee, basis points, minutes); the API speaks kwacha and percentages with two
 * decimals, like every other edge. A missing row means the default below: the value before settings existed.
 */
export const SETTING_KEYS = {
  instantApproval: 'instant_approval',
  fees: 'fees',
  lateFee: 'late_fee',
  disbursementCode: 'disbursement_code',
  identityChecks: 'identity_checks',
  delinquencyBuckets: 'delinquency_buckets',
  collectionRules: 'collection_rules',
  provisionRates: 'provision_rates',
  creditListingNotice: 'credit_listing_notice',
} as const;
export type SettingSection = keyof typeof SETTING_KEYS;

/** The `app_settings` key under which the instant-approval switch and limits are stored. */
export const INSTANT_APPROVAL_SETTING_KEY = SETTING_KEYS.instantApproval;

// What the services read, in whole units.
export type InstantApprovalRules = { enabled: boolean } & InstantApprovalLimits;
export interface FeeRules {
  /** Of the amount, kept back when the loan is paid out: 500 = 5%. */
  serviceFeeBasisPoints: number;
}
export interface LateFeeRule {
  /** Of what is overdue on an instalment, charged once: 500 = 5%. */
  lateFeeBasisPoints: number;
  /** Days after the due date before an unpaid instalment makes the loan overdue. */
  graceDays: number;
}
export interface DisbursementCodeRules {
  lifetimeMinutes: number;
  /** Wrong tries before the code stops working. */
  maxAttempts: number;
}

/**
 * docs/product.md §25.4: the days between the notice a borrower gets when a loan with credit bureau consent
 * is first past due and the first day it may be reported to the bureau as in arrears.
 */
export interface CreditListingNoticeRules {
  noticeDays: number;
}

/** docs/product.md §20.5: disbursement waits for approved identity documents while this is on. */
export interface IdentityCheckRules {
  requiredBeforeDisbursement: boolean;
}

/**
 * docs/product.md §13.4: the upper bounds, in days past due, of every delinquency bucket but the last
 * (which has none): [30, 60, 90, 180] is 1–30, 31–60, 61–90, 91–180 and over 180 days.
 */
export interface DelinquencyBucketRules {
  upperBounds: number[];
}

export const DEFAULT_INSTANT_APPROVAL_LIMITS: InstantApprovalLimits = {
  firstLoanLimit: 200_000,
  growthPercent: 50,
  cap: 5_000_000,
};
export const DEFAULT_SETTINGS = {
  instantApproval: { enabled: false, ...DEFAULT_INSTANT_APPROVAL_LIMITS } as InstantApprovalRules,
  fees: { serviceFeeBasisPoints: 500 } as FeeRules,
  lateFee: { lateFeeBasisPoints: 500, graceDays: 3 } as LateFeeRule,
  disbursementCode: { lifetimeMinutes: 10, maxAttempts: 5 } as DisbursementCodeRules,
  identityChecks: { requiredBeforeDisbursement: true } as IdentityCheckRules,
  delinquencyBuckets: { upperBounds: [30, 60, 90, 180] } as DelinquencyBucketRules,
  collectionRules: DEFAULT_COLLECTION_RULES,
  provisionRates: DEFAULT_PROVISION_RATES,
  creditListingNotice: { noticeDays: 20 } as CreditListingNoticeRules,
} as const;

/** The ranges a superuser may choose from (docs/product.md §14.5); amounts in kwacha. */
export const SETTING_BOUNDS = {
  serviceFeePercent: { min: 0, max: 10 },
  lateFeePercent: { min: 0, max: 10 },
  graceDays: { min: 0, max: 30 },
  instantLimitKwacha: { min: 10, max: 50_000 },
  growthPercent: { min: 0, max: 100 },
  codeLifetimeMinutes: { min: 1, max: 30 },
  codeAttempts: { min: 1, max: 10 },
  bucketBoundDays: { min: 1, max: 3650 },
  bucketBounds: { min: 2, max: 8 },
  contactFromHour: { min: 0, max: 23 },
  contactToHour: { min: 1, max: 24 },
  contactsPerDay: { min: 1, max: 10 },
  promiseMaxDays: { min: 1, max: 90 },
  writeOffDays: { min: 30, max: 3650 },
  provisionPercent: { min: 0, max: 100 },
  noticeDays: { min: 1, max: 90 },
} as const;

const B = SETTING_BOUNDS;
export const TWO_DECIMALS_PERCENT_MESSAGE = 'Percentages have at most two decimals.';
export const TWO_DECIMALS_AMOUNT_MESSAGE = 'Amounts have at most two decimals.';

/** A percentage with at most two decimals (2.5 = 250 basis points). */
export const percentField = (message: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine(hasAtMostTwoDecimals, TWO_DECIMALS_PERCENT_MESSAGE);

export const wholeNumberField = (message: string, { min, max }: { min: number; max: number }) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const kwachaField = (message: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine(hasAtMostTwoDecimals, TWO_DECIMALS_AMOUNT_MESSAGE);

/** 2.5 → 250. Exact: two decimals are parsed, not multiplied (the same maths as kwacha to ngwee). */
export const percentToBasisPoints = (percent: number): number => kwachaToNgwee(percent);
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

export const INSTANT_APPROVAL_ABOVE_CAP_MESSAGE = 'The first-loan limit cannot be above the cap.';

export const instantApprovalSettingSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'Instant approval must be on (true) or off (false).' }),
    firstLoanLimit: kwachaField('Please enter a first-loan limit from K10 to K50,000.', B.instantLimitKwacha),
    growthPercent: wholeNumberField('Please enter a whole growth percentage from 0 to 100.', B.growthPercent),
    cap: kwachaField('Please enter a cap from K10 to K50,000.', B.instantLimitKwacha),
  })
  .refine((s) => s.firstLoanLimit <= s.cap, {
    path: ['firstLoanLimit'],
    message: INSTANT_APPROVAL_ABOVE_CAP_MESSAGE,
  });
export type InstantApprovalSetting = z.infer<typeof instantApprovalSettingSchema>;

export const feeSettingsSchema = z.strictObject({
  serviceFeePercent: percentField('Please enter a service fee from 0% to 10%.', B.serviceFeePercent),
});
export type FeeSettings = z.infer<typeof feeSettingsSchema>;

export const lateFeeSettingsSchema = z.strictObject({
  lateFeePercent: percentField('Please enter a late fee from 0% to 10%.', B.lateFeePercent),
  graceDays: wholeNumberField('Please enter a whole number of grace days from 0 to 30.', B.graceDays),
});
export type LateFeeSettings = z.infer<typeof lateFeeSettingsSchema>;

export const disbursementCodeSettingsSchema = z.strictObject({
  lifetimeMinutes: wholeNumberField(
    'Please enter a code lifetime from 1 to 30 minutes.',
    B.codeLifetimeMinutes,
  ),
  maxAttempts: wholeNumberField('Please enter a number of tries from 1 to 10.', B.codeAttempts),
});
export type DisbursementCodeSettings = z.infer<typeof disbursementCodeSettingsSchema>;

/** "Require approved identity documents before disbursement" (on by default; turning it off is audited). */
export const identityCheckSettingsSchema = z.strictObject({
  requiredBeforeDisbursement: z.boolean({
    error: 'Requiring approved identity documents must be on (true) or off (false).',
  }),
});
export type IdentityCheckSettings = z.infer<typeof identityCheckSettingsSchema>;

/** The notice before a first negative credit bureau listing (docs/product.md §25.4), in whole days. */
export const creditListingNoticeSettingsSchema = z.strictObject({
  noticeDays: wholeNumberField('Please enter from 1 to 90 days of notice.', B.noticeDays),
});
export type CreditListingNoticeSettings = z.infer<typeof creditListingNoticeSettingsSchema>;

export const BUCKET_BOUND_MESSAGE = 'Please enter a whole number of days from 1 to 3650.';
export const BUCKET_COUNT_MESSAGE = 'Please enter from 2 to 8 bucket boundaries.';
export const BUCKET_ORDER_MESSAGE = 'Each boundary must be more days than the one before it.';

/**
 * The delinquency buckets' upper bounds: strictly increasing whole days. An out-of-order bound is refused
 * on its own place (upperBounds.1), so the form shows the message beside the input that breaks the order.
 */
export const delinquencyBucketSettingsSchema = z.strictObject({
  upperBounds: z
    .array(wholeNumberField(BUCKET_BOUND_MESSAGE, B.bucketBoundDays), { error: BUCKET_COUNT_MESSAGE })
    .min(B.bucketBounds.min, BUCKET_COUNT_MESSAGE)
    .max(B.bucketBounds.max, BUCKET_COUNT_MESSAGE)
    .superRefine((bounds, ctx) => {
      for (const [i, bound] of bounds.entries()) {
        const previous = bounds[i - 1];
        if (previous !== undefined && bound <= previous) {
          ctx.addIssue({ code: 'custom', path: [i], message: BUCKET_ORDER_MESSAGE });
        }
      }
    }),
});
export type DelinquencyBucketSettings = z.infer<typeof delinquencyBucketSettingsSchema>;

export const CONTACT_HOURS_ORDER_MESSAGE = 'The last hour must be after the first.';

/**
 * The fair-collection rules (docs/product.md §23.3): the Lusaka hours a borrower may be contacted in, from
 * `fromHour`:00 up to `toHour`:00, whether Sundays are allowed, the most contacts a day per borrower, and
 * how far ahead a promise to pay may fall (§23.4), and the days past due from which a loan may be proposed
 * for write-off (§23.6). Whole units, stored as they are.
 */
export const collectionRulesSettingsSchema = z
  .strictObject({
    fromHour: wholeNumberField('Please enter a first hour from 0 to 23.', B.contactFromHour),
    toHour: wholeNumberField('Please enter a last hour from 1 to 24.', B.contactToHour),
    sundays: z.boolean({ error: 'Contacts on Sundays must be allowed (true) or not (false).' }),
    maxContactsPerDay: wholeNumberField('Please enter from 1 to 10 contacts a day.', B.contactsPerDay),
    promiseMaxDays: wholeNumberField(
      'Please enter from 1 to 90 days for a promise to pay.',
      B.promiseMaxDays,
    ),
    writeOffDays: wholeNumberField(
      'Please enter from 30 to 3,650 days past due for a write-off.',
      B.writeOffDays,
    ),
  })
  .refine((rules) => rules.fromHour < rules.toHour, {
    path: ['toHour'],
    message: CONTACT_HOURS_ORDER_MESSAGE,
  });
export type CollectionRulesSettings = z.infer<typeof collectionRulesSettingsSchema>;

const provisionRate = percentField(PROVISION_MESSAGES.rate, B.provisionPercent);
const FEWEST_BUCKETS = B.bucketBounds.min + 1;
const MOST_BUCKETS = B.bucketBounds.max + 1;

/**
 * The loan-loss provision rates (docs/decisions/050): loans not past due, then each delinquency bucket in
 * order, percentages with two decimals. A rate below the one before it is refused on its own place, so the
 * form shows the message beside it. One rate per bucket in force is checked on saving, against the buckets.
 */
export const provisionRateSettingsSchema = z
  .strictObject({
    currentPercent: provisionRate,
    bucketPercents: z
      .array(provisionRate, { error: PROVISION_MESSAGES.count })
      .min(FEWEST_BUCKETS, PROVISION_MESSAGES.count)
      .max(MOST_BUCKETS, PROVISION_MESSAGES.count),
  })
  .superRefine((rates, ctx) => {
    for (const [i, rate] of rates.bucketPercents.entries()) {
      const previous = i === 0 ? rates.currentPercent : rates.bucketPercents[i - 1];
      if (previous !== undefined && rate < previous) {
        ctx.addIssue({ code: 'custom', path: ['bucketPercents', i], message: PROVISION_MESSAGES.order });
      }
    }
  });
export type ProvisionRateSettings = z.infer<typeof provisionRateSettingsSchema>;

/** GET /api/admin/settings (superuser): every section as the API speaks it. */
export const appSettingsSchema = z.strictObject({
  instantApproval: instantApprovalSettingSchema,
  fees: feeSettingsSchema,
  lateFee: lateFeeSettingsSchema,
  disbursementCode: disbursementCodeSettingsSchema,
  identityChecks: identityCheckSettingsSchema,
  delinquencyBuckets: delinquencyBucketSettingsSchema,
  collectionRules: collectionRulesSettingsSchema,
  provisionRates: provisionRateSettingsSchema,
  creditListingNotice: creditListingNoticeSettingsSchema,
});
export type AppSettingsView = z.infer<typeof appSettingsSchema>;

/** The PUT path of each section: /api/admin/settings/{path}. */
export const SETTING_PATHS: Record<SettingSection, string> = {
  instantApproval: 'instant-approval',
  fees: 'fees',
  lateFee: 'late-fee',
  disbursementCode: 'disbursement-code',
  identityChecks: 'identity-checks',
  delinquencyBuckets: 'delinquency-buckets',
  collectionRules: 'collection-rules',
  provisionRates: 'provision-rates',
  creditListingNotice: 'credit-listing-notice',
};

const kwacha = (ngwee: Ngwee) => ngwee / 100;

/** The API view of each section's stored rules. */
export const settingViews = {
  instantApproval: (r: InstantApprovalRules): InstantApprovalSetting => ({
    enabled: r.enabled,
    firstLoanLimit: kwacha(r.firstLoanLimit),
    growthPercent: r.growthPercent,
    cap: kwacha(r.cap),
  }),
  fees: (r: FeeRules): FeeSettings => ({ serviceFeePercent: basisPointsToPercent(r.serviceFeeBasisPoints) }),
  lateFee: (r: LateFeeRule): LateFeeSettings => ({
    lateFeePercent: basisPointsToPercent(r.lateFeeBasisPoints),
    graceDays: r.graceDays,
  }),
  disbursementCode: (r: DisbursementCodeRules): DisbursementCodeSettings => ({ ...r }),
  identityChecks: (r: IdentityCheckRules): IdentityCheckSettings => ({ ...r }),
  delinquencyBuckets: (r: DelinquencyBucketRules): DelinquencyBucketSettings => ({
    upperBounds: [...r.upperBounds],
  }),
  collectionRules: (r: CollectionRules): CollectionRulesSettings => ({ ...r }),
  provisionRates: (r: ProvisionRateRules): ProvisionRateSettings => ({
    currentPercent: basisPointsToPercent(r.currentBasisPoints),
    bucketPercents: r.bucketBasisPoints.map(basisPointsToPercent),
  }),
  creditListingNotice: (r: CreditListingNoticeRules): CreditListingNoticeSettings => ({ ...r }),
};

/** The defaults, as GET /api/admin/settings shows them while nothing was saved. */
export const DEFAULT_APP_SETTINGS: AppSettingsView = {
  instantApproval: settingViews.instantApproval(DEFAULT_SETTINGS.instantApproval),
  fees: settingViews.fees(DEFAULT_SETTINGS.fees),
  lateFee: settingViews.lateFee(DEFAULT_SETTINGS.lateFee),
  disbursementCode: settingViews.disbursementCode(DEFAULT_SETTINGS.disbursementCode),
  identityChecks: settingViews.identityChecks(DEFAULT_SETTINGS.identityChecks),
  delinquencyBuckets: settingViews.delinquencyBuckets(DEFAULT_SETTINGS.delinquencyBuckets),
  collectionRules: settingViews.collectionRules(DEFAULT_SETTINGS.collectionRules),
  provisionRates: settingViews.provisionRates(DEFAULT_SETTINGS.provisionRates),
  creditListingNotice: settingViews.creditListingNotice(DEFAULT_SETTINGS.creditListingNotice),
};

export const SETTINGS_SAVED_MESSAGE = 'Settings saved.';
