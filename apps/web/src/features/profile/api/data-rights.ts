import type { PublicUser } from '@kwacha/shared/auth/user';
import {
  type CorrectionRequest,
  type DataRightsRequest,
  dataRightsRequestSchema,
  type EmailChangeRequest,
  type ErasureRequest,
  type ErasureResult,
  erasureResultSchema,
} from '@kwacha/shared/data-rights/data-rights';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiResponse, apiFetch } from '../../../lib/api-client';
import { publicUserParser } from '../../../lib/session/public-user';

/** docs/product.md §18: the borrower's data rights calls. */
export const DATA_EXPORT_URL = '/api/me/data-export';
export const DATA_EXPORT_HTML_URL = '/api/me/data-export.html';
export const MY_REQUESTS_QUERY_KEY = ['me', 'data-rights-requests'] as const;

export const myRequestsQueryOptions = queryOptions({
  queryKey: MY_REQUESTS_QUERY_KEY,
  queryFn: async (): Promise<DataRightsRequest[]> =>
    (await apiFetch('/api/me/data-rights-requests', { schema: z.array(dataRightsRequestSchema) })).data,
});

export function changeEmail(request: EmailChangeRequest): Promise<ApiResponse<PublicUser>> {
  return apiFetch('/api/me/email', { method: 'PUT', body: request, schema: publicUserParser });
}

export function fileCorrection(request: CorrectionRequest): Promise<ApiResponse<DataRightsRequest>> {
  return apiFetch('/api/me/correction-requests', {
    method: 'POST',
    body: request,
    schema: dataRightsRequestSchema,
  });
}

export function requestErasure(request: ErasureRequest): Promise<ApiResponse<ErasureResult>> {
  return apiFetch('/api/me/erasure-request', { method: 'POST', body: request, schema: erasureResultSchema });
}
