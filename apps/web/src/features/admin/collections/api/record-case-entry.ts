import {
  type ContactRequest,
  contactEntrySchema,
  type PromiseRequest,
  promiseEntrySchema,
} from '@kwacha/shared/staff/collections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { COLLECTIONS_KEY } from './collections-keys';

const casePath = (loanId: string, what: 'contacts' | 'promises') =>
  `/api/admin/collections/${encodeURIComponent(loanId)}/${what}`;

/** POST /api/admin/collections/:loanId/contacts: a 409 names the fair-collection rule that refused it. */
export async function logContact(loanId: string, body: ContactRequest) {
  const { data, message } = await apiFetch(casePath(loanId, 'contacts'), {
    method: 'POST',
    body,
    schema: contactEntrySchema,
  });
  return { entry: data, message };
}

/** POST /api/admin/collections/:loanId/promises: a 409 when one is already open. */
export async function recordPromise(loanId: string, body: PromiseRequest) {
  const { data, message } = await apiFetch(casePath(loanId, 'promises'), {
    method: 'POST',
    body,
    schema: promiseEntrySchema,
  });
  return { entry: data, message };
}

/** Case and queue are read again after either, refused or not (the rule's state may have moved). */
function useCaseMutation<Body>(send: (body: Body) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
  });
}

export const useLogContact = (loanId: string) =>
  useCaseMutation((body: ContactRequest) => logContact(loanId, body));

export const useRecordPromise = (loanId: string) =>
  useCaseMutation((body: PromiseRequest) => recordPromise(loanId, body));
