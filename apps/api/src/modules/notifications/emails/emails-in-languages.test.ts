import { COMPLAINT_CATEGORIES } from '@kwacha/shared/complaints/complaints';
import { CORRECTABLE_FIELD_LABELS } from '@kwacha/shared/data-rights/data-rights';
import type { Language } from '@kwacha/shared/i18n/languages';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { MONTH_NAMES } from '@kwacha/shared/i18n/month-names';
import { emailAuthMessages } from '@kwacha/shared/i18n/server/email-auth.messages';
import { emailCampaignMessages } from '@kwacha/shared/i18n/server/email-campaign.messages';
import { emailCollectionsMessages } from '@kwacha/shared/i18n/server/email-collections.messages';
import { emailComplaintsMessages } from '@kwacha/shared/i18n/server/email-complaints.messages';
import { emailDataRightsMessages } from '@kwacha/shared/i18n/server/email-data-rights.messages';
import { emailDisbursementMessages } from '@kwacha/shared/i18n/server/email-disbursement.messages';
import { emailKycMessages } from '@kwacha/shared/i18n/server/email-kyc.messages';
import { emailLayoutMessages } from '@kwacha/shared/i18n/server/email-layout.messages';
import { emailLoanDecisionMessages } from '@kwacha/shared/i18n/server/email-loan-decision.messages';
import { emailPaymentsMessages } from '@kwacha/shared/i18n/server/email-payments.messages';
import { emailRemindersMessages } from '@kwacha/shared/i18n/server/email-reminders.messages';
import { noticesMessages } from '@kwacha/shared/i18n/server/notices.messages';
import { KYC_DOCUMENT_KIND_LABELS } from '@kwacha/shared/kyc/kyc-view';
import { CONTACT_TEMPLATES } from '@kwacha/shared/staff/collections';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  guessingAlertEmail,
  passwordResetEmail,
  verificationEmail,
  welcomeEmail,
} from '../../auth/auth.emails';
import { promotionEmail } from '../../campaigns/campaign-email';
import { emailChangedEmail } from '../../data-rights/email-changed.emails';
import type { RenderedEmail } from '../../mail/templates/layout';
import { SERVICING_RULES } from '../../servicing/servicing-rules';
import { borrowerNotices } from '../borrower-notices';
import { collectionEmail } from './collection.emails';
import {
  COMPLAINT_CATEGORY_NAMES,
  complaintAcknowledgedEmail,
  complaintReceivedEmail,
  complaintResolvedEmail,
} from './complaint.emails';
import { creditListingNoticeEmail } from './credit-listing.emails';
import { correctionDecidedEmail } from './data-rights.emails';
import { KYC_PHOTO_NAMES, kycAnotherPhotoEmail, kycApprovedEmail } from './kyc.emails';
import { creditReviewEmail, loanApprovedEmail, loanRejectedEmail } from './loan-decision.emails';
import { loanRepaidEmail } from './payment.emails';
import { fundsSentEmail } from './payout.emails';
import { destinationChangedEmail, loanCancelledEmail } from './payout-correction.emails';
import { reminderEmail } from './reminder.emails';

/**
 * Every e-mail a borrower can receive, rendered in Bemba and Nyanja: nothing of the English may be left
 * (docs/product.md §22). Staff's own words (remarks, reasons, answers) are given here in a made-up
 * language so that they cannot be mistaken for untranslated English.
 */
const APP = 'https://kwacha.test';
const LOAN_ID = '0f1e2d3c-0000-4000-8000-000000000000';
const STAFF_WORDS = 'Zzq staff words';
const AT = new Date('2026-11-30T15:00:00Z');

