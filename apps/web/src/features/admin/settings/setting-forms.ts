import { formatKwacha, parseKwacha } from '@kwacha/shared/money/money';
import {
  type AppSettingsView,
  creditListingNoticeSettingsSchema,
  disbursementCodeSettingsSchema,
  feeSettingsSchema,
  instantApprovalSettingSchema,
  lateFeeSettingsSchema,
} from '@kwacha/shared/staff/settings';
import { z } from 'zod';

/**
 * The settings forms hold what was typed; these schemas read it as numbers and hand it to the shared schemas
 * the API validates with, so the page and the server refuse the same input with the same message.
 */

/** '2.5' → 2.5; anything that is not a plain number → NaN, which the shared schema refuses in its words. */
export function numberFromText(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** 'K2,000.50', '2000.5' → 2000.5; NaN for anything else. */
export function kwachaFromText(text: string): number {
  const ngwee = parseKwacha(text);
  return ngwee === undefined ? Number.NaN : ngwee / 100;
}

export const feesForm = z
  .object({ serviceFeePercent: z.string() })
  .transform((v) => ({ serviceFeePercent: numberFromText(v.serviceFeePercent) }))
  .pipe(feeSettingsSchema);

export const lateFeeForm = z
  .object({ lateFeePercent: z.string(), graceDays: z.string() })
  .transform((v) => ({
    lateFeePercent: numberFromText(v.lateFeePercent),
    graceDays: numberFromText(v.graceDays),
  }))
  .pipe(lateFeeSettingsSchema);

export const instantApprovalForm = z
  .object({ enabled: z.boolean(), firstLoanLimit: z.string(), growthPercent: z.string(), cap: z.string() })
  .transform((v) => ({
    enabled: v.enabled,
    firstLoanLimit: kwachaFromText(v.firstLoanLimit),
    growthPercent: numberFromText(v.growthPercent),
    cap: kwachaFromText(v.cap),
  }))
  .pipe(instantApprovalSettingSchema);

export const disbursementCodeForm = z
  .object({ lifetimeMinutes: z.string(), maxAttempts: z.string() })
  .transform((v) => ({
    lifetimeMinutes: numberFromText(v.lifetimeMinutes),
    maxAttempts: numberFromText(v.maxAttempts),
  }))
  .pipe(disbursementCodeSettingsSchema);

export const creditListingNoticeForm = z
  .object({ noticeDays: z.string() })
  .transform((v) => ({ noticeDays: numberFromText(v.noticeDays) }))
  .pipe(creditListingNoticeSettingsSchema);

/** Saved values as the form shows them: numbers as plain text ('2000', '2.5'). */
export const formValuesOf = {
  fees: (s: AppSettingsView['fees']) => ({ serviceFeePercent: String(s.serviceFeePercent) }),
  lateFee: (s: AppSettingsView['lateFee']) => ({
    lateFeePercent: String(s.lateFeePercent),
    graceDays: String(s.graceDays),
  }),
  instantApproval: (s: AppSettingsView['instantApproval']) => ({
    enabled: s.enabled,
    firstLoanLimit: String(s.firstLoanLimit),
    growthPercent: String(s.growthPercent),
    cap: String(s.cap),
  }),
  disbursementCode: (s: AppSettingsView['disbursementCode']) => ({
    lifetimeMinutes: String(s.lifetimeMinutes),
    maxAttempts: String(s.maxAttempts),
  }),
  creditListingNotice: (s: AppSettingsView['creditListingNotice']) => ({ noticeDays: String(s.noticeDays) }),
};

export const percentText = (percent: number) => `${percent}%`;
export const kwachaText = (kwacha: number) => formatKwacha(Math.round(kwacha * 100));

/** One line of a confirmation: 'Service fee: 5% → 6%.' */
export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

/** The lines of the fields whose shown value differs, in the order given. */
export function changesBetween<T>(
  before: T,
  after: T,
  fields: readonly { label: string; show: (value: T) => string }[],
): FieldChange[] {
  return fields
    .map(({ label, show }) => ({ label, before: show(before), after: show(after) }))
    .filter((change) => change.before !== change.after);
}

/** 'Late fee: 5% → 7.5%. Grace days: 3 → 5.'; a value typed differently but equal changes nothing. */
export const describeChanges = (changes: readonly FieldChange[]) =>
  changes.length === 0
    ? 'No value changes.'
    : changes.map((c) => `${c.label}: ${c.before} → ${c.after}.`).join(' ');
