import type { SmsMessage } from '@kwacha/db';
import type { SmsList, SmsListQuery, SmsMessageView } from '@kwacha/shared/staff/sms-messages';
import type { AppContext } from '../../context';
import { findSmsPage } from './sms-admin.repository';
import { decodeSmsCursor, encodeSmsCursor } from './sms-cursor';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The digits a number must end with: a local number typed with its leading 0 (0971234567) is looked for
 * without it, as numbers are stored +260971234567.
 */
export function numberEndsWith(search: string): string | undefined {
  const digits = search.replace(/\D/g, '');
  if (digits === '') return undefined;
  return /^0\d{9}$/.test(digits) ? digits.slice(1) : digits;
}

/** GET /api/admin/sms-messages: one page of texts, newest first, by status and the number's last digits. */
export async function listSmsForStaff(ctx: Pick<AppContext, 'db'>, query: SmsListQuery): Promise<SmsList> {
  const digits = query.q === undefined ? undefined : numberEndsWith(query.q);
  const rows = await findSmsPage(ctx.db, {
    ...(digits !== undefined && { numberEndsWith: digits }),
    ...(query.status !== undefined && { status: query.status }),
    ...(query.cursor !== undefined && { after: decodeSmsCursor(query.cursor) }),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toSmsView(row, row.resentAsId)),
    nextCursor:
      rows.length > query.limit && last ? encodeSmsCursor({ key: last.createdKey, id: last.id }) : null,
  };
}

/** A text as staff see it (they see number and body: they answer the borrower's questions about it). */
export function toSmsView(row: SmsMessage, resentAsId: string | null): SmsMessageView {
  return {
    id: row.id,
    userId: row.userId,
    toNumber: row.toNumber,
    kind: row.kind,
    body: row.body,
    status: row.status,
    provider: row.provider,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    resentAsId,
  };
}