function everyEmail(language: Language | null): Record<string, RenderedEmail> {
  const who = { firstName: 'Mutale', username: 'mutale', language };
  const loan = {
    id: LOAN_ID,
    amount: 150_000,
    amountReceived: 142_500,
    durationMonths: 6,
    remarks: STAFF_WORDS,
    rejectionReason: STAFF_WORDS,
    productName: 'Personal Loan',
  };
  const complaint = {
    reference: 'CMP-7K2Q-9XZA',
    category: 'other' as const,
    acknowledgeBy: AT,
    resolveBy: AT,
  };
  const emails: Record<string, RenderedEmail> = {
    verify: verificationEmail(who, APP, 'tok'),
    reset: passwordResetEmail(who, APP, 'tok'),
    welcome: welcomeEmail(who, APP),
    guessing: guessingAlertEmail(who, APP),
    destinationChanged: destinationChangedEmail({
      borrower: who,
      loan,
      appUrl: APP,
      destination: 'Airtel ••••3456',
    }),
    cancelled: loanCancelledEmail({ borrower: who, loan, appUrl: APP, reason: STAFF_WORDS }),
    approved: loanApprovedEmail(who, loan, APP),
    rejected: loanRejectedEmail(who, loan, APP),
    rejectedWithBureau: loanRejectedEmail(who, { ...loan, creditBureauUsed: true }, APP),
    creditReview: creditReviewEmail(who, loan, APP),
    paidOut: fundsSentEmail({
      borrower: who,
      loanId: LOAN_ID,
      appUrl: APP,
      amountNgwee: 142_500,
      destination: 'Airtel +260977123456',
      firstPayment: { amount: 27_000, dueDate: '2026-12-21' },
    }),
    repaid: loanRepaidEmail({
      borrower: who,
      loanId: LOAN_ID,
      productName: 'Personal Loan',
      loanAmount: 100_000,
      payment: { amount: 25_000, reference: 'PAY-1A2B', settledOn: '2026-11-21' },
      totalRepaid: 110_000,
      appUrl: APP,
    }),
    received: complaintReceivedEmail(who, complaint, APP),
    acknowledged: complaintAcknowledgedEmail(who, complaint, APP),
    resolved: complaintResolvedEmail(who, { ...complaint, resolution: STAFF_WORDS }, APP),
    kycApproved: kycApprovedEmail(who, APP),
    emailChanged: emailChangedEmail(who, APP),
    corrected: correctionDecidedEmail(who, APP, {
      kind: 'complete',
      field: 'dateOfBirth',
      note: STAFF_WORDS,
    }),
    refused: correctionDecidedEmail(who, APP, { kind: 'refused', field: 'nrcNumber', reason: STAFF_WORDS }),
    creditListingNotice: creditListingNoticeEmail(
      who,
      { loanId: LOAN_ID, amount: 19_063, listableOn: '2026-12-21' },
      APP,
    ),
  };
  for (const { value: category } of COMPLAINT_CATEGORIES) {
    emails[`received-${category}`] = complaintReceivedEmail(who, { ...complaint, category }, APP);
  }
  for (const template of CONTACT_TEMPLATES) {
    emails[`collection-${template}`] = collectionEmail(
      who,
      { template, loanId: LOAN_ID, amountOverdue: 19_063, promise: { amount: 50_000, date: '2026-12-21' } },
      APP,
    );
  }
  for (const kind of ['nrc_front', 'nrc_back', 'selfie'] as const) {
    emails[`photo-${kind}`] = kycAnotherPhotoEmail(who, { kind, reason: STAFF_WORDS }, APP);
  }
  for (const kind of ['before_3', 'due_day', 'after_1', 'after_7'] as const) {
    for (const [lateFeeBasisPoints, graceDays] of [
      [500, 3],
      [0, 3],
      [250, 10],
      [0, 10],
    ] as const) {
      emails[`reminder-${kind}-${lateFeeBasisPoints}-${graceDays}`] = reminderEmail({
        kind,
        daysAfterDue: SERVICING_RULES.reminderDays[kind],
        borrower: who,
        loanId: LOAN_ID,
        instalment: 2,
        dueDate: '2026-12-21',
        owed: 18_155,
        lateFee: { lateFeeBasisPoints, graceDays },
        appUrl: APP,
      });
    }
  }
  const promotion = promotionEmail(
    { subject: STAFF_WORDS, html: `<p>${STAFF_WORDS}</p>`, text: STAFF_WORDS },
    `${APP}/unsubscribe/a.b`,
    language,
  );
  emails.promotion = { ...promotion, template: 'promotion' };
  return emails;
}

const ENGLISH_SCOPES = [
  emailLayoutMessages,
  emailAuthMessages,
  emailLoanDecisionMessages,
  emailDisbursementMessages,
  emailPaymentsMessages,
  emailRemindersMessages,
  emailComplaintsMessages,
  emailKycMessages,
  emailDataRightsMessages,
  emailCampaignMessages,
  emailCollectionsMessages,
  noticesMessages,
];

