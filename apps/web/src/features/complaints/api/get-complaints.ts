import { type ComplaintView, complaintViewSchema } from '@kwacha/shared/complaints/complaints';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { reportAuthFailure } from '../../../lib/server-message';
import { COMPLAINTS_KEY } from './complaints-keys';

/** GET /api/complaints: the borrower's own complaints, newest first. */
export async function getComplaints(signal?: AbortSignal): Promise<ComplaintView[]> {
  const { data } = await apiFetch('/api/complaints', { schema: z.array(complaintViewSchema), signal });
  return data;
}

export function useComplaintsQuery({ onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: COMPLAINTS_KEY,
    queryFn: ({ signal }) => reportAuthFailure(getComplaints(signal), onAuthFailure),
  });
}
