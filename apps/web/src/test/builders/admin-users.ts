import type {
  AdminUserAuditEvent,
  AdminUserList,
  AdminUserLoan,
  AdminUserPage,
  AdminUserProfile,
  AdminUserRow,
  AdminUserSession,
} from '@kwacha/shared/staff/admin-users';

export const USER_ID = '5b0c7d2e-1111-4222-8333-444455556666';

/** One row of the staff user list as the API returns it; override what a test is about. */
export function createAdminUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: USER_ID,
    displayName: 'Chanda Mwila',
    username: 'chanda.mwila',
    email: 'chanda@example.com',
    phoneNumber: '+260971234567',
    role: 'user',
    status: 'active',
    isEmailVerified: true,
    registrationDate: '2026-11-21T08:30:00.000Z',
    loanCount: 2,
    ...overrides,
  };
}

export function createAdminUserList(overrides: Partial<AdminUserList> = {}): AdminUserList {
  return { items: [createAdminUserRow()], nextCursor: null, ...overrides };
}

/** A borrower's profile as a superuser sees it. */
export function createAdminUserProfile(overrides: Partial<AdminUserProfile> = {}): AdminUserProfile {
  return {
    id: USER_ID,
    displayName: 'Chanda Mwila',
    username: 'chanda.mwila',
    email: 'chanda@example.com',
    firstName: 'Chanda',
    lastName: 'Mwila',
    phoneNumber: '+260971234567',
    dateOfBirth: '1990-05-17',
    nrcNumber: '123456/10/1',
    addressLine1: 'Plot 12, Great East Road',
    city: 'Lusaka',
    province: 'Lusaka',
    country: 'Zambia',
    role: 'user',
    status: 'active',
    isEmailVerified: true,
    marketingOptIn: false,
    registrationDate: '2026-11-21T08:30:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

export function createAdminUserLoan(overrides: Partial<AdminUserLoan> = {}): AdminUserLoan {
  return {
    id: '0a1b2c3d-1111-4222-8333-444455556666',
    productName: 'Personal Loan',
    amount: 1500.5,
    status: 'active',
    applicationDate: '2026-11-21T08:30:00.000Z',
    ...overrides,
  };
}

export function createAdminUserSession(overrides: Partial<AdminUserSession> = {}): AdminUserSession {
  return {
    id: 'session-1',
    createdAt: '2026-11-24T06:00:00.000Z',
    lastSeenAt: '2026-11-24T07:15:00.000Z',
    expiresAt: '2026-12-01T06:00:00.000Z',
    ...overrides,
  };
}

export function createAdminUserAuditEvent(overrides: Partial<AdminUserAuditEvent> = {}): AdminUserAuditEvent {
  return {
    id: 41,
    action: 'user.role_changed',
    actor: 'Sam Mulenga',
    timestamp: '2026-11-23T10:00:00.000Z',
    entityType: 'user',
    entityId: USER_ID,
    loanId: null,
    before: { role: 'user' },
    after: { role: 'admin' },
    ...overrides,
  };
}

/** GET /api/admin/users/:id for a borrower with one loan, one live session and one audit record. */
export function createAdminUserPage(overrides: Partial<AdminUserPage> = {}): AdminUserPage {
  return {
    profile: createAdminUserProfile(),
    loans: [createAdminUserLoan()],
    loanCount: 1,
    sessions: [createAdminUserSession()],
    auditEvents: [createAdminUserAuditEvent()],
    staffActions: [],
    consentEvents: [],
    ...overrides,
  };
}
