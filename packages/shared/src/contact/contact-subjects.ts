// The contact form's subjects and thank-you text, free of zod: the contact page shows them before it
// loads zod, and `npm run size` fails when that page loads zod before its form is used
// (docs/performance.md §3). contact-request.ts holds the schema.

export const CONTACT_SUBJECTS = [
  { value: 'loan-inquiry', label: 'Loan Inquiry' },
  { value: 'account-support', label: 'Account Support' },
  { value: 'payment-issue', label: 'Payment Issue' },
  { value: 'technical-support', label: 'Technical Support' },
  { value: 'general-inquiry', label: 'General Inquiry' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export const CONTACT_THANK_YOU_MESSAGE = 'Thank you for your message! We will get back to you soon.';
