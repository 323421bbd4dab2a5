import type { SmsList, SmsListQuery } from '@kwacha/shared/staff/sms-messages';
import type { AppContext } from '../../context';
import { listRecentSms } from './sms.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The texts staff see beside e-mail management: newest first, with status, attempts and last error. */
export async function listSmsForStaff(ctx: AppContext, query: SmsListQuery): Promise<SmsList> {
  const rows = await listRecentSms(ctx.db, query);
  return {
    items: rows.map((row) => ({
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
    })),
  };
}
