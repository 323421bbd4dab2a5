import { contactRequestSchema } from '@kwacha/shared/staff/collections';
import { z } from 'zod';

/** What the contact form holds: one text per field, blank when not chosen. */
export interface ContactFormValues {
  channel: string;
  outcome: string;
  template: string;
  note: string;
}

export const NO_CONTACT: ContactFormValues = { channel: '', outcome: '', template: '', note: '' };

export const isMessageChannel = (channel: string) => channel === 'sms' || channel === 'email';

/**
 * The form → the API's request: a text or e-mail carries only its template (never free text to a
 * borrower), a call or visit its outcome and note; then the API's own schema, so a missing template
 * is refused here in its words, beside its field.
 */
export const contactForm = z
  .object({ channel: z.string(), outcome: z.string(), template: z.string(), note: z.string() })
  .transform(({ channel, outcome, template, note }) => {
    if (isMessageChannel(channel)) return { channel, ...(template ? { template } : {}) };
    return { channel, ...(outcome ? { outcome } : {}), ...(note.trim() ? { note } : {}) };
  })
  .pipe(contactRequestSchema);
