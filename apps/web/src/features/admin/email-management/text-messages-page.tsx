import {
  SMS_MESSAGE_STATUSES,
  SMS_STATUS_LABELS,
  type SmsMessageStatus,
  type SmsMessageView,
} from '@kwacha/shared/staff/sms-messages';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyResults } from '../../../components/ui/empty-results';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format-date';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSmsMessagesQuery } from './api/get-sms-messages';

export const NO_SMS_MESSAGE = 'No text messages have been written yet.';
export const NO_MATCHING_SMS_MESSAGE = 'No text messages have this status.';
export const SMS_LOAD_FAILED_MESSAGE = 'Failed to load text messages. Please try again.';

const TONES: Record<SmsMessageStatus, string> = {
  queued: 'bg-slate-100 text-slate-800 ring-slate-300',
  sent: 'bg-sky-50 text-sky-900 ring-sky-300',
  delivered: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-50 text-red-900 ring-red-300',
};

/**
 * /admin-dashboard/email-management/text-messages (docs/product.md §19; admin and superuser): the
 * newest 50 texts beside e-mail management, with status, attempts, last error and delivery.
 */
export function TextMessagesPage() {
  usePageTitle('Text Messages');
  const [status, setStatus] = useState<SmsMessageStatus | undefined>(undefined);
  const texts = useSmsMessagesQuery(status);
  const filterId = useId();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">Text Messages</h1>
      <p className="mt-1 text-slate-700">
        The newest 50 text messages (SMS) sent to borrowers who turned them on, newest first. Times are Lusaka
        time.{' '}
        <Link to="/admin-dashboard/email-management" className="font-medium text-emerald-800 underline">
          Back to e-mail management
        </Link>
      </p>
      <div className="mt-6">
        <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id={filterId}
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as SmsMessageStatus | undefined)}
          className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
        >
          <option value="">All</option>
          {SMS_MESSAGE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {SMS_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <section aria-label="Text messages" className="mt-4">
        {texts.data ? (
          texts.data.items.length === 0 ? (
            <EmptyResults
              emptyMessage={NO_SMS_MESSAGE}
              noMatchMessage={NO_MATCHING_SMS_MESSAGE}
              filtered={status !== undefined}
              onClearFilters={() => setStatus(undefined)}
            />
          ) : (
            <ul className="space-y-3">
              {texts.data.items.map((sms) => (
                <SmsCard key={sms.id} sms={sms} />
              ))}
            </ul>
          )
        ) : texts.isError ? (
          <LoadError
            message={loadErrorMessage(texts.error, { fallback: SMS_LOAD_FAILED_MESSAGE })}
            retrying={texts.isFetching}
            onRetry={() => void texts.refetch()}
          />
        ) : (
          <div role="status" aria-busy="true">
            <span className="sr-only">Loading text messages…</span>
            <div aria-hidden="true" className="h-24 w-full animate-pulse rounded-2xl bg-slate-200" />
          </div>
        )}
      </section>
    </div>
  );
}

function SmsCard({ sms }: { sms: SmsMessageView }) {
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
        <span className="text-sm text-slate-700">{formatDateTime(sms.createdAt)}</span>
      </div>
      <p className="mt-2 break-words text-slate-900">{sms.body}</p>
      <p className="mt-2 text-sm text-slate-700">
        {`${sms.attempts} ${sms.attempts === 1 ? 'attempt' : 'attempts'}`}
        {sms.provider ? ` · ${sms.provider}` : ''}
        {sms.deliveredAt ? ` · delivered ${formatDateTime(sms.deliveredAt)}` : ''}
        {sms.lastError ? ` · ${sms.lastError}` : ''}
      </p>
    </li>
  );
}
