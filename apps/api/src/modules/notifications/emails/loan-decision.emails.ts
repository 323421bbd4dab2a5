import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
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
  /** The decision used the credit bureau's report: the e-mail says so (docs/product.md §25.2). */
  creditBureauUsed?: boolean;
}

const shortId = (id: string) => id.slice(0, 8);

type Language = ReturnType<typeof languageOf>;

/** The frame both decisions share: the borrower's language, greeting and one button. */
function decisionEmail(
  user: EmailRecipient,
  decision: 'approved' | 'rejected' | 'review',
  paragraphs: (language: Language) => string[],
  action: { label: MessageDescriptor; url: string },
): RenderedEmail {
  const language = languageOf(user);
  return renderEmail({
    template: `loan-${decision}`,
    language,
    subject: translate(
      language,
      decision === 'approved'
        ? messages.approvedSubject
        : decision === 'rejected'
          ? messages.rejectedSubject
          : messages.reviewSubject,
    ),
    greeting: greetingFor(user),
    paragraphs: paragraphs(language),
    action: { label: translate(language, action.label), url: action.url },
  });
}

const remarksOf = (language: Language, loan: DecidedLoan) =>
  loan.remarks ? [translate(language, messages.remarks, { remarks: loan.remarks })] : [];

/** The whole e-mail in the borrower's language (docs/product.md §22); staff's remarks as staff wrote them. */
export function loanApprovedEmail(user: EmailRecipient, loan: DecidedLoan, appUrl: string): RenderedEmail {
  return decisionEmail(
    user,
    'approved',
    (language) => [
      translate(language, messages.approvedFirst, {
        productName: loan.productName,
        loanId: shortId(loan.id),
        amount: formatKwacha(loan.amount),
        months: String(loan.durationMonths),
      }),
      translate(language, messages.approvedPayout, { amount: formatKwacha(loan.amountReceived) }),
      ...remarksOf(language, loan),
    ],
    { label: messages.approvedButton, url: `${appUrl}/loan-details/${loan.id}` },
  );
}

export function loanRejectedEmail(user: EmailRecipient, loan: DecidedLoan, appUrl: string): RenderedEmail {
  return decisionEmail(
    user,
    'rejected',
    (language) => [
      translate(language, messages.rejectedFirst, {
        productName: loan.productName,
        loanId: shortId(loan.id),
        amount: formatKwacha(loan.amount),
      }),
      ...remarksOf(language, loan),
      ...(loan.rejectionReason
        ? [translate(language, messages.rejectedReason, { reason: loan.rejectionReason })]
        : []),
      ...(loan.creditBureauUsed ? [translate(language, messages.bureauUsed)] : []),
      translate(language, messages.rejectedApplyAgain),
    ],
    { label: messages.rejectedButton, url: `${appUrl}/my-loans` },
  );
}

/**
 * The bureau's report sent the application to a person (docs/product.md §25.2): not a rejection, and the
 * adverse-action notice says the report was used and how to get it.
 */
export function creditReviewEmail(
  user: EmailRecipient,
  loan: Pick<DecidedLoan, 'id' | 'amount' | 'productName'>,
  appUrl: string,
): RenderedEmail {
  return decisionEmail(
    user,
    'review',
    (language) => [
      translate(language, messages.reviewFirst, {
        productName: loan.productName,
        loanId: shortId(loan.id),
        amount: formatKwacha(loan.amount),
      }),
      translate(language, messages.reviewBureau),
    ],
    { label: messages.reviewButton, url: `${appUrl}/my-loans` },
  );
}
