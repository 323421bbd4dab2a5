import type { DataRightsRequest } from '@kwacha/shared/data-rights/data-rights';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format-date';
import { useT } from '../../../lib/i18n/use-t';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { myRequestsQueryOptions } from '../api/data-rights';
import {
  myRequestsMessages as messages,
  requestKindMessages,
  requestStatusMessages,
} from './my-requests.messages';

export const MY_REQUESTS_FAILED_MESSAGE = messages.failed.message;
export const NO_REQUESTS_MESSAGE = messages.none.message;

/** Every data request with its outcome, loaded when the borrower opens the list. */
export function MyRequests() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-6">
      <Button variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {open ? t(messages.hide) : t(messages.show)}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <RequestList /> : null}
      </div>
    </div>
  );
}

function RequestList() {
  const t = useT();
  const requests = useQuery(myRequestsQueryOptions);
  if (requests.isError) {
    return (
      <LoadError
        className="mt-3"
        message={loadErrorMessage(requests.error, { fallback: t(messages.failed) })}
        retrying={requests.isFetching}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (!requests.data) {
    return (
      <p role="status" className="mt-3 text-slate-700">
        {t(messages.loading)}
      </p>
    );
  }
  if (requests.data.length === 0) return <p className="mt-3 text-slate-700">{t(messages.none)}</p>;
  return (
    <ul aria-label={t(messages.listLabel)} className="mt-3 divide-y divide-slate-200">
      {requests.data.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}

function RequestItem({ request }: { request: DataRightsRequest }) {
  const t = useT();
  return (
    <li className="py-3">
      <p className="font-medium text-slate-900">
        {t(requestKindMessages[request.kind])} · {t(requestStatusMessages[request.status])}
      </p>
      <p className="text-sm text-slate-600">{formatDateTime(request.createdAt)}</p>
      {request.outcome ? <p className="mt-1 break-words text-sm text-slate-800">{request.outcome}</p> : null}
    </li>
  );
}
