import type { Executor } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import {
  ADMIN_USER_PAGE_LIMITS,
  type AdminUserAuditEvent,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserProfile,
  type AdminUserRow,
} from '@kwacha/shared/staff/admin-users';
import { planSearch } from '../admin-loans/admin-loan-search';
import { consentHistoryOf } from '../consent/consent.service';
import { SESSION_IDLE_MS } from '../sessions/sessions';
import { displayName } from '../users/display-name';
import { decodeUserCursor, encodeUserCursor } from './admin-user-cursor';
import { UserNotFoundError } from './admin-users.errors';
import {
  type AuditEventRow,
  findAuditEventsAboutUser,
  findAuditEventsByActor,
  findLiveSessionsOfUser,
  findLoansOfUser,
  findUserPage,
  findUserProfile,
  type UserPageRow,
  type UserProfileRow,
} from './admin-users.repository';

/** One keyset page of every account (docs/product.md §14.4), newest registration first. */
export async function listAdminUsers(db: Executor, query: AdminUserListQuery): Promise<AdminUserList> {
  const { limit } = query;
  const search = planSearch(query.q);
  const rows = await findUserPage(db, {
    ...(search && { search }),
    ...(query.role && { role: query.role }),
    ...(query.status && { status: query.status }),
    ...(query.cursor && { after: decodeUserCursor(query.cursor) }),
    // One row more than the page tells whether another page follows.
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeUserCursor({ key: last.registrationKey, id: last.id }) : null;
  return { items: page.map(toAdminUserRow), nextCursor };
}

function toAdminUserRow(row: UserPageRow): AdminUserRow {
  return {
    id: row.id,
    displayName: displayName(row),
    username: row.username,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    status: row.isActive ? 'active' : 'deactivated',
    isEmailVerified: row.isEmailVerified,
    registrationDate: row.registrationDate.toISOString(),
    loanCount: row.loanCount,
  };
}

/** The account as a superuser sees it; a 404 when there is none. */
export async function loadAdminUserProfile(db: Executor, id: string): Promise<AdminUserProfile> {
  const row = await findUserProfile(db, id);
  if (!row) throw new UserNotFoundError();
  return toAdminUserProfile(row);
}

export function toAdminUserProfile(row: UserProfileRow): AdminUserProfile {
  return {
    id: row.id,
    displayName: displayName(row),
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    dateOfBirth: row.dateOfBirth,
    nrcNumber: row.nrcNumber,
    addressLine1: row.addressLine1,
    city: row.city,
    province: row.province,
    country: row.country,
    role: row.role,
    status: row.isActive ? 'active' : 'deactivated',
    isEmailVerified: row.isEmailVerified,
    marketingOptIn: row.marketingOptIn,
    registrationDate: row.registrationDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/admin/users/:id: the profile, loans, live sessions and the audit records on both sides. */
export async function loadAdminUserPage(db: Executor, id: string, now: Date): Promise<AdminUserPage> {
  const profile = await loadAdminUserProfile(db, id);
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS);
  const [loans, liveSessions, about, by, consentEvents] = await Promise.all([
    findLoansOfUser(db, id, ADMIN_USER_PAGE_LIMITS.loans),
    findLiveSessionsOfUser(db, id, now, idleCutoff),
    findAuditEventsAboutUser(db, id, ADMIN_USER_PAGE_LIMITS.auditEvents),
    findAuditEventsByActor(db, id, ADMIN_USER_PAGE_LIMITS.staffActions),
    consentHistoryOf(db, id),
  ]);
  return {
    profile,
    loans: loans.loans.map((loan) => ({
      id: loan.id,
      productName: loan.productName,
      amount: ngweeToKwacha(loan.amount),
      status: loan.status,
      applicationDate: loan.applicationDate.toISOString(),
    })),
    loanCount: loans.total,
    sessions: liveSessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
    auditEvents: about.map(toAuditEvent),
    staffActions: by.map(toAuditEvent),
    consentEvents,
  };
}

function toAuditEvent(row: AuditEventRow): AdminUserAuditEvent {
  return {
    id: row.id,
    action: row.action,
    actor: row.actor ? displayName(row.actor) : null,
    timestamp: row.createdAt.toISOString(),
    entityType: row.entityType,
    entityId: row.entityId,
    loanId: row.loanId,
    before: row.before,
    after: row.after,
  };
}
