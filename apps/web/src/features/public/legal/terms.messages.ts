import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * The Terms of Use (docs/product.md §1). The English is the terms as published and is the binding
 * text; `<link>` marks the link to the Privacy Policy.
 */
export const termsMessages = defineMessages('terms', {
  title: 'Terms of Use',
  description:
    'The terms for using Kwacha Loans: eligibility, loan agreements, the service fee, repayment by mobile money, late payment, early repayment and Zambian law.',
  lead: 'Last updated {date}. These terms apply when you use the Kwacha Loans website and your account. Please read them before you apply.',
  aboutTerms: 'About these terms',
  aboutTermsText:
    'These terms are an agreement between you and Kwacha Loans Limited, Lusaka, Zambia. Each loan also has its own loan agreement and key facts statement; if they differ from these terms, the loan agreement applies to that loan. How we use your personal data is explained in our <link>Privacy Policy</link>.',
  whoCanUse: 'Who can use our service',
  mustBeCitizen: 'You must be a Zambian citizen aged 18 or over.',
  mustHoldNrc: 'You must hold a valid National Registration Card (NRC).',
  mustHaveWallet: 'You must have a mobile money account in your own name.',
  oneAccount: 'You may hold only one account, and everything you tell us must be true and up to date.',
  loans: 'Loans',
  quotesTitle: 'Quotes and key facts',
  quotesText:
    'Before you apply you see a quote for the product, amount and period you chose: the service fee, the amount you will receive, each monthly instalment and due date, the total interest, the total you will repay and the annual percentage rate. Before you submit, we show a key facts statement in plain words, including your rights and what happens if a payment is late. You confirm that you have read it, and we keep a copy.',
  approvalTitle: 'Approval',
  approvalText:
    'Sending an application does not guarantee a loan. We may approve it instantly where you are eligible, review it by hand, or decline it. We lend responsibly and only what we believe you can repay.',
  agreementTitle: 'Your loan agreement',
  agreementText:
    'When a loan is approved and paid out, the quote and key facts you accepted become your loan agreement. Its terms do not change during the loan unless you agree.',
  fees: 'Fees and interest',
  feeService:
    'A service fee, a percentage of the loan amount stated in your quote and key facts (5% unless they say otherwise), is deducted when the money is paid out, so you receive the loan amount minus the fee. You repay the full loan amount. The fee and rate you accept stay fixed for your loan.',
  feeInterest:
    'Interest is charged at the product’s monthly rate on the balance you still owe, in equal monthly instalments.',
  feeNoOther: 'There are no other charges except the late fee described below.',
  repayment: 'Repayment',
  repaymentText:
    'You repay each instalment by mobile money (MTN, Airtel or Zamtel) from your account on this website, on or before its due date. Your first payment is due one month after the money is paid out. A payment counts when the operator confirms it to us. Payments go first to any late fee, then to interest, then to the amount borrowed, oldest instalment first.',
  latePayment: 'Late payment',
  latePaymentText:
    'We send reminders 3 days before each due date, on the due date, and 1 and 7 days after it. If an instalment is still unpaid after the grace days stated in your key facts (3 unless they say otherwise), the loan becomes overdue and a one-time late fee of the percentage of that instalment stated there (5% unless they say otherwise) is added. Late fees never compound. Unpaid loans may be reported to credit reference bureaus and, as a last resort, passed to a debt collector. If you are struggling to pay, contact us early: we will work with you on a plan.',
  earlyRepayment: 'Early repayment',
  earlyRepaymentText:
    'You may repay part or all of your loan early at any time, without any penalty. Because interest is charged on the balance you still owe, repaying early reduces the interest you pay.',
  security: 'Your account and its security',
  keepPasswordSecret: 'Keep your password secret and do not share your account with anyone.',
  tellUsAtOnce:
    'Tell us at once if you think someone else has used your account or your mobile money wallet.',
  neverAskPin: 'We will never ask for your password or your mobile money PIN by phone, SMS or e-mail.',
  maySuspend: 'We may suspend an account to protect you or us when we suspect fraud or misuse.',
  acceptableUse: 'Acceptable use',
  agreeNotTo: 'You agree not to:',
  noFalseApplications: 'apply in someone else’s name or give false information or documents;',
  noUnlawfulUse: 'use the service for money laundering, fraud or any unlawful purpose;',
  noBreakingIn: 'try to break into, overload or copy our systems or other people’s accounts;',
  noAutomatedTools: 'use automated tools to access the service without our written permission.',
  ourResponsibility: 'Our responsibility',
  ourResponsibilityText:
    'We take care to keep the service available and correct, but we cannot promise it will never be interrupted, for example when a mobile money operator’s network is down. Nothing in these terms limits your rights under Zambian consumer protection law.',
  changes: 'Changes to these terms',
  changesText:
    'We may update these terms. We will tell you by e-mail at least 30 days before an important change takes effect. Changes never alter a loan that has already been paid out.',
  governingLaw: 'Governing law and complaints',
  governingLawText:
    'These terms and every loan agreement are governed by the laws of the Republic of Zambia, and the courts of Zambia decide any dispute. If you have a complaint, please contact us first; we reply within 24 hours and aim to resolve complaints within 14 days. If you are not satisfied, you may take the matter to the Bank of Zambia or the Competition and Consumer Protection Commission.',
  contactUs: 'Contact us',
});
