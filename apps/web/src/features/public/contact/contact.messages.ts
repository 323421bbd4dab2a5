import {
  CONTACT_SUBJECTS,
  CONTACT_THANK_YOU_MESSAGE,
  type ContactSubject,
} from '@kwacha/shared/contact/contact-subjects';
import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The Contact Us page (docs/product.md §5); the English is the page's as it has always read. */
export const contactMessages = defineMessages('contact', {
  title: 'Contact Us',
  description:
    'Contact Kwacha Loans support about a loan, your account or a payment. Open Monday to Saturday; we reply within 24 hours.',
  lead: 'Questions about a loan, your account or a payment? Send us a message.',
  otherWays: 'Other ways to reach us',
  supportHours: 'Support hours',
  email: 'Email',
  phone: 'Phone',
  office: 'Office',
});

/**
 * The form's labels, buttons and its own messages. The field messages of the shared contact rules and
 * the server's answers stay English (docs/product.md §22.3).
 */
export const contactFormMessages = defineMessages('contact.form', {
  heading: 'Send us a message',
  fullName: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number (optional)',
  subject: 'Subject',
  chooseSubject: 'Select a subject',
  message: 'Message',
  sending: 'Sending...',
  send: 'Send Message',
  sent: 'Message sent',
  thankYou: CONTACT_THANK_YOU_MESSAGE,
  sendFailed: 'Your message could not be sent. Please try again.',
  checkFields: 'Please check the highlighted fields.',
});

/** The subjects' names, keyed by the value the form sends, in the shared list's own English. */
export const contactSubjectMessages = defineMessages(
  'contact.subject',
  Object.fromEntries(CONTACT_SUBJECTS.map((subject) => [subject.value, subject.label])) as Record<
    ContactSubject,
    string
  >,
);

/** How to complain and escalate (docs/product.md §17.1). */
export const howToComplainMessages = defineMessages('contact.complain', {
  heading: 'How to complain',
  intro:
    'If something has gone wrong with a loan, a payment or the way we treated you, tell us. We take every complaint seriously and it costs you nothing.',
  raiseTitle: 'Raise it with us.',
  raiseText:
    'Signed in, open <link>Complaints</link> (or "Raise a complaint about this loan" on a loan\'s page), or e-mail or call us on the details above. You get a reference (CMP-…) to quote.',
  answerTitle: 'We answer on time.',
  answerText:
    'We acknowledge your complaint within 1 working day and give you our answer within 10 working days (working days are Monday to Friday, Zambian public holidays excepted). We tell you by e-mail at each step.',
  escalateTitle: 'If you are not satisfied,',
  escalateText:
    'you may take your complaint to the Bank of Zambia, which supervises lenders and looks into complaints that customers have first raised with the lender in writing. Give them our reference and our answer. The Competition and Consumer Protection Commission also hears complaints from consumers.',
});
