import { z } from 'zod';
import { formatKwacha, parseKwacha } from '../money/money';
import { calendarDay } from '../validation/calendar-day';
import { issuedIdentifier } from '../validation/typed-text';

/**
 * The audit log (docs/product.md §14.9, admin and superuser, read only): every recorded action, staff's
 * and the system's, newest first. GET /api/admin/audit and its CSV export take the same filters.
 */

export const AUDIT_LOG_PAGE_SIZE = 50;
/** The export stops here; the file then ends with AUDIT_EXPORT_TRUNCATED_NOTE. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
export const AUDIT_EXPORT_TRUNCATED_NOTE = `Only the newest ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-GB')} records are in this file. Narrow the filters (dates, actor or action) to export the rest.`;

/** Who acted when no person did: the decision rules, a provider's answer, a background job. */
export const SYSTEM_ACTOR_NAME = 'System';
/** The actor filter's value for records without a person behind them. */
export const SYSTEM_ACTOR_FILTER = 'system';

/** Human words for the actions the code records; an action not listed reads as its code in words. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'loan.status_changed': 'Loan decision by staff',
  'staff_totp.enrolment_started': 'Authenticator app setup started',
  'staff_totp.enabled': 'Authenticator app turned on',
  'staff_totp.disabled': 'Authenticator app turned off',
  'staff_totp.recovery_code_used': 'Signed in with a recovery code',
  'staff_totp.code_refused': 'Authenticator code or password refused',
  'staff_totp.removed_by_superuser': "Staff member's authenticator app removed by a superuser",
  'loan.instant_approved': 'Loan approved instantly by the rules',
  'loan.instant_approval_failed': 'Instant approval could not run',
  'loan.overdue': 'Loan became overdue',
  'loan.arrears_cleared': 'Loan arrears cleared',
  'loan.repaid': 'Loan fully repaid',
  'loan.recovered': 'Written-off loan fully recovered',
  'collections.write_off_proposed': 'Write-off proposed',
  'collections.write_off_approved': 'Write-off approved',
  'collections.write_off_rejected': 'Write-off rejected',
  'collections.waiver_proposed': 'Waiver of a written-off balance proposed',
  'collections.waiver_approved': 'Written-off balance waived',
  'collections.waiver_rejected': 'Waiver rejected',
  'collections.restructure_proposed': 'Restructure proposed',
  'collections.restructure_accepted': 'Restructure accepted by the borrower',
  'collections.restructure_declined': 'Restructure declined by the borrower',
  'collections.restructure_approved': 'Restructure approved: new schedule in force',
  'collections.restructure_rejected': 'Restructure rejected',
  'collections.restructure_cancelled': 'Restructure withdrawn by its proposer',
  'collections.restructure_expired': 'Restructure expired: the loan changed',
  'collections.assigned': 'Loan assigned to a collector',
  'collections.contact_logged': 'Collection contact logged',
  'collections.promise_made': 'Promise to pay recorded',
  'accounting.gl_code_changed': 'General-ledger code of an account changed',
  'accounting.period_closed': 'Month closed in the books',
  'reconciliation.statement_uploaded': "Provider's statement uploaded and matched",
  'reconciliation.sent_to_flagged_payments': 'Statement line sent to flagged payments',
  'reconciliation.investigated': 'Statement line noted as investigated',
  'business_date.advanced': 'Business date moved forward',
  'business_date.advance_stopped': 'Business date stopped part way: a daily job failed',
  'disbursement.initiated': 'Disbursement initiated',
  'disbursement.confirmed': 'Disbursement confirmed with the code',
  'disbursement.accepted': 'Disbursement accepted by the provider',
  'disbursement.settled': 'Disbursement paid out',
  'disbursement.failed': 'Disbursement failed',
  'disbursement.reconciled': 'Disbursement reconciled',
  'disbursement.blocked': "Disbursement stopped: the bank is not on the provider's list",
  'loan.destination_changed': 'Payout destination changed by staff',
  'loan.cancelled': 'Loan cancelled by staff',
  'settings.updated': 'Settings changed',
  'product.created': 'Loan product added',
  'product.updated': 'Loan product changed',
  'user.staff_created': 'Staff account created',
  'user.role_changed': 'User role changed',
  'user.deactivated': 'User deactivated',
  'user.reactivated': 'User reactivated',
  'user.login_unlocked': 'User login unlocked',
  'user.verification_resent': 'Verification e-mail sent again',
  'email.resent': 'E-mail sent again',
  'email.bulk_resent': 'Failed e-mails of one kind sent again',
  'sms.resent': 'Text message sent again',
  'flagged_payment.applied': 'Flagged payment applied to the loan',
  'flagged_payment.refunded': 'Flagged payment refunded outside the system',
  'flagged_payment.dismissed': 'Flagged payment dismissed',
  'statement.downloaded': 'Loan statement downloaded by staff',
  'receipt.downloaded': 'Payment receipt downloaded by staff',
  'clearance_letter.downloaded': 'Clearance letter downloaded by staff',
  'complaint.raised': 'Complaint raised by the borrower',
  'complaint.acknowledged': 'Complaint acknowledged',
  'complaint.assigned': 'Complaint assigned',
  'complaint.note_added': 'Note added to a complaint',
  'complaint.resolved': 'Complaint resolved',
  'complaint.attachment_viewed': "A complaint's attachment opened by staff",
  'credit_dispute.opened': 'Credit bureau record disputed by the borrower',
  'credit_dispute.resolved': 'Credit bureau dispute resolved with its outcome',
  'credit_report.viewed': 'Credit bureau report viewed',
  'credit_report.checked_again': 'Credit bureau asked again for a new report',
  'credit_check_settings.updated': "Loan product's credit bureau check changed",
  'credit_bureau.submission_built': "Month's credit bureau file built",
  'credit_bureau.file_downloaded': 'Credit bureau file downloaded',
  'credit_bureau.submission_sent': 'Credit bureau file marked as sent',
  'campaign.created': 'Promotional e-mail drafted',
  'campaign.updated': 'Promotional e-mail changed',
  'campaign.test_sent': 'Promotional e-mail test sent to staff',
  'campaign.started': 'Promotional e-mail sending started',
  'campaign.finished': 'Promotional e-mail sending finished',
  'kyc.viewed': "A borrower's identity check opened by staff",
  'kyc.document_viewed': "A borrower's identity photo opened by staff",
  'kyc.approved': 'Identity check approved',
  'kyc.another_photo_requested': 'Another identity photo asked for',
  'kyc.deleted_after_retention': 'Identity photos deleted at the end of their retention',
  'data_rights.correction_applied': "Correction applied to a borrower's details",
  'data_rights.request_refused': 'Data request refused',
  'user.email_changed': "A borrower's e-mail address changed",
  'user.erased': "A borrower's personal data erased",
};

/** 'loan.status_changed' → its label; an unknown 'user.nickname_changed' → 'User nickname changed'. */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idFilter = (what: string) =>
  z
    .string()
    .trim()
    .regex(UUID, `Enter the whole ${what} id, like 3f2c1a9e-5b7d-4c1e-9a2b-1c3d5e7f9a0b.`)
    .transform((id) => id.toLowerCase());
