import {
  type StaffComplaint,
  staffComplaintSchema,
  staffPersonSchema,
} from '@kwacha/shared/complaints/complaints';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../../lib/api-client';
import { STAFF_COMPLAINTS_KEY } from './staff-complaints-keys';

/** GET /api/admin/complaints/:id: the complaint with contact details, loan, payment and notes. */
export async function getStaffComplaint(id: string, signal?: AbortSignal): Promise<StaffComplaint> {
  const { data } = await apiFetch(`/api/admin/complaints/${encodeURIComponent(id)}`, {
    schema: staffComplaintSchema,
    signal,
  });
  return data;
}

export function useStaffComplaintQuery(id: string) {
  return useQuery({
    queryKey: [...STAFF_COMPLAINTS_KEY, 'one', id],
    queryFn: ({ signal }) => getStaffComplaint(id, signal),
  });
}

/** GET /api/admin/complaints/assignees: who a complaint can be given to. */
export function useAssigneesQuery() {
  return useQuery({
    queryKey: [...STAFF_COMPLAINTS_KEY, 'assignees'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/admin/complaints/assignees', { schema: z.array(staffPersonSchema), signal }))
        .data,
    staleTime: 5 * 60_000,
  });
}
