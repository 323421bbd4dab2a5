import { complaintCategoryLabel, type ComplaintCategory } from '@kwacha/shared/complaints/complaints';
import { formatLusakaDeadline } from '@kwacha/shared/complaints/deadline-text';
import { type RenderedEmail, renderEmail } from '../mail/templates/layout';

export const COMPLAINT_RECEIVED_EMAIL_TEMPLATE = 'complaint-received';
export const COMPLAINT_ACKNOWLEDGED_EMAIL_TEMPLATE = 'complaint-acknowledged';
export const COMPLAINT_RESOLVED_EMAIL_TEMPLATE = 'complaint-resolved';

interface Person {
  firstName: string | null;
  username: string;
}

interface ComplaintFacts {
  reference: string;
  category: ComplaintCategory;
  acknowledgeBy: Date;
  resolveBy: Date;
}

const greeting = (p: Person) => `Hello ${p.firstName ?? p.username},`;
const action = (appUrl: string) => ({ label: 'View my complaints', url: `${appUrl}/complaints` });
// The stored e-mail names the complaint by reference and category only: never the borrower's description.
const about = (c: ComplaintFacts) => `your complaint ${c.reference} (${complaintCategoryLabel(c.category)})`;

/** docs/product.md §10 and §17.4: sent when the borrower raises a complaint. */
export function complaintReceivedEmail(borrower: Person, c: ComplaintFacts, appUrl: string): RenderedEmail {
  return renderEmail({
    template: COMPLAINT_RECEIVED_EMAIL_TEMPLATE,
    subject: `We received your complaint ${c.reference}`,
    greeting: greeting(borrower),
    paragraphs: [
      `We received ${about(c)}. Please quote the reference ${c.reference} whenever you contact us about it.`,
      `We will acknowledge it by ${formatLusakaDeadline(c.acknowledgeBy, true)} and send you our answer by ${formatLusakaDeadline(c.resolveBy, true)} (Lusaka time).`,
      'If you are not satisfied with our answer, you may take your complaint to the Bank of Zambia. Our contact page explains how.',
    ],
    action: action(appUrl),
  });
}

export function complaintAcknowledgedEmail(
  borrower: Person,
  c: ComplaintFacts,
  appUrl: string,
): RenderedEmail {
  return renderEmail({
    template: COMPLAINT_ACKNOWLEDGED_EMAIL_TEMPLATE,
    subject: `Your complaint ${c.reference} is being looked into`,
    greeting: greeting(borrower),
    paragraphs: [
      `A member of our team is now looking into ${about(c)}.`,
      `You will have our answer by ${formatLusakaDeadline(c.resolveBy, true)} (Lusaka time).`,
    ],
    action: action(appUrl),
  });
}

export function complaintResolvedEmail(
  borrower: Person,
  c: ComplaintFacts & { resolution: string },
  appUrl: string,
): RenderedEmail {
  return renderEmail({
    template: COMPLAINT_RESOLVED_EMAIL_TEMPLATE,
    subject: `Our answer to your complaint ${c.reference}`,
    greeting: greeting(borrower),
    paragraphs: [
      `We have resolved ${about(c)}. Our answer:`,
      c.resolution,
      'If you are not satisfied with this answer, you may take your complaint to the Bank of Zambia. Our contact page explains how.',
    ],
    action: action(appUrl),
  });
}
