import { z } from 'zod';

/** docs/product.md §25.2: what the bureau check at application may answer, and why a check did not run. */
export const CREDIT_REPORT_OUTCOMES = ['found', 'not_found', 'thin_file', 'failed'] as const;
export const CREDIT_CHECK_STATUSES = ['used', 'bureau_unavailable', 'no_consent', 'off'] as const;
export const CREDIT_RULE_EFFECTS = ['no_auto_approval', 'staff_review'] as const;
export const CREDIT_ON_FAILURE = ['hold', 'proceed'] as const;

export const CREDIT_CHECK_STATUS_LABELS: Record<(typeof CREDIT_CHECK_STATUSES)[number], string> = {
  used: 'Checked with the credit bureau',
  bureau_unavailable: 'Bureau unavailable',
  no_consent: 'No consent: not checked',
  off: 'No credit bureau configured',
};

export const CREDIT_REPORT_OUTCOME_LABELS: Record<(typeof CREDIT_REPORT_OUTCOMES)[number], string> = {
  found: 'Report found',
  not_found: 'No record at the bureau',
  thin_file: 'Thin file (too little history)',
  failed: 'Check failed',
};

export const CREDIT_RULE_REASON_LABELS: Record<string, string> = {
  arrears_elsewhere: 'Arrears with another lender over the limit',
  low_score: 'Score below the minimum',
  instalment_ceiling: 'Other instalments plus this one over the ceiling',
  bureau_unavailable: 'Bureau unavailable: held for review',
};

export const creditFacilitySchema = z.object({
  lender: z.string(),
  kind: z.string(),
  openedOn: z.string(),
  /** ngwee */
  balance: z.number().int(),
  /** ngwee a month */
  monthlyInstalment: z.number().int(),
  arrearsDays: z.number().int(),
  status: z.string(),
});

/** GET /api/admin/loans/{id}/credit-report: what the check at application came to (staff; audited). */
export const creditReportViewSchema = z.object({
  loanId: z.string(),
  status: z.enum(CREDIT_CHECK_STATUSES).nullable(),
  /** True when a fresh report from an earlier application was reused. */
  reused: z.boolean(),
  ruleEffect: z.enum(CREDIT_RULE_EFFECTS).nullable(),
  ruleReasons: z.array(z.string()),
  /** The consent behind it: the wording version and when it was given; null when none was given. */
  consent: z.object({ wordingVersion: z.string(), givenAt: z.string() }).nullable(),
  report: z
    .object({
      outcome: z.enum(CREDIT_REPORT_OUTCOMES),
      failureReason: z.string().nullable(),
      bureau: z.string(),
      reference: z.string().nullable(),
      fetchedAt: z.string(),
      score: z.number().int().nullable(),
      facilities: z.array(creditFacilitySchema),
      /** The highest arrears in days across the facilities; 0 when none. */
      maxArrearsDays: z.number().int(),
      /** ngwee: the other lenders' instalments a month. */
      otherInstalments: z.number().int(),
    })
    .nullable(),
});
export type CreditReportView = z.infer<typeof creditReportViewSchema>;

/** The check per product as a superuser sets it (docs/product.md §25.2). */
export const creditCheckSettingsSchema = z.strictObject({
  checkMandatory: z.boolean({ error: 'Choose whether the check is mandatory.' }),
  onFailure: z.enum(CREDIT_ON_FAILURE, { error: 'Choose hold or proceed when the bureau fails.' }),
  freshDays: z
    .number({ error: 'Enter how many days a report stays fresh (0 to 365).' })
    .int('Enter how many days a report stays fresh (0 to 365).')
    .min(0, 'Enter how many days a report stays fresh (0 to 365).')
    .max(365, 'Enter how many days a report stays fresh (0 to 365).'),
  maxArrearsDaysElsewhere: z
    .number({ error: 'Enter the most days of arrears elsewhere (0 to 365).' })
    .int('Enter the most days of arrears elsewhere (0 to 365).')
    .min(0, 'Enter the most days of arrears elsewhere (0 to 365).')
    .max(365, 'Enter the most days of arrears elsewhere (0 to 365).'),
  minScore: z
    .number({ error: 'Enter a minimum score from 0 to 999, or leave it empty.' })
    .int('Enter a minimum score from 0 to 999, or leave it empty.')
    .min(0, 'Enter a minimum score from 0 to 999, or leave it empty.')
    .max(999, 'Enter a minimum score from 0 to 999, or leave it empty.')
    .nullable(),
  /** ngwee a month: other instalments plus this loan's over it go to staff; null: not used. */
  maxTotalInstalments: z
    .number({ error: 'Enter the instalment ceiling in ngwee, or leave it empty.' })
    .int('Enter the instalment ceiling in ngwee, or leave it empty.')
    .min(0, 'Enter the instalment ceiling in ngwee, or leave it empty.')
    .max(100_000_000_00, 'Enter the instalment ceiling in ngwee, or leave it empty.')
    .nullable(),
});
export type CreditCheckSettingsInput = z.infer<typeof creditCheckSettingsSchema>;

export const DEFAULT_CREDIT_CHECK_SETTINGS: CreditCheckSettingsInput = {
  checkMandatory: false,
  onFailure: 'hold',
  freshDays: 30,
  maxArrearsDaysElsewhere: 30,
  minScore: null,
  maxTotalInstalments: null,
};

export const creditCheckSettingsViewSchema = creditCheckSettingsSchema.extend({ productId: z.string() });
export type CreditCheckSettingsView = z.infer<typeof creditCheckSettingsViewSchema>;

export const CREDIT_SETTINGS_SAVED_MESSAGE = 'Credit check settings saved.';
