import {
  type AssignComplaintRequest,
  type ComplaintNoteRequest,
  type ResolveComplaintRequest,
  staffComplaintSchema,
} from '@kwacha/shared/complaints/complaints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { STAFF_COMPLAINTS_KEY } from './staff-complaints-keys';

export type ComplaintAction =
  | { kind: 'acknowledge' }
  | { kind: 'assign'; body: AssignComplaintRequest }
  | { kind: 'notes'; body: ComplaintNoteRequest }
  | { kind: 'resolve'; body: ResolveComplaintRequest };

/** POST /api/admin/complaints/:id/{acknowledge,assign,notes,resolve}; the answer's message says what was done. */
export async function actOnComplaint(id: string, action: ComplaintAction) {
  const { data, message } = await apiFetch(`/api/admin/complaints/${encodeURIComponent(id)}/${action.kind}`, {
    method: 'POST',
    ...('body' in action && { body: action.body }),
    schema: staffComplaintSchema,
  });
  return { complaint: data, message };
}

/** One action; whatever the answer (a 409 means someone acted first), queue and detail are read again. */
export function useComplaintAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ComplaintAction) => actOnComplaint(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_COMPLAINTS_KEY }),
  });
}
