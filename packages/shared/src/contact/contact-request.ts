import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/typed-text';

export const CONTACT_SUBJECTS = [
  { value: 'loan-inquiry', label: 'Loan Inquiry' },
  { value: 'account-support', label: 'Account Support' },
  { value: 'payment-issue', label: 'Payment Issue' },
  { value: 'technical-support', label: 'Technical Support' },
  { value: 'general-inquiry', label: 'General Inquiry' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];
const subjectValues = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

export const CONTACT_THANK_YOU_MESSAGE = 'Thank you for your message! We will get back to you soon.';

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
