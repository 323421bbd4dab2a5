import {
  SMS_RESENDABLE_STATUSES,
  SMS_STATUS_LABELS,
  type SmsMessageStatus,
  type SmsMessageView,
} from '@kwacha/shared/staff/sms-messages';
import { formatDateTime } from '../../../../lib/format-date';
import { SmsResendButton } from './sms-resend-button';

const TONES: Record<SmsMessageStatus, string> = {
  queued: 'bg-slate-100 text-slate-800 ring-slate-300',
  sent: 'bg-sky-50 text-sky-900 ring-sky-300',
  delivered: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-50 text-red-900 ring-red-300',
  unknown: 'bg-amber-50 text-amber-900 ring-amber-300',
};

// docs/product.md §19.3: the sender never sends such a text again by itself.
export const SMS_UNKNOWN_NOTE =
  'The provider did not say whether it sent this text, and no delivery report has settled it. It is not sent again unless you send it.';

/**
 * One text: status, number, kind and time, its words, its delivery; a failed one, or one whose outcome
 * is unknown, can be sent again.
 */
export function SmsCard({ sms }: { sms: SmsMessageView }) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[sms.status]}`}
        >
          {SMS_STATUS_LABELS[sms.status]}
        </span>
        <span className="font-medium text-slate-900">{sms.toNumber}</span>
        <span className="text-sm text-slate-700">{sms.kind.replaceAll('_', ' ')}</span>
        <span className="text-sm text-slate-700">
          <time dateTime={sms.createdAt}>{formatDateTime(sms.createdAt)}</time>
        </span>
      </div>
      <p className="mt-2 break-words text-slate-900">{sms.body}</p>
      <p className="mt-2 break-words text-sm text-slate-700">
        {`${sms.attempts} ${sms.attempts === 1 ? 'attempt' : 'attempts'}`}
        {sms.provider ? ` · ${sms.provider}` : ''}
        {sms.deliveredAt ? ` · delivered ${formatDateTime(sms.deliveredAt)}` : ''}
        {sms.lastError ? ` · ${sms.lastError}` : ''}
      </p>
      {sms.status === 'unknown' ? <p className="mt-2 text-sm text-amber-900">{SMS_UNKNOWN_NOTE}</p> : null}
      {sms.resentAsId ? (
        <p className="mt-2 text-sm font-medium text-slate-800">Sent again as a new text.</p>
      ) : SMS_RESENDABLE_STATUSES.includes(sms.status) ? (
        <div className="mt-3">
          <SmsResendButton sms={sms} />
        </div>
      ) : null}
    </li>
  );
}
