import {
  type StaffComplaintFilter,
  type StaffComplaintSummary,
  staffComplaintSummarySchema,
} from '@kwacha/shared/complaints/complaints';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';
import { STAFF_COMPLAINTS_KEY } from './staff-complaints-keys';

export interface QueueFilter {
  status: StaffComplaintFilter;
  overdue: boolean;
}

/** GET /api/admin/complaints?status=&overdue=true: nearest deadline first. */
export async function getStaffComplaints(
  filter: QueueFilter,
  signal?: AbortSignal,
): Promise<StaffComplaintSummary[]> {
  const query = new URLSearchParams({ status: filter.status });
  if (filter.overdue) query.set('overdue', 'true');
  const { data } = await apiFetch(`/api/admin/complaints?${query}`, {
    schema: z.array(staffComplaintSummarySchema),
    signal,
  });
  return data;
}

export function useStaffComplaintsQuery(
  filter: QueueFilter,
  { onAuthFailure }: { onAuthFailure?: () => void } = {},
) {
  return useQuery({
    queryKey: [...STAFF_COMPLAINTS_KEY, 'queue', filter],
    queryFn: ({ signal }) => reportAuthFailure(getStaffComplaints(filter, signal), onAuthFailure),
  });
}
