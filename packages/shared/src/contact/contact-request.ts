import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/typed-text';
import { CONTACT_SUBJECTS, type ContactSubject } from './contact-subjects';

const subjectValues = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

/** POST /api/contact — name, e-mail, subject and message required (docs/product.md §5); phone optional. */
export const contactRequestSchema = z.strictObject({
  name: singleLineText('Full name is required.').trim().min(1, 'Full name is required.').max(120),
  email: singleLineText('Email address is required.')
    .trim()
    .min(1, 'Email address is required.')
    .max(254)
    .toLowerCase()
    .pipe(z.email('Enter a valid email address.')),
  phone: z
    .string()
    .trim()
    .max(20, 'Phone number is too long.')
    .regex(/^[+\d\s()-]*$/, 'Enter a valid phone number.')
    .optional()
    .transform((value) => (value ? value : undefined)),
  subject: z.enum(subjectValues, { error: 'Please choose a subject.' }),
  message: multiLineText('Message is required.')
    .trim()
    .min(1, 'Message is required.')
    .max(5000, 'Message must be at most 5000 characters.'),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