const KEPT_AS_WRITTEN = [
  'Kwacha Loans',
  'Bank of Zambia',
  'Lusaka',
  'Zambia',
  'mobile money',
  'MTN',
  'Airtel',
  'Zamtel',
  'NRC',
];

/** The English words of every descriptor, between its arguments: none may show in a translated e-mail. */
function englishFragments(descriptors: readonly MessageDescriptor[]): string[] {
  const found = new Set<string>();
  const collect = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if (element.type === 0) {
        for (const part of element.value.split(/[:.(),]/))
          if (part.trim().length >= 12) found.add(part.trim());
      }
      if ('options' in element && element.options) {
        for (const option of Object.values(element.options)) collect(option.value);
      }
    }
  };
  for (const d of descriptors) collect(new IntlMessageFormat(d.message, 'en').getAst());
  // Names every language keeps as they are ("Kwacha Loans · Lusaka", "MTN, Airtel or Zamtel mobile money").
  const withoutNames = (fragment: string) =>
    KEPT_AS_WRITTEN.reduce((rest, name) => rest.replaceAll(name, ''), fragment).replace(/[^A-Za-z]/g, '');
  return [...found].filter((fragment) => withoutNames(fragment).length >= 8);
}

const ENGLISH = englishFragments(ENGLISH_SCOPES.flatMap((scope) => Object.values(scope)));
const ENGLISH_MONTHS = MONTH_NAMES.en.long.filter((month) => !MONTH_NAMES.bem.long.includes(month));

describe('the English the check looks for', () => {
  it('holds the words of every descriptor, and finds them in the English e-mails', () => {
    expect(ENGLISH.length).toBeGreaterThan(120);
    expect(ENGLISH.some((fragment) => fragment.includes('You receive this e-mail because of your'))).toBe(
      true,
    );
    expect(ENGLISH).toContain('after the due date a one-time late fee of');
    const english = [
      ...Object.values(everyEmail(null)).map((email) => `${email.subject}\n${email.text}\n${email.html}`),
      ...everyNotice().map((notice) => notice(null)),
    ].join('\n');
    expect(ENGLISH.filter((fragment) => !english.includes(fragment))).toEqual([]);
  });
});

describe.each(['bem', 'ny'] as const)('every borrower e-mail in %s', (language) => {
  const emails = everyEmail(language);

  it.each(Object.keys(emails))('%s is written wholly in the language', (name) => {
    const email = emails[name] as RenderedEmail;
    for (const part of [email.subject, email.text, email.html]) {
      for (const fragment of ENGLISH) expect(part, `${name}: "${fragment}"`).not.toContain(fragment);
      for (const month of ENGLISH_MONTHS) expect(part, name).not.toContain(month);
      expect(part).not.toMatch(/\bHello\b|\bYou receive\b|\bUnsubscribe\b/);
    }
    if (name !== 'promotion') expect(email.html).toContain(`<html lang="${language}">`);
    else expect(email.html).toContain(`<p class="footer" lang="${language}"`);
  });

  it('keeps staff words, amounts, references and links as they are', () => {
    expect(emails.approved?.text).toContain(STAFF_WORDS);
    expect(emails.approved?.text).toContain('K1,425.00');
    expect(emails.resolved?.text).toContain(`\n${STAFF_WORDS}\n`);
    expect(emails.received?.subject).toContain('CMP-7K2Q-9XZA');
    expect(emails.repaid?.text).toContain('PAY-1A2B');
    expect(emails.reset?.text).toContain(`${APP}/reset-password/tok`);
    expect(emails.promotion?.text).toContain(`${APP}/unsubscribe/a.b`);
    expect(emails.promotion?.html).toContain(`<a href="${APP}/unsubscribe/a.b" style="color:#047857">`);
  });
});

