import type { EmailPriority } from '@kwacha/db';

/**
 * Two lanes, each with its own queue, workers and SMTP connections: bulk mail (reminders, contact-form
 * copies, promotions) can fill its lane without ever delaying a disbursement code, a verification or
 * a reset link (docs/decisions/010-mail-that-cannot-be-starved.md). Within the urgent lane, security
 * mail goes before transactional mail.
 */
export type MailLane = 'urgent' | 'bulk';

export const SEND_EMAIL_JOB = 'email.send';
export const SEND_BULK_EMAIL_JOB = 'email.send-bulk';

export const laneOf = (priority: EmailPriority): MailLane => (priority === 'bulk' ? 'bulk' : 'urgent');
export const jobOfLane = (lane: MailLane) => (lane === 'bulk' ? SEND_BULK_EMAIL_JOB : SEND_EMAIL_JOB);

/** pg-boss priority within a queue: higher is fetched first. */
export const JOB_PRIORITY: Record<EmailPriority, number> = { security: 10, transactional: 5, bulk: 0 };

// Anything not named here is transactional: it matters to one person now, but it is not a key.
const PRIORITY_BY_TEMPLATE: Record<string, EmailPriority> = {
  'verify-email': 'security',
  'password-reset': 'security',
  'disbursement-otp': 'security',
  'contact-message': 'bulk',
  'repayment-reminder': 'bulk',
  promotion: 'bulk',
};

export const priorityOfTemplate = (template: string): EmailPriority =>
  PRIORITY_BY_TEMPLATE[template] ?? 'transactional';

/**
 * How the SMTP server's connection limit is shared: at least one connection each, about 40% kept for the
 * urgent lane (2 of the default 5), the rest for bulk.
 */
export function connectionsPerLane(maxConnections: number): Record<MailLane, number> {
  const urgent = Math.max(1, Math.floor(maxConnections * 0.4));
  return { urgent, bulk: Math.max(1, maxConnections - urgent) };
}