const isoDay = calendarDay();

export const AUDIT_PERIOD_BACKWARDS = 'The period ends before it starts.';

/** The filters of the page and of the export. */
export const auditLogFilterSchema = z.strictObject({
  /** A staff member's user id, or `system`. */
  actor: z
    .union([z.literal(SYSTEM_ACTOR_FILTER), idFilter('staff member')], {
      error: 'Choose someone from the list.',
    })
    .optional(),
  action: z
    .string()
    .max(100, 'Choose an action from the list.')
    .regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/, 'Choose an action from the list.')
    .optional(),
  loanId: idFilter('loan').optional(),
  /** Records about this person: their account, or any of their loans. */
  userId: idFilter('user').optional(),
  /** Inclusive calendar days in Africa/Lusaka. */
  from: isoDay.optional(),
  to: isoDay.optional(),
});

const withPeriodCheck = <T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) =>
  schema.superRefine((query, ctx) => {
    // ISO days order like their text.
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_PERIOD_BACKWARDS });
    }
  });

/** GET /api/admin/audit. */
export const auditLogQuerySchema = withPeriodCheck(
  auditLogFilterSchema.extend({
    /** Opaque; the `nextCursor` of the previous page. */
    cursor: issuedIdentifier(200, 'Invalid cursor. Start again from the first page.').optional(),
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_LOG_PAGE_SIZE),
  }),
);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** GET /api/admin/audit/export. */
export const auditLogExportQuerySchema = withPeriodCheck(auditLogFilterSchema);
export type AuditLogExportQuery = z.infer<typeof auditLogExportQuerySchema>;

