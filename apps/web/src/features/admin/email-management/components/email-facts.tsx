import type { EmailDetail } from '@kwacha/shared/staff/email-management';
import { DetailSection } from '../../../../components/ui/detail-section';
import { formatDateTime } from '../../../../lib/format-date';
import { EmailStatusBadge } from './email-status-badge';

const LANES: Record<EmailDetail['priority'], string> = {
  security: 'Security (codes and links, first)',
  transactional: 'Transactional (decisions and receipts)',
  bulk: 'Bulk (reminders, contact copies, promotions)',
};

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : '—');

/** Where the message stands: status, tries, the last refusal and the times, in Lusaka. */
export function EmailFacts({ email }: { email: EmailDetail }) {
  return (
    <DetailSection
      title="Delivery"
      rows={[
        { label: 'Recipient', value: <span className="wrap-anywhere">{email.recipient}</span> },
        { label: 'Kind', value: email.kindLabel },
        { label: 'Status', value: <EmailStatusBadge status={email.status} /> },
        { label: 'Attempts', value: String(email.attempts) },
        { label: 'Last error', value: email.lastError ?? '—' },
        { label: 'Written', value: when(email.createdAt) },
        ...(email.nextAttemptAt ? [{ label: 'Next try', value: when(email.nextAttemptAt) }] : []),
        { label: 'Sent', value: when(email.sentAt) },
        { label: 'Lane', value: LANES[email.priority] },
      ]}
    />
  );
}
