import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { maskPhoneNumbers } from '../webhooks/mask-phone-numbers';
import { recordSmsDelivery } from './sms.repository';

// Africa's Talking delivery-report statuses: Success is final and delivered; Failed, Rejected,
// AbsentSubscriber and Expired are final failures; Sent, Submitted and Buffered are on the way (ignored).
const DELIVERED = new Set(['Success']);
const FAILED = new Set(['Failed', 'Rejected', 'AbsentSubscriber', 'Expired']);

/** The token in the callback URL against AFRICASTALKING_CALLBACK_TOKEN, in constant time; none set: never. */
export function callbackTokenMatches(expected: string | undefined, given: string): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

export type DeliveryOutcome = 'recorded' | 'ignored';

/**
 * One delivery report (a form-encoded POST: id, status, phoneNumber, networkCode, failureReason,
 * retryCount). Only a text we sent through Africa's Talking and still hold as `sent` moves; an unknown
 * id, an intermediate status or a repeated report changes nothing.
 */
export async function receiveDeliveryReport(
  ctx: AppContext,
  form: URLSearchParams,
): Promise<DeliveryOutcome> {
  const id = form.get('id') ?? '';
  const status = form.get('status') ?? '';
  if (id === '' || id.length > 200 || !(DELIVERED.has(status) || FAILED.has(status))) return 'ignored';
  const reason = form.get('failureReason');
  const moved = await recordSmsDelivery(ctx.db, {
    provider: 'africastalking',
    providerMessageId: id,
    status: DELIVERED.has(status) ? 'delivered' : 'failed',
    error: DELIVERED.has(status)
      ? null
      : maskPhoneNumbers(`${status}${reason ? `: ${reason}` : ''}`.slice(0, 200)),
    at: ctx.now(),
  });
  return moved ? 'recorded' : 'ignored';
}
