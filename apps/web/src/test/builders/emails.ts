import type {
  EmailDetail,
  EmailList,
  EmailRow,
  FailedEmailCounts,
} from '@kwacha/shared/staff/email-management';

export const EMAIL_ID = '5e6f7a8b-1111-4222-8333-444455556666';

/** One row as GET /api/admin/emails returns it: a repayment reminder that failed, unless overridden. */
export function createEmailRow(overrides: Partial<EmailRow> = {}): EmailRow {
  return {
    id: EMAIL_ID,
    recipient: 'chanda.phiri@example.zm',
    kind: 'repayment-reminder',
    kindLabel: 'Repayment reminder',
    status: 'failed',
    attempts: 6,
    lastError: '550 5.1.1 Mailbox unavailable',
    createdAt: '2026-11-21T08:30:00.000Z',
    sentAt: null,
    nextAttemptAt: null,
    ...overrides,
  };
}

export function createEmailList(
  items: EmailRow[] = [createEmailRow()],
  nextCursor: string | null = null,
): EmailList {
  return { items, nextCursor };
}

/** One message as GET /api/admin/emails/:id returns it (masked by the server), a failed verification e-mail. */
export function createEmailDetail(overrides: Partial<EmailDetail> = {}): EmailDetail {
  return {
    ...createEmailRow({ kind: 'verify-email', kindLabel: 'E-mail verification' }),
    subject: 'Verify your email address',
    textBody:
      'Hello Chanda,\n\nPlease confirm that this is your email address.\n\nVerify my email: https://kwacha.example/verify-email?token=[hidden]\n',
    htmlBody:
      '<!doctype html><html><body><p>Hello Chanda,</p><p><a href="https://kwacha.example/verify-email?token=[hidden]">Verify my email</a></p><script>parent.stolen = true</script></body></html>',
    headers: {},
    priority: 'security',
    transport: null,
    updatedAt: '2026-11-21T08:45:00.000Z',
    resendMode: 'fresh-link',
    resends: [],
    ...overrides,
  };
}

export function createFailedEmailCounts(
  kinds: FailedEmailCounts['kinds'] = [
    { kind: 'repayment-reminder', kindLabel: 'Repayment reminder', count: 12, retryAll: true },
    { kind: 'verify-email', kindLabel: 'E-mail verification', count: 2, retryAll: false },
  ],
): FailedEmailCounts {
  return { kinds };
}
