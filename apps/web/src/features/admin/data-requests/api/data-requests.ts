import {
  type DataRightsListQuery,
  type DataRightsRequest,
  dataRightsRequestSchema,
  type RefuseRequest,
  type StaffDataRightsRequest,
  staffDataRightsRequestSchema,
} from '@kwacha/shared/data-rights/data-rights';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** docs/product.md §18.4: the staff calls for data requests. */
export const DATA_REQUESTS_KEY = ['admin', 'data-rights-requests'] as const;

export async function getDataRequests(query: DataRightsListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.kind) params.set('kind', query.kind);
  const search = params.toString();
  const { data } = await apiFetch(`/api/admin/data-rights-requests${search ? `?${search}` : ''}`, {
    schema: z.array(staffDataRightsRequestSchema),
    signal,
  });
  return data;
}

export function useDataRequestsQuery(query: DataRightsListQuery) {
  return useQuery<StaffDataRightsRequest[]>({
    queryKey: [...DATA_REQUESTS_KEY, query],
    queryFn: ({ signal }) => getDataRequests(query, signal),
  });
}

type Decision = { kind: 'complete' } | ({ kind: 'refuse' } & RefuseRequest);

function decide(id: string, decision: Decision): Promise<ApiResponse<DataRightsRequest>> {
  const path = `/api/admin/data-rights-requests/${encodeURIComponent(id)}/${decision.kind}`;
  const body = decision.kind === 'refuse' ? { reason: decision.reason } : {};
  return apiFetch(path, { method: 'POST', body, schema: dataRightsRequestSchema });
}

/** Completing or refusing reads the queue again, whatever the answer (someone may have decided first). */
export function useDecideDataRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decide(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DATA_REQUESTS_KEY }),
  });
}
