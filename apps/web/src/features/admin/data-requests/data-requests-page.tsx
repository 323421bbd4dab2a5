import {
  DATA_RIGHTS_KIND_LABELS,
  DATA_RIGHTS_KINDS,
  DATA_RIGHTS_STATUS_LABELS,
  DATA_RIGHTS_STATUSES,
  type DataRightsKind,
  type DataRightsListQuery,
  type DataRightsStatus,
} from '@kwacha/shared/data-rights/data-rights';
import { useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { CardList } from '../../../components/staff-list/card-list';
import { ListResults } from '../../../components/staff-list/list-results';
import { useSignOutOnAuthFailure } from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDataRequestsQuery } from './api/data-requests';
import { DataRequestCard } from './components/data-request-card';

export const NO_DATA_REQUESTS_MESSAGE = 'No data requests match.';
export const DATA_REQUESTS_LOAD_FAILED_MESSAGE = 'Failed to load data requests. Please try again.';

const STATUS_OPTIONS = DATA_RIGHTS_STATUSES.map((value) => ({
  value,
  label: DATA_RIGHTS_STATUS_LABELS[value],
}));
const KIND_OPTIONS = DATA_RIGHTS_KINDS.map((value) => ({ value, label: DATA_RIGHTS_KIND_LABELS[value] }));

/**
 * /admin-dashboard/data-requests (docs/product.md §18.4): every request a borrower made under the Data
 * Protection Act, pending first; staff apply or refuse the corrections.
 */
export function DataRequestsPage() {
  usePageTitle('Data Requests');
  const [query, setQuery] = useState<DataRightsListQuery>({});
  const list = useDataRequestsQuery(query);
  useSignOutOnAuthFailure(list.error);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">Data Requests</h1>
      <p className="mt-1 text-slate-700">
        Copies of data, erasures and corrections asked for by borrowers, each with its outcome. Pending
        corrections first: check the new value against the borrower's NRC, then apply or refuse it.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          value={query.status ?? ''}
          onChange={(event) =>
            setQuery((q) => ({
              ...q,
              status: (event.target.value || undefined) as DataRightsStatus | undefined,
            }))
          }
        />
        <SelectField
          label="Kind"
          placeholder="Any kind"
          options={KIND_OPTIONS}
          value={query.kind ?? ''}
          onChange={(event) =>
            setQuery((q) => ({ ...q, kind: (event.target.value || undefined) as DataRightsKind | undefined }))
          }
        />
      </div>
      <ListResults
        label="Data requests"
        busy={list.isFetching}
        className="mt-6"
        query={list}
        items={list.data}
        loading={{ label: 'Loading data requests…', placeholders: { count: 2, height: 'h-40' } }}
        empty={{ emptyMessage: NO_DATA_REQUESTS_MESSAGE }}
        error={{ fallback: DATA_REQUESTS_LOAD_FAILED_MESSAGE }}
      >
        {(requests) => (
          <CardList items={requests} rowKey={(request) => request.id}>
            {(request) => <DataRequestCard request={request} />}
          </CardList>
        )}
      </ListResults>
    </div>
  );
}
