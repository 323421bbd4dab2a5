import type { SmsList, SmsMessageView } from '@kwacha/shared/staff/sms-messages';

export const SMS_ID = '9c8d7e6f-1111-4222-8333-444455556666';

/** One text as GET /api/admin/sms-messages returns it: a delivered payment receipt, unless overridden. */
export function createSmsMessage(overrides: Partial<SmsMessageView> = {}): SmsMessageView {
  return {
    id: SMS_ID,
    userId: 'user-9',
    toNumber: '+260971234567',
    kind: 'payment_received',
    body: 'Kwacha Loans: we received K100.00 (PAY-1A2B). Balance K989.30. Thank you.',
    status: 'delivered',
    provider: 'africastalking',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    sentAt: '2026-11-25T10:00:01.000Z',
    deliveredAt: '2026-11-25T10:00:09.000Z',
    resentAsId: null,
    ...overrides,
  };
}

/** A failed reminder: the provider refused the number. */
export const createFailedSms = (overrides: Partial<SmsMessageView> = {}) =>
  createSmsMessage({
    kind: 'payment_reminder',
    body: 'Kwacha Loans: K181.55 is due on 2026-12-21 for loan 1a2b3c4d. Pay in your account to avoid a late fee.',
    status: 'failed',
    attempts: 1,
    lastError: '403 InvalidPhoneNumber',
    sentAt: null,
    deliveredAt: null,
    ...overrides,
  });

export function createSmsList(
  items: SmsMessageView[] = [createSmsMessage()],
  nextCursor: string | null = null,
): SmsList {
  return { items, nextCursor };
}
