import type { DatabaseHandle } from '@kwacha/db';

/**
 * What must be final before the checks: payments a provider acknowledged, transfers, loans between
 * states, queued messages no killed sender still holds. (A payment no provider ever received stays pending until it expires: checks.ts.)
 */
const OPEN_WORK = `select
  (select count(*) from payments where status = 'pending' and acknowledged_at is not null)::int as payments,
  (select count(*) from disbursements where status = 'processing')::int as transfers,
  (select count(*) from loan_applications where status in ('disbursement_pending', 'disbursed'))::int as loans,
  (select count(*) from email_messages
    where status = 'queued' and (claimed_until is null or claimed_until < now()))::int as emails,
  (select count(*) from sms_messages where status = 'unknown'
    or (status = 'queued' and (claimed_until is null or claimed_until < now())))::int as texts`;

/**
 * Waits while the worker finishes what the faults left open (callbacks, reconciliation, mail retries),
 * up to `windowMs`: true when nothing is left open, false when the window ran out (the checks then say what).
 */
export async function waitUntilSettled(
  database: DatabaseHandle,
  windowMs: number,
  log: (line: string) => void,
): Promise<boolean> {
  const deadline = Date.now() + windowMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const [open] = (await database.executeSql(OPEN_WORK)).rows as Record<string, number>[];
      const summary = JSON.stringify(open);
      if (open && Object.values(open).every((n) => Number(n) === 0)) return true;
      if (summary !== last) log(`open work: ${summary}`);
      last = summary;
    } catch (error) {
      log(`settle check failed: ${String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return false;
}
