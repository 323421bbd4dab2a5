import { type CreateComplaint, complaintCreatedSchema } from '@kwacha/shared/complaints/complaints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { COMPLAINTS_KEY } from './complaints-keys';

/** POST /api/complaints as multipart/form-data, so the one optional file travels with the fields. */
export async function raiseComplaint(request: CreateComplaint, attachment: File | null) {
  const body = new FormData();
  body.set('category', request.category);
  body.set('description', request.description);
  if (request.loanId) body.set('loanId', request.loanId);
  if (request.paymentId) body.set('paymentId', request.paymentId);
  if (attachment) body.set('attachment', attachment, attachment.name);
  const { data, message } = await apiFetch('/api/complaints', {
    method: 'POST',
    body,
    schema: complaintCreatedSchema,
  });
  return { ...data, message };
}

export function useRaiseComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, attachment }: { request: CreateComplaint; attachment: File | null }) =>
      raiseComplaint(request, attachment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPLAINTS_KEY }),
  });
}
