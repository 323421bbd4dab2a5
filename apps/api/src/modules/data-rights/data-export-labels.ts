import { COMPLAINT_CATEGORIES, COMPLAINT_STATUS_LABELS } from '@kwacha/shared/complaints/complaints';
import { CONSENT_SOURCE_LABELS } from '@kwacha/shared/consent/marketing-wordings';
import { CONTACT_SUBJECTS } from '@kwacha/shared/contact/contact-subjects';
import { DATA_RIGHTS_KIND_LABELS, DATA_RIGHTS_STATUS_LABELS } from '@kwacha/shared/data-rights/data-rights';
import { LOAN_STATUS_LABELS } from '@kwacha/shared/loans/loan-status-labels';
import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import { ROLE_LABELS } from '@kwacha/shared/staff/admin-users';
import { AUDIT_ACTION_LABELS } from '@kwacha/shared/staff/audit-log';
import { EMAIL_KIND_LABELS, EMAIL_STATUS_LABELS } from '@kwacha/shared/staff/email-management';
import { SMS_STATUS_LABELS } from '@kwacha/shared/staff/sms-messages';

/**
 * The readable copy's words (docs/product.md §18.1): each field under a label a person understands and
 * each value as the app shows it — kwacha, rates in percent, days and times in Lusaka, codes in words.
 * The JSON copy keeps the raw fields.
 */

