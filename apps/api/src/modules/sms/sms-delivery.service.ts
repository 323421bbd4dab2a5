import { createHash, timingSafeEqual } from 'node:crypto';
import type { Executor } from '@kwacha/db';
import type { AppContext } from '../../context';
import { maskPhoneNumbers } from '../../lib/log-redaction/mask-phone-numbers';
import {
  type DeliveryReport,
  dropEarlyReportsBefore,
  holdEarlyReport,
  recordSmsDelivery,
  smsWithProviderIdExists,
  takeEarlyReport,
} from './sms.repository';
import { REPORT_WINDOW_MS, settleUnknownByNumber } from './sms-reconcile';

// Africa's Talking delivery-report statuses (docs.africastalking.com/sms/notifications, "Delivery
// reports": id, status, phoneNumber, networkCode, failureReason only for Rejected and Failed): Success is
// final and delivered; Failed and Rejected are final failures (AbsentSubscriber and Expired, seen from some
// networks, too); Sent, Submitted and Buffered are on the way (ignored).
const DELIVERED = new Set(['Success']);
const FAILED = new Set(['Failed', 'Rejected', 'AbsentSubscriber', 'Expired']);

/** The token in the callback URL against AFRICASTALKING_CALLBACK_TOKEN, in constant time; none set: never. */
export function callbackTokenMatches(expected: string | undefined, given: string): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

export type DeliveryOutcome = 'recorded' | 'held' | 'ignored';

/** The number a report names, as users.phone_number stores it (+260…); null when it names none. */
function reportedNumber(value: string | null): string | null {
  const digits = (value ?? '').replace(/[\s-]/g, '').replace(/^\+/, '');
  return /^\d{9,15}$/.test(digits) ? `+${digits}` : null;
}

/**
 * One delivery report (a form-encoded POST: id, status, phoneNumber, networkCode, failureReason,
 * retryCount). A text we sent through Africa's Talking and still hold as `sent` moves; a repeated or late
 * report, or an intermediate status, changes nothing. A final report for an id we do not know yet is held:
 * the provider can call back before our sender has recorded the id, and the sender applies it then — or
 * it is for a text whose outcome is unknown, which it settles when its number matches just that text
 * (sms-reconcile.ts).
 */
export async function receiveDeliveryReport(
  ctx: AppContext,
  form: URLSearchParams,
): Promise<DeliveryOutcome> {
  const id = form.get('id') ?? '';
  const status = form.get('status') ?? '';
  if (id === '' || id.length > 200 || !(DELIVERED.has(status) || FAILED.has(status))) return 'ignored';
  const reason = form.get('failureReason');
  const report: DeliveryReport = {
    provider: 'africastalking',
    providerMessageId: id,
    status: DELIVERED.has(status) ? 'delivered' : 'failed',
    error: DELIVERED.has(status)
      ? null
      : maskPhoneNumbers(`${status}${reason ? `: ${reason}` : ''}`.slice(0, 200)),
    phoneNumber: reportedNumber(form.get('phoneNumber')),
    at: ctx.now(),
  };
  if (await recordSmsDelivery(ctx.db, report)) return 'recorded';
  if (await smsWithProviderIdExists(ctx.db, report.provider, id)) return 'ignored';
  await dropEarlyReportsBefore(ctx.db, new Date(report.at.getTime() - REPORT_WINDOW_MS));
  await holdEarlyReport(ctx.db, report);
  // The sender may have recorded the id since our first look, and looked for held reports before this one
  // was written: look again, so that one of the two applies it.
  // Only a `sent` text moves, so both applying it is harmless.
  if (await recordSmsDelivery(ctx.db, report)) {
    await takeEarlyReport(ctx.db, report.provider, id);
    return 'recorded';
  }
  if (!report.phoneNumber) return 'held';
  const applied = await settleUnknownByNumber(ctx.db, report.provider, report.phoneNumber, report.at);
  return applied === id ? 'recorded' : 'held';
}

/** After the sender recorded a text as sent: a report that arrived first applies now. */
export async function applyEarlyReport(db: Executor, provider: string, providerMessageId: string) {
  const early = await takeEarlyReport(db, provider, providerMessageId);
  if (early) await recordSmsDelivery(db, early);
}
