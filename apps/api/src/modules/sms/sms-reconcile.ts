import type { Executor } from '@kwacha/db';
import { takeEarlyReport } from './sms.repository';
import { heldReportsNaming, settleUnknownSms, smsInFlightTo, unknownSmsTo } from './sms-unknown.repository';

/**
 * How long a delivery report may come after its send: a held report is dropped, and a text of unknown
 * outcome stops being matched, this long after.
 */
export const REPORT_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Settles a text of unknown outcome (docs/product.md §19.3) from a delivery report held for its number.
 * Africa's Talking's send takes no reference of ours and its reports name only their own message id and
 * the number, so a report can be matched to such a text by number alone — and only when nothing else
 * could claim it: exactly one text to that number is of unknown outcome, none is being sent (a text in
 * flight has no id stored yet, so its report is also one we cannot place), and exactly one held report
 * names the number since that text was written. Otherwise — or when the text became unknown more than
 * REPORT_WINDOW_MS ago — it stays unknown for staff.
 * Both the callback (after holding a report) and the sender (after each send) call this, so a report and
 * the outcome it settles find each other whichever is stored first; only an unknown text moves, so both
 * applying it is harmless. Answers the message id of the report it applied, if any.
 */
export async function settleUnknownByNumber(
  db: Executor,
  provider: string,
  toNumber: string,
  now: Date,
): Promise<string | undefined> {
  const unknown = await unknownSmsTo(db, provider, toNumber, new Date(now.getTime() - REPORT_WINDOW_MS));
  const [text] = unknown;
  if (!text || unknown.length > 1) return undefined;
  if (await smsInFlightTo(db, toNumber, now)) return undefined;
  const held = await heldReportsNaming(db, provider, toNumber, text.createdAt);
  const [report] = held;
  if (!report || held.length > 1) return undefined;
  if (!(await settleUnknownSms(db, text.id, report))) return undefined;
  await takeEarlyReport(db, provider, report.providerMessageId);
  return report.providerMessageId;
}
