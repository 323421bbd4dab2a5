import { formatKwacha } from '@kwacha/shared/money/money';
import { type RenderedEmail, renderEmail } from '../mail/templates/layout';

export const OTP_EMAIL_TEMPLATE = 'disbursement-otp';

interface Person {
  firstName: string | null;
  username: string;
}

const greet = (person: Person) => `Hello ${person.firstName ?? person.username},`;

/**
 * To the staff member confirming a disbursement: English, as staff screens are (decision 029).
 * The code goes only in the body: the subject is logged when SMTP is not configured, and logs must never
 * hold an OTP (docs/product.md §15).
 */
export function disbursementOtpEmail(input: {
  staff: Person;
  otp: string;
  transactionId: string;
  amountNgwee: number;
  borrowerName: string;
  destination: string;
  lifetimeMinutes: number;
}): RenderedEmail {
  const lifetime = `${input.lifetimeMinutes} minute${input.lifetimeMinutes === 1 ? '' : 's'}`;
  return renderEmail({
    template: OTP_EMAIL_TEMPLATE,
    subject: 'Your code to confirm a disbursement',
    greeting: greet(input.staff),
    paragraphs: [
      `Your one-time code is ${input.otp}`,
      `It confirms disbursement ${input.transactionId}: ${formatKwacha(input.amountNgwee)} to ${input.borrowerName}, sent to ${input.destination}.`,
      `The code expires in ${lifetime} and works once. If you did not start this disbursement, do not use the code and tell a superuser at once.`,
    ],
    footer: 'Kwacha Loans · Staff notice · Never share this code, not even with colleagues.',
  });
}
