import type { contactRequestSchema } from '@kwacha/shared/contact/contact-request';
import { CONTACT_SUBJECTS } from '@kwacha/shared/contact/contact-subjects';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { consumeAttempt, IDENTIFIER_LIMITS, identifierKey } from '../../lib/rate-limit/identifier-limits';
import { renderEmail } from '../mail/templates/layout';
import { insertContactMessage } from './contact.repository';

type ContactMessageInput = z.output<typeof contactRequestSchema>;

/** Stores the message and e-mails it to the support inbox through the mail pipeline. */
export async function submitContactMessage(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'now' | 'attempts'>,
  input: ContactMessageInput,
): Promise<string> {
  await consumeAttempt(ctx.attempts, identifierKey('contact:email', input.email), IDENTIFIER_LIMITS.contact);
  return ctx.db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, { ...input, phone: input.phone ?? null, createdAt: ctx.now() });
    const subjectLabel = CONTACT_SUBJECTS.find((s) => s.value === input.subject)?.label ?? input.subject;
    const email = renderEmail({
      template: 'contact-message',
      subject: `Contact form: ${subjectLabel} from ${input.name}`,
      greeting: 'A new message arrived through the contact form.',
      paragraphs: [
        `From: ${input.name} <${input.email}>${input.phone ? `, phone ${input.phone}` : ''}`,
        `Subject: ${subjectLabel}`,
        input.message,
        `Reference: ${id}. Please reply within 24 hours.`,
      ],
      footer: 'Kwacha Loans contact form',
    });
    await ctx.mailer.queue({ to: ctx.config.supportEmail, ...email }, tx);
    return id;
  });
}