describe('dates in borrower e-mails', () => {
  it('name the month in the language, English too, never an ISO date', () => {
    expect(everyEmail('bem').paidOut?.text).toContain('pa 21 Disemba 2026.');
    expect(everyEmail('ny').paidOut?.text).toContain('pa 21 Disembala 2026.');
    expect(everyEmail(null).paidOut?.text).toContain('is due on 21 December 2026.');
    expect(everyEmail(null).repaid?.text).toContain('on 21 November 2026 (reference PAY-1A2B)');
    for (const email of Object.values(everyEmail(null))) expect(email.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(everyEmail('bem').received?.text).toContain('ukufika pa 30 Novemba 2026, 17:00');
    expect(everyEmail('ny').received?.text).toContain('pofika 30 Novembala 2026, 17:00');
    expect(everyEmail(null).received?.text).toContain('by Mon 30 Nov 2026, 17:00');
  });
});

function everyNotice() {
  return [
    borrowerNotices.loanApproved({ id: LOAN_ID, amount: 150_000 }),
    borrowerNotices.loanRejected({ id: LOAN_ID, amount: 150_000 }),
    borrowerNotices.loanRejected({ id: LOAN_ID, amount: 150_000, rejectionReason: STAFF_WORDS }),
    borrowerNotices.loanPaidOut({ amount: 142_500, destination: 'Airtel +260977123456' }),
    borrowerNotices.payoutFailed({ destination: 'Airtel +260977123456', reason: STAFF_WORDS }),
    borrowerNotices.paymentReceived({ amount: 10_000, reference: 'PAY-1', balance: 98_930 }),
    borrowerNotices.loanRepaid({ amount: 10_000, reference: 'PAY-1' }),
    borrowerNotices.paymentExpired({ amount: 10_000, reference: 'PAY-1' }),
    borrowerNotices.paymentFailed({ amount: 10_000, reference: 'PAY-1', reason: `${STAFF_WORDS}.` }),
    borrowerNotices.loanOverdue({ dueDate: '2026-12-21', amount: 19_063 }),
    borrowerNotices.promiseReminder({ amount: 50_000, date: '2026-12-21', loanId: LOAN_ID }),
    borrowerNotices.restructureApproved({
      loanId: LOAN_ID,
      instalment: 12_345,
      firstDueDate: '2027-01-21',
      count: 9,
    }),
    borrowerNotices.debtWaived({ loanId: LOAN_ID, amount: 152_040 }),
    borrowerNotices.creditListingNotice({ loanId: LOAN_ID, amount: 19_063, listableOn: '2026-12-21' }),
    borrowerNotices.complaintReceived({ reference: 'CMP-1' }),
    borrowerNotices.complaintAcknowledged({ reference: 'CMP-1' }),
    borrowerNotices.complaintResolved({ reference: 'CMP-1' }),
    borrowerNotices.kycApproved(),
    borrowerNotices.kycAnotherPhoto(STAFF_WORDS),
    borrowerNotices.destinationChanged({ loanId: LOAN_ID, destination: 'Airtel ••••3456' }),
    borrowerNotices.loanCancelled({ id: LOAN_ID, amount: 150_000, reason: STAFF_WORDS }),
  ];
}

describe('every borrower notification in Bemba and Nyanja', () => {
  const notices = everyNotice();

  it.each(['bem', 'ny'] as const)('%s: nothing of the English is left', (language) => {
    for (const notice of notices) {
      const text = notice(language);
      for (const fragment of ENGLISH) expect(text, `"${fragment}"`).not.toContain(fragment);
      for (const month of ENGLISH_MONTHS) expect(text).not.toContain(month);
    }
  });

  it('says the day of an overdue instalment with the month in the language', () => {
    const overdue = borrowerNotices.loanOverdue({ dueDate: '2026-12-21', amount: 19_063 });
    expect(overdue('bem')).toContain('pa 21 Disemba 2026');
    expect(overdue('ny')).toContain('pa 21 Disembala 2026');
    expect(overdue(null)).toContain('due on 21 December 2026 is unpaid. K190.63 is now due');
  });
});

describe("the descriptors' English is the shared labels'", () => {
  it('complaint categories, photos and correctable fields read as the rest of the app names them', () => {
    for (const { value, label } of COMPLAINT_CATEGORIES)
      expect(COMPLAINT_CATEGORY_NAMES[value].message).toBe(label);
    for (const [kind, label] of Object.entries(KYC_DOCUMENT_KIND_LABELS)) {
      expect(KYC_PHOTO_NAMES[kind as keyof typeof KYC_PHOTO_NAMES].message).toBe(label);
    }
    expect(emailDataRightsMessages.fieldNrcNumber.message).toBe(CORRECTABLE_FIELD_LABELS.nrcNumber);
    expect(emailDataRightsMessages.fieldDateOfBirth.message).toBe(CORRECTABLE_FIELD_LABELS.dateOfBirth);
  });
});