/** What a record is about, when the app has a page for it. */
export const auditSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('loan'), id: z.string(), borrowerName: z.string().nullable() }),
  z.object({ kind: z.literal('user'), id: z.string(), name: z.string().nullable() }),
  z.object({ kind: z.literal('other'), entityType: z.string(), id: z.string() }),
]);
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null for the system. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  actionLabel: z.string(),
  subject: auditSubjectSchema,
  /** 'status pending → approved (remarks Looks good)', built by summarizeAuditChange. */
  summary: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** GET /api/admin/audit/filters: the choices of the actor and action pickers. */
export const auditLogFilterChoicesSchema = z.object({
  actors: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
  actions: z.array(z.object({ action: z.string(), label: z.string() })),
});
export type AuditLogFilterChoices = z.infer<typeof auditLogFilterChoicesSchema>;

// recordAudit's callers never store secrets; should one slip in, the log and the export still never show it.
const SECRET_KEY = /otp|password|token|secret|hash/i;
const MAX_VALUE_LENGTH = 200;

/** 'reasonForFailure' or 'reason_for_failure' → 'reason for failure'. */
function fieldWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  // Audit records hold money as kwacha, like the API.
  if (/amount$/i.test(key) && typeof value === 'number') {
    const ngwee = parseKwacha(value.toFixed(2));
    if (Number.isFinite(value) && ngwee !== undefined) return formatKwacha(ngwee);
  }
  let text: string;
  if (typeof value === 'string') text = /^[a-z]+(?:_[a-z]+)*$/.test(value) ? value.replace(/_/g, ' ') : value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else text = JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const statusFirst = (a: string, b: string) => Number(b === 'status') - Number(a === 'status');
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Before → after in words: 'status pending → approved (remarks Looks good)'. Fields only present after
 * the action are details of it and follow in brackets; fields that look like secrets are left out.
 */
export function summarizeAuditChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  const was = before ?? {};
  const now = after ?? {};
  const shown = (key: string) => !SECRET_KEY.test(key);
  const changed = Object.keys(was)
    .filter((key) => shown(key) && JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .sort(statusFirst)
    .map((key) => `${fieldWords(key)} ${valueWords(key, was[key])} → ${valueWords(key, now[key])}`);
  const details = Object.keys(now)
    .filter((key) => shown(key) && !(key in was) && !isEmpty(now[key]))
    .sort(statusFirst)
    .map((key) => `${fieldWords(key)} ${valueWords(key, now[key])}`);
  const main = changed.join(', ');
  if (details.length === 0) return main;
  return main ? `${main} (${details.join(', ')})` : details.join(', ');
}

/** The same record without secret-looking fields, for the export's raw columns. */
export function withoutSecrets(record: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!record) return null;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !SECRET_KEY.test(key)));
}
