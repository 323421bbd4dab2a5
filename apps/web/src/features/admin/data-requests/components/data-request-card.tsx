import {
  CORRECTABLE_FIELD_LABELS,
  type CorrectableField,
  DATA_RIGHTS_KIND_LABELS,
  DATA_RIGHTS_STATUS_LABELS,
  type StaffDataRightsRequest,
} from '@kwacha/shared/data-rights/data-rights';
import { useId } from 'react';
import { formatDateTime } from '../../../../lib/format-date';
import { DecisionForm } from './decision-form';

const fieldLabel = (field: unknown) =>
  typeof field === 'string' && field in CORRECTABLE_FIELD_LABELS
    ? CORRECTABLE_FIELD_LABELS[field as CorrectableField]
    : field === 'email'
      ? 'E-mail address'
      : null;

/** One request: who, what, when, and for a pending correction the two decisions. */
export function DataRequestCard({ request }: { request: StaffDataRightsRequest }) {
  const headingId = useId();
  const details = request.details ?? {};
  const field = fieldLabel(details.field);
  const pending = request.status === 'pending';
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {DATA_RIGHTS_KIND_LABELS[request.kind]}
        {field ? ` of ${field}` : ''} — {request.borrowerName}
      </h2>
      <p className="mt-1 text-sm">
        <span
          className={`rounded-full px-2 py-0.5 font-medium ${pending ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800'}`}
        >
          {DATA_RIGHTS_STATUS_LABELS[request.status]}
        </span>{' '}
        <span className="text-slate-600">Asked on {formatDateTime(request.createdAt)}</span>
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {request.borrowerEmail ? (
          <>
            <dt className="font-medium text-slate-600">E-mail</dt>
            <dd className="break-words text-slate-900">{request.borrowerEmail}</dd>
          </>
        ) : null}
        {typeof details.newValue === 'string' ? (
          <>
            <dt className="font-medium text-slate-600">New value</dt>
            <dd className="break-words text-slate-900">{details.newValue}</dd>
          </>
        ) : null}
        {typeof details.reason === 'string' ? (
          <>
            <dt className="font-medium text-slate-600">Reason given</dt>
            <dd className="break-words text-slate-900">{details.reason}</dd>
          </>
        ) : null}
        {request.outcome ? (
          <>
            <dt className="font-medium text-slate-600">Outcome</dt>
            <dd className="break-words text-slate-900">{request.outcome}</dd>
          </>
        ) : null}
        {request.completedAt ? (
          <>
            <dt className="font-medium text-slate-600">Decided</dt>
            <dd className="text-slate-900">
              {formatDateTime(request.completedAt)}
              {request.completedByName ? ` by ${request.completedByName}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {pending && request.kind === 'correction' && field ? (
        <DecisionForm request={request} field={field} />
      ) : null}
    </article>
  );
}
