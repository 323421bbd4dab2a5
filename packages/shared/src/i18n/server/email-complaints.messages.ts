import { defineMessages } from '../message-descriptor';

/**
 * The complaint e-mails (apps/api/src/modules/complaints/complaint.emails.ts): received, being looked
 * into, answered. Staff's answer is shown as staff wrote it (decision 029). The categories' English is
 * packages/shared/src/complaints/complaints.ts's (a test keeps them equal).
 */
export const emailComplaintsMessages = defineMessages('emailComplaints', {
  receivedSubject: 'We received your complaint {reference}',
  received:
    'We received your complaint {reference} ({category}). Please quote the reference {reference} whenever you contact us about it.',
  receivedDeadlines:
    'We will acknowledge it by {acknowledgeBy} and send you our answer by {resolveBy} (Lusaka time).',
  bankOfZambia:
    'If you are not satisfied with our answer, you may take your complaint to the Bank of Zambia. Our contact page explains how.',
  acknowledgedSubject: 'Your complaint {reference} is being looked into',
  acknowledged: 'A member of our team is now looking into your complaint {reference} ({category}).',
  answerBy: 'You will have our answer by {resolveBy} (Lusaka time).',
  resolvedSubject: 'Our answer to your complaint {reference}',
  resolved: 'We have resolved your complaint {reference} ({category}). Our answer:',
  bankOfZambiaAfterAnswer:
    'If you are not satisfied with this answer, you may take your complaint to the Bank of Zambia. Our contact page explains how.',
  button: 'View my complaints',
  categoryPaymentNotApplied: 'A payment was not applied',
  categoryWrongAmountOrCharges: 'Wrong amount or charges',
  categoryDisbursement: 'Loan money not received (disbursement)',
  categoryCollectionConduct: 'How we collected or contacted me',
  categoryPersonalData: 'My personal data',
  categoryCreditReport: 'My credit bureau record',
  categoryOther: 'Something else',
});
