import type { ContactRequest } from '@kwacha/shared/contact/contact-request';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface SentContactMessage {
  reference: string;
}

/** POST /api/contact: the message is stored and e-mailed to support (docs/product.md §10). */
export function sendContactMessage(payload: ContactRequest) {
  return apiFetch<SentContactMessage>('/api/contact', { method: 'POST', body: payload });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
