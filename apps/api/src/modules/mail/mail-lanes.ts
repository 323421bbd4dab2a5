import type { EmailPriority } from '@kwacha/db';

/**
 * Two lanes, each with its own sender loop and SMTP connections: bulk mail (reminders, contact-form
 * copies, promotions) can fill its lane without ever delaying a disbursement code, a verification or a
 * reset link (docs/decisions/010-mail-that-cannot-be-starved.md). Within the urgent lane, security mail
 * goes before transactional mail.
 */
export type MailLane = 'urgent' | 'bulk';

export const PRIORITIES_OF_LANE: Record<MailLane, EmailPriority[]> = {
  urgent: ['security', 'transactional'],
  bulk: ['bulk'],
};

// Anything not named here is transactional: it matters to one person now, but it is not a key.
const PRIORITY_BY_TEMPLATE: Record<string, EmailPriority> = {
  'verify-email': 'security',
  'password-reset': 'security',
  'disbursement-otp': 'security',
  // Tells the old address of an e-mail change: the owner must hear of it before anyone else acts.
  'email-changed': 'security',
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
