import { z } from 'zod';
import { USER_ROLES } from '../auth/roles';
import { consentEventSchema } from '../consent/marketing-consent';
import { LOAN_STATUSES } from '../loans/loan-status';
import { issuedIdentifier, singleLineText } from '../validation/typed-text';

/**
 * Staff user management (docs/product.md §14.4; superuser only): the list, one user's page, the actions
 * and their messages. Every route is under /api/admin/users.
 */

export const ADMIN_USER_PAGE_SIZE = 20;

/** The status filter: whether the account may sign in, or has not proved its e-mail address yet. */
export const ADMIN_USER_STATUS_FILTERS = ['active', 'deactivated', 'unverified'] as const;
export type AdminUserStatusFilter = (typeof ADMIN_USER_STATUS_FILTERS)[number];

/** Whether the account may sign in (deactivated accounts cannot, and their sessions end at once). */
export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const INVALID_USER_CURSOR_MESSAGE = 'Invalid cursor. Start again from the first page.';

/** GET /api/admin/users: newest registration first, keyset pages. */
export const adminUserListQuerySchema = z.strictObject({
  /** Name, e-mail, phone (0977… or +260977…), NRC or username, or their first characters. */
  q: singleLineText().trim().max(100, 'Search at most 100 characters.').optional(),
  role: z.enum(USER_ROLES, { error: 'Choose user, admin or superuser.' }).optional(),
  status: z
    .enum(ADMIN_USER_STATUS_FILTERS, { error: 'Choose active, deactivated or unverified.' })
    .optional(),
  /** Opaque; the `nextCursor` of the previous page. */
  cursor: issuedIdentifier(200, INVALID_USER_CURSOR_MESSAGE).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USER_PAGE_SIZE),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  /** "First Last", else the username. */
  displayName: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(USER_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  isEmailVerified: z.boolean(),
  registrationDate: z.string(),
  loanCount: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** The account as a superuser sees it: everything but secrets (never the password hash or tokens). */
export const adminUserProfileSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  nrcNumber: z.string().nullable(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  isEmailVerified: z.boolean(),
  marketingOptIn: z.boolean(),
  registrationDate: z.string(),
  updatedAt: z.string(),
});
export type AdminUserProfile = z.infer<typeof adminUserProfileSchema>;

export const adminUserLoanSchema = z.object({
  id: z.string(),
  productName: z.string(),
  /** Kwacha, two decimals. */
  amount: z.number(),
  status: z.enum(LOAN_STATUSES),
  applicationDate: z.string(),
});
export type AdminUserLoan = z.infer<typeof adminUserLoanSchema>;

/** A session that still works (never its token or the token's hash). */
export const adminUserSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type AdminUserSession = z.infer<typeof adminUserSessionSchema>;

export const adminUserAuditEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  /** Who acted; null for the system (or `npm run admin:create`). */
  actor: z.string().nullable(),
  timestamp: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  loanId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AdminUserAuditEvent = z.infer<typeof adminUserAuditEventSchema>;

/** How many of each list the user page shows (the newest). */
export const ADMIN_USER_PAGE_LIMITS = { loans: 50, auditEvents: 20, staffActions: 20 } as const;

/** GET /api/admin/users/:id. */
export const adminUserPageSchema = z.object({
  profile: adminUserProfileSchema,
  /** Newest first, at most ADMIN_USER_PAGE_LIMITS.loans; `loanCount` counts them all. */
  loans: z.array(adminUserLoanSchema),
  loanCount: z.number().int(),
  sessions: z.array(adminUserSessionSchema),
  /** What was done to this account, newest first. */
  auditEvents: z.array(adminUserAuditEventSchema),
  /** What this account did (staff actions), newest first. */
  staffActions: z.array(adminUserAuditEventSchema),
  /** The consent log for news and offers by e-mail, newest first (at most CONSENT_HISTORY_LIMIT). */
  consentEvents: z.array(consentEventSchema),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** PUT /api/admin/users/:id/role. */
export const changeUserRoleRequestSchema = z.strictObject({
  role: z.enum(USER_ROLES, { error: 'Choose user, admin or superuser.' }),
});
export type ChangeUserRoleRequest = z.infer<typeof changeUserRoleRequestSchema>;

export const STAFF_ACCOUNT_ROLES = ['admin', 'superuser'] as const;

// The e-mail, role and name-length texts are createStaffAccount's (apps/api users module), which the
// server runs after this schema; its tests check that both say the same.
export const STAFF_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const STAFF_ROLE_MESSAGE = "Role must be 'admin' or 'superuser'.";

// Half of a UTF-16 surrogate pair on its own is no character anyone typed; PostgreSQL's jsonb (the audit
// record) refuses it, so it is refused here with a 400 rather than failing there with a 500.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNREADABLE_TEXT_MESSAGE = 'Please remove characters that cannot be read from this text.';

const staffName = (label: string) =>
  singleLineText(`${label} is required.`)
    .refine((text) => !LONE_SURROGATE.test(text), UNREADABLE_TEXT_MESSAGE)
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} must be at most 100 characters.`);

/**
 * POST /api/admin/users: a staff account. No password: the account is created verified with an
 * unusable random password and the person is e-mailed a link to choose their own.
 */
export const createStaffUserRequestSchema = z.strictObject({
  email: singleLineText(STAFF_EMAIL_MESSAGE)
    .trim()
    .min(1, STAFF_EMAIL_MESSAGE)
    .max(254, STAFF_EMAIL_MESSAGE)
    .toLowerCase()
    .pipe(z.email(STAFF_EMAIL_MESSAGE)),
  firstName: staffName('First name'),
  lastName: staffName('Last name'),
  role: z.enum(STAFF_ACCOUNT_ROLES, { error: STAFF_ROLE_MESSAGE }),
});
export type CreateStaffUserRequest = z.input<typeof createStaffUserRequestSchema>;

export const ROLE_LABELS = { user: 'Borrower', admin: 'Admin', superuser: 'Superuser' } as const;

/** Every action answers the account as it now is (adminUserProfileSchema) with one of these messages. */
export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found.',
  lastSuperuser: 'There must always be at least one active superuser.',
  sameRole: 'This account already has that role.',
  roleChanged: (role: keyof typeof ROLE_LABELS) => `Role changed to ${ROLE_LABELS[role]}.`,
  /** A borrower made staff: their password was chosen under the borrower rules (decision 036). */
  roleChangedNewPassword: (role: keyof typeof ROLE_LABELS, email: string) =>
    `Role changed to ${ROLE_LABELS[role]}. Their old password no longer works: we have e-mailed ${email} a link to choose a staff password.`,
  alreadyDeactivated: 'This account is already deactivated.',
  deactivated: 'Account deactivated. Every session of this account has ended.',
  alreadyActive: 'This account is already active.',
  reactivated: 'Account reactivated. The user can log in again.',
  alreadyVerified: "This account's email address is already verified.",
  verifyDeactivated: 'This account is deactivated. Reactivate it before sending a verification email.',
  verificationSent: (email: string) => `A new verification email has been sent to ${email}.`,
  loginUnlocked: 'Login unlocked. The user can try to log in again now.',
  authenticatorRemoved:
    'Authenticator app removed. They are signed out and sign in with their password; a superuser sets up a new app at once.',
  staffCreated: (email: string) =>
    `Staff account created. We have e-mailed ${email} a link to set a password.`,
} as const;
