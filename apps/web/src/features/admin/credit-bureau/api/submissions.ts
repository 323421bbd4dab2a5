import {
  type BuildSubmissionInput,
  builtSubmissionSchema,
  type SubmissionList,
  type SubmissionReject,
  submissionListSchema,
  submissionRejectsSchema,
  submissionSchema,
} from '@kwacha/shared/staff/credit-reporting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { fetchFile, saveFile } from '../../../../lib/file-download';
import { reportAuthFailure } from '../../../../lib/server-message';

export const SUBMISSIONS_QUERY_KEY = ['credit-bureau', 'submissions'] as const;

/** GET /api/admin/credit-bureau/submissions: every month's file, newest first, and the last ended month. */
export function useSubmissionsQuery({ onAuthFailure }: { onAuthFailure?: () => void }) {
  return useQuery({
    queryKey: SUBMISSIONS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<SubmissionList> => {
      const request = apiFetch('/api/admin/credit-bureau/submissions', {
        schema: submissionListSchema,
        signal,
      });
      return (await reportAuthFailure(request, onAuthFailure)).data;
    },
  });
}

/** GET /api/admin/credit-bureau/submissions/:id/rejects: what one file left out, and why. */
export function useRejectsQuery(id: string | null, { onAuthFailure }: { onAuthFailure?: () => void }) {
  return useQuery({
    queryKey: [...SUBMISSIONS_QUERY_KEY, id, 'rejects'],
    enabled: id !== null,
    queryFn: async ({ signal }): Promise<SubmissionReject[]> => {
      const request = apiFetch(
        `/api/admin/credit-bureau/submissions/${encodeURIComponent(id ?? '')}/rejects`,
        {
          schema: submissionRejectsSchema,
          signal,
        },
      );
      return (await reportAuthFailure(request, onAuthFailure)).data.rejects;
    },
  });
}

/** POST /api/admin/credit-bureau/submissions (superuser): builds a month, or builds it again. */
export function useBuildSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuildSubmissionInput) =>
      apiFetch('/api/admin/credit-bureau/submissions', {
        method: 'POST',
        body: input,
        schema: builtSubmissionSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY }),
  });
}

/** POST /api/admin/credit-bureau/submissions/:id/sent (superuser): the file went to the bureau. */
export function useMarkSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/admin/credit-bureau/submissions/${encodeURIComponent(id)}/sent`, {
        method: 'POST',
        schema: submissionSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY }),
  });
}

/** GET …/:id/file (superuser): the file as the bureau takes it, saved under its own name. */
export function useSubmissionFileDownload() {
  return useMutation({
    mutationFn: async (submission: { id: string; fileName: string }) => {
      const file = await fetchFile(
        `/api/admin/credit-bureau/submissions/${encodeURIComponent(submission.id)}/file`,
        submission.fileName,
        'text/plain',
      );
      saveFile(file);
      return file.fileName;
    },
  });
}
