import type { Executor } from '@kwacha/db';
import { errorDetail } from '@kwacha/shared/api/envelope';
import {
  type AuditLogEntry,
  type AuditLogExportQuery,
  type AuditLogFilterChoices,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditSubject,
  auditActionLabel,
  SYSTEM_ACTOR_FILTER,
  summarizeAuditChange,
} from '@kwacha/shared/staff/audit-log';
import { ValidationError } from '../../lib/domain-errors';
import { displayName } from '../users/display-name';
import {
  type AuditCriteria,
  type AuditPageRow,
  distinctActions,
  findAuditPage,
  staffAccounts,
} from './audit-log.repository';

// Africa/Lusaka is UTC+2 all year (no daylight saving), so a calendar day there is a fixed UTC range.
const LUSAKA_OFFSET = '+02:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/admin/audit: one page, newest first. */
export async function listAuditLog(db: Executor, query: AuditLogQuery): Promise<AuditLogPage> {
  const criteria = { ...auditCriteria(query), beforeId: decodeAuditCursor(query.cursor) };
  const rows = await findAuditPage(db, criteria, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toAuditLogEntry),
    nextCursor: rows.length > query.limit && last ? encodeAuditCursor(last.id) : null,
  };
}

/** The pickers' choices: staff accounts and every action recorded so far, in words. */
export async function auditLogFilterChoices(db: Executor): Promise<AuditLogFilterChoices> {
  const [staff, actions] = await Promise.all([staffAccounts(db), distinctActions(db)]);
  return {
    actors: staff.map((s) => ({ id: s.id, name: displayName(s), role: s.role })),
    actions: actions
      .map((action) => ({ action, label: auditActionLabel(action) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en')),
  };
}

/** The filters in the database's terms (shared by the page and the export). */
export function auditCriteria(query: AuditLogExportQuery): AuditCriteria {
  return {
    ...(query.actor !== undefined && { actorId: query.actor === SYSTEM_ACTOR_FILTER ? null : query.actor }),
    ...(query.action !== undefined && { action: query.action }),
    ...(query.loanId !== undefined && { loanId: query.loanId }),
    ...(query.userId !== undefined && { userId: query.userId }),
    // Inclusive Lusaka days: from the first day's start until the day after the last begins.
    ...(query.from !== undefined && { from: lusakaDayStart(query.from) }),
    ...(query.to !== undefined && { until: new Date(lusakaDayStart(query.to).getTime() + DAY_MS) }),
  };
}

const lusakaDayStart = (day: string) => new Date(`${day}T00:00:00${LUSAKA_OFFSET}`);

export function toAuditLogEntry(row: AuditPageRow): AuditLogEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actor ? { id: row.actor.id, name: displayName(row.actor) } : null,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    subject: subjectOf(row),
    summary: summarizeAuditChange(row.before, row.after),
  };
}

function subjectOf(row: AuditPageRow): AuditSubject {
  if (row.loanId) {
    return { kind: 'loan', id: row.loanId, borrowerName: row.borrower ? displayName(row.borrower) : null };
  }
  if (row.entityType === 'user') {
    return { kind: 'user', id: row.entityId, name: row.subject ? displayName(row.subject) : null };
  }
  return { kind: 'other', entityType: row.entityType, id: row.entityId };
}

/** The cursor is the last id shown, opaque to the browser. */
export const encodeAuditCursor = (id: number) => Buffer.from(`a:${id}`).toString('base64url');

function decodeAuditCursor(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^a:([1-9]\d{0,15})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(id)) {
    throw new ValidationError(
      [errorDetail('cursor', 'Invalid cursor.')],
      'Invalid cursor. Start again from the first page.',
    );
  }
  return id;
}
