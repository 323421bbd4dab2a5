import {
  DATA_RIGHTS_KIND_LABELS,
  DATA_RIGHTS_STATUS_LABELS,
  type DataRightsRequest,
} from '@kwacha/shared/data-rights/data-rights';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format-date';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { myRequestsQueryOptions } from '../api/data-rights';

export const MY_REQUESTS_FAILED_MESSAGE = 'Failed to load your requests. Please try again.';
export const NO_REQUESTS_MESSAGE = 'You have not made any data requests yet.';

/** Every data request with its outcome, loaded when the borrower opens the list. */
export function MyRequests() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-6">
      <Button variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {open ? 'Hide my data requests' : 'Show my data requests'}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <RequestList /> : null}
      </div>
    </div>
  );
}

function RequestList() {
  const requests = useQuery(myRequestsQueryOptions);
  if (requests.isError) {
    return (
      <LoadError
        className="mt-3"
        message={loadErrorMessage(requests.error, { fallback: MY_REQUESTS_FAILED_MESSAGE })}
        retrying={requests.isFetching}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (!requests.data) {
    return (
      <p role="status" className="mt-3 text-slate-700">
        Loading your requests…
      </p>
    );
  }
  if (requests.data.length === 0) return <p className="mt-3 text-slate-700">{NO_REQUESTS_MESSAGE}</p>;
  return (
    <ul aria-label="My data requests" className="mt-3 divide-y divide-slate-200">
      {requests.data.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}

function RequestItem({ request }: { request: DataRightsRequest }) {
  return (
    <li className="py-3">
      <p className="font-medium text-slate-900">
        {DATA_RIGHTS_KIND_LABELS[request.kind]} · {DATA_RIGHTS_STATUS_LABELS[request.status]}
      </p>
      <p className="text-sm text-slate-600">{formatDateTime(request.createdAt)}</p>
      {request.outcome ? <p className="mt-1 break-words text-sm text-slate-800">{request.outcome}</p> : null}
    </li>
  );
}
