import { emailLoanDecisionMessages as messages } from '@kwacha/shared/i18n/server/email-loan-decision.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { formatKwacha } from '@kwacha/shared/money/money';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../../mail/templates/layout';

interface DecidedLoan {
  id: string;
  amount: number;
  amountReceived: number;
  durationMonths: number;
  remarks: string | null;
  /** Why staff rejected it, when they said (docs/product.md §12.2). */
  rejectionReason?: string | null;
  productName: string;
}

const shortId = (id: string) => id.slice(0, 8);

/** The whole e-mail in the borrower's language (docs/product.md §22); staff's remarks as staff wrote them. */
export function loanApprovedEmail(user: EmailRecipient, loan: DecidedLoan, appUrl: string): RenderedEmail {
  const language = languageOf(user);
  return renderEmail({
    template: 'loan-approved',
    language,
    subject: translate(language, messages.approvedSubject),
    greeting: greetingFor(user),
    paragraphs: [
      translate(language, messages.approvedFirst, {
        productName: loan.productName,
        loanId: shortId(loan.id),
        amount: formatKwacha(loan.amount),
        months: String(loan.durationMonths),
      }),
      translate(language, messages.approvedPayout, { amount: formatKwacha(loan.amountReceived) }),
      ...(loan.remarks ? [translate(language, messages.remarks, { remarks: loan.remarks })] : []),
    ],
    action: { label: translate(language, messages.approvedButton), url: `${appUrl}/loan-details/${loan.id}` },
  });
}

export function loanRejectedEmail(user: EmailRecipient, loan: DecidedLoan, appUrl: string): RenderedEmail {
  const language = languageOf(user);
  return renderEmail({
    template: 'loan-rejected',
    language,
    subject: translate(language, messages.rejectedSubject),
    greeting: greetingFor(user),
    paragraphs: [
      translate(language, messages.rejectedFirst, {
        productName: loan.productName,
        loanId: shortId(loan.id),
        amount: formatKwacha(loan.amount),
      }),
      ...(loan.remarks ? [translate(language, messages.remarks, { remarks: loan.remarks })] : []),
      ...(loan.rejectionReason
        ? [translate(language, messages.rejectedReason, { reason: loan.rejectionReason })]
        : []),
      translate(language, messages.rejectedApplyAgain),
    ],
    action: { label: translate(language, messages.rejectedButton), url: `${appUrl}/my-loans` },
  });
}