/** One section of the copy: its fields' labels, and how its values read when the key alone cannot say. */
export interface Section {
  labels: Readonly<Record<string, string>>;
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** What every section calls these, unless it says otherwise. */
export const COMMON_LABELS: Readonly<Record<string, string>> = {
  id: 'Reference',
  loanId: 'Loan',
  status: 'Status',
  amount: 'Amount',
  createdAt: 'Date',
  reason: 'Reason',
  mobileMoneyProvider: 'Mobile money operator',
  mobileMoneyNumber: 'Mobile money number',
  bankName: 'Bank',
  bankAccountName: 'Account name',
  bankAccountNumber: 'Account number',
};

const fromList = (list: readonly { value: string; label: string }[]) =>
  Object.fromEntries(list.map(({ value, label }) => [value, label]));

const METHODS = { mobile_money: 'Mobile money', bank_account: 'Bank account' };
const OPERATORS = { ...OPERATOR_LABELS };

export const SECTIONS = {
  profile: {
    labels: {
      id: 'Account number',
      username: 'Username',
      email: 'E-mail address',
      isEmailVerified: 'E-mail address verified',
      firstName: 'First name',
      lastName: 'Last name',
      phoneNumber: 'Phone number',
      dateOfBirth: 'Date of birth',
      nrcNumber: 'NRC number',
      addressLine1: 'Address',
      city: 'City',
      province: 'Province',
      country: 'Country',
      role: 'Account type',
      isActive: 'Account open',
      marketingOptIn: 'News and offers by e-mail',
      registrationDate: 'Registered on',
      updatedAt: 'Last changed',
    },
    values: { role: ROLE_LABELS },
  },
  consent: {
    labels: {
      purpose: 'About',
      granted: 'Choice',
      wordingVersion: 'Wording you saw (version)',
      source: 'Where',
      ipAddress: 'Internet address',
      userAgent: 'Browser',
      createdAt: 'When',
    },
    values: {
      purpose: {
        marketing_email: 'News and offers by e-mail',
        credit_bureau: 'Credit bureau check and monthly reporting of a loan',
      },
      granted: { true: 'Agreed', false: 'Withdrawn' },
      source: CONSENT_SOURCE_LABELS,
    },
  },
  loan: {
    labels: {
      id: 'Loan reference',
      productId: 'Product code',
      productName: 'Product',
      amount: 'Amount borrowed',
      durationMonths: 'Duration',
      purpose: 'Purpose',
      monthlyRateBasisPoints: 'Monthly interest rate',
      serviceFee: 'Service fee',
      amountReceived: 'Amount paid out to you',
      totalRepayable: 'Total to repay',
      aprBasisPoints: 'Annual percentage rate (APR)',
      lateFeeBasisPoints: 'Late fee',
      lateFeeGraceDays: 'Days before a late fee',
      keyFactsAcceptedAt: 'Key facts accepted on',
      disbursementMethod: 'Paid out by',
      remarks: 'Remarks',
      rejectionReason: 'Reason for not approving',
      applicationDate: 'Applied on',
      decidedAt: 'Decided on',
      disbursementDate: 'Paid out on',
    },
    values: { status: LOAN_STATUS_LABELS, disbursementMethod: METHODS, mobileMoneyProvider: OPERATORS },
  },
  schedule: {
    labels: {
      number: 'Instalment',
      dueDate: 'Due on',
      instalment: 'Instalment amount',
      principal: 'Of which borrowed amount',
      interest: 'Of which interest',
      balanceAfter: 'Still owed after it',
    },
  },
  payments: {
    labels: {
      reference: 'Reference',
      purpose: 'Kind',
      operator: 'Operator',
      phoneNumber: 'Paid from',
      failureReason: 'Why it failed',
      createdAt: 'Started',
      settledAt: 'Completed',
    },
    values: {
      purpose: { repayment: 'Repayment', payoff: 'Paying off the loan', prepayment: 'Paying ahead' },
      operator: OPERATORS,
      status: { pending: 'Pending', successful: 'Successful', failed: 'Failed', expired: 'Expired' },
    },
  },
  disbursements: {
    labels: {
      method: 'Paid out by',
      createdAt: 'Started',
      settledAt: 'Completed',
      reasonForFailure: 'Why it failed',
    },
    values: { method: METHODS, mobileMoneyProvider: OPERATORS },
  },
  notifications: {
    labels: { type: 'Kind', message: 'Message', createdAt: 'Sent', readAt: 'Read' },
  },
  contactMessages: {
    labels: { subject: 'Subject', message: 'Message', name: 'Name', phone: 'Phone', createdAt: 'Sent' },
    values: { subject: fromList(CONTACT_SUBJECTS) },
  },
  complaints: {
    labels: {
      category: 'About',
      description: 'What you told us',
      resolution: 'Our answer',
      createdAt: 'Raised',
      acknowledgedAt: 'Acknowledged',
      resolvedAt: 'Resolved',
    },
    values: { category: fromList(COMPLAINT_CATEGORIES), status: COMPLAINT_STATUS_LABELS },
  },
  creditChecks: {
    labels: {
      reused: 'An earlier report reused',
      ruleEffect: 'What it did to the decision',
      ruleReasons: 'Why',
      checkedAt: 'Checked',
      reportOutcome: 'Answer from the bureau',
      bureau: 'Credit bureau',
      bureauReference: 'Reference at the bureau',
      reportFetchedAt: 'Report dated',
      score: 'Score',
      arrearsDaysElsewhere: 'Most days in arrears with other lenders',
      instalmentsElsewhere: 'Instalments to other lenders a month',
      facilities: 'Loans with other lenders',
    },
  },
  listingNotices: {
    labels: {
      sentAt: 'Sent',
      sentOn: 'Business day sent',
      listableOn: 'May be reported as in arrears from',
      amountDue: 'Amount to pay',
    },
  },
  creditDisputes: {
    labels: {
      complaintReference: 'Complaint reference',
      reason: 'What you told us',
      outcome: 'Outcome',
      openedAt: 'Raised',
      resolvedAt: 'Resolved',
    },
    values: {
      outcome: { corrected: 'Corrected', upheld: 'Upheld' },
      status: { open: 'Open: reported as disputed', resolved: 'Resolved' },
    },
  },
  identityCheck: {
    labels: { submittedAt: 'Sent for checking', decidedAt: 'Decided' },
  },
  identityPhotos: {
    labels: {
      photo: 'Photo',
      uploadedAt: 'Uploaded',
      width: 'Width (pixels)',
      height: 'Height (pixels)',
      bytes: 'Size',
    },
  },
  emails: {
    labels: { subject: 'Subject', template: 'Kind', createdAt: 'Written', sentAt: 'Sent' },
    values: { template: EMAIL_KIND_LABELS, status: EMAIL_STATUS_LABELS },
  },
  texts: {
    labels: {
      kind: 'Kind',
      toNumber: 'To',
      body: 'Text',
      createdAt: 'Written',
      sentAt: 'Sent',
      deliveredAt: 'Delivered',
    },
    values: { status: SMS_STATUS_LABELS },
  },
  sessions: {
    labels: { createdAt: 'Signed in', lastSeenAt: 'Last used', expiresAt: 'Ends', revokedAt: 'Signed out' },
  },
  audit: {
    labels: { action: 'What happened', entityType: 'About', createdAt: 'When' },
    values: { action: AUDIT_ACTION_LABELS },
  },
  dataRights: {
    labels: {
      kind: 'Request',
      details: 'Details',
      outcome: 'Outcome',
      createdAt: 'Made',
      completedAt: 'Completed',
    },
    values: { kind: DATA_RIGHTS_KIND_LABELS, status: DATA_RIGHTS_STATUS_LABELS },
  },
} satisfies Record<string, Section>;

/** "repayment_reminder" → "Repayment reminder": a code no list names, in words. */
export const inWords = (code: string) => {
  const text = code.replace(/[_.-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const labelOf = (section: Section, key: string) =>
  section.labels[key] ?? COMMON_LABELS[key] ?? inWords(key);
