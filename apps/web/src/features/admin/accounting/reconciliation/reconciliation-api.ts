import {
  type ResolveStatementLineRequest,
  type StatementDetail,
  type StatementList,
  statementDetailSchema,
  statementListSchema,
} from '@kwacha/shared/staff/reconciliation';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';

export const RECONCILIATION_KEY = ['accounting', 'reconciliation'] as const;
const statementKey = (id: string) => [...RECONCILIATION_KEY, 'statement', id] as const;

/** GET /api/admin/reconciliation/statements: one keyset page of the uploaded statements, newest first. */
async function getStatements(cursor: string | null, signal?: AbortSignal): Promise<StatementList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const { data } = await apiFetch(`/api/admin/reconciliation/statements${query}`, {
    schema: statementListSchema,
    signal,
  });
  return data;
}

/** The statements, page after page as staff ask for more ("Show more"). */
export function useStatementsQuery({ onAuthFailure }: { onAuthFailure?: () => void }) {
  return useInfiniteQuery({
    queryKey: [...RECONCILIATION_KEY, 'list'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => reportAuthFailure(getStatements(pageParam, signal), onAuthFailure),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/admin/reconciliation/statements/:id: every line by result, and the days' totals. */
export function useStatementQuery(id: string | null, { onAuthFailure }: { onAuthFailure?: () => void }) {
  return useQuery({
    queryKey: statementKey(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }): Promise<StatementDetail> => {
      const request = apiFetch(`/api/admin/reconciliation/statements/${encodeURIComponent(id ?? '')}`, {
        schema: statementDetailSchema,
        signal,
      });
      return (await reportAuthFailure(request, onAuthFailure)).data;
    },
  });
}

/**
 * POST /api/admin/reconciliation/statements (superuser) as multipart/form-data: the provider and the file.
 * The answer is the statement as matched (or as it was, when the same file came before).
 */
export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ provider, file }: { provider: string; file: File }) => {
      const body = new FormData();
      body.set('provider', provider);
      body.set('file', file, file.name);
      return apiFetch('/api/admin/reconciliation/statements', {
        method: 'POST',
        body,
        schema: statementDetailSchema,
      });
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(statementKey(data.id), data);
      return queryClient.invalidateQueries({ queryKey: [...RECONCILIATION_KEY, 'list'] });
    },
  });
}

/**
 * POST /api/admin/reconciliation/lines/:id/resolution (superuser): sends the line's payment to the flagged
 * payments queue, or notes it as investigated. The statement and the list are read again.
 */
export function useResolveStatementLine(lineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ResolveStatementLineRequest) =>
      apiFetch(`/api/admin/reconciliation/lines/${encodeURIComponent(lineId)}/resolution`, {
        method: 'POST',
        body: request,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECONCILIATION_KEY }),
  });
}
