import { EMAIL_STATUS_LABELS, type EmailStatus } from '@kwacha/shared/staff/email-management';

const TONES: Record<EmailStatus, string> = {
  queued: 'bg-slate-100 text-slate-800 ring-slate-300',
  sending: 'bg-sky-50 text-sky-900 ring-sky-300',
  sent: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-50 text-red-900 ring-red-300',
  kept_locally: 'bg-amber-50 text-amber-900 ring-amber-300',
};

/** A pill whose word says it all, so colour never carries the meaning alone. */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      {EMAIL_STATUS_LABELS[status]}
    </span>
  );
}
