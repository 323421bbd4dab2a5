import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * The Privacy Policy (docs/product.md §1, the Data Protection Act No. 3 of 2021). The English is the
 * policy as published and is the binding text; `<b>` marks the words shown in bold, `<link>` the link.
 */
export const privacyMessages = defineMessages('privacy', {
  title: 'Privacy Policy',
  description:
    'How Kwacha Loans collects, uses, shares and protects your personal data, and your rights under the Data Protection Act No. 3 of 2021.',
  lead: 'Last updated {date}. This policy explains, in plain language, what personal data Kwacha Loans keeps about you, why, and what you can do about it.',
  whoWeAre: 'Who we are',
  whoWeAreText:
    'Kwacha Loans Limited (“Kwacha Loans”, “we”, “us”) is a consumer lender based in Lusaka, Zambia. We are the data controller for the personal data described here, and we process it in line with the Data Protection Act No. 3 of 2021 (“the Act”).',
  dataWeKeep: 'The personal data we keep',
  dataIdentity:
    '<b>Identity:</b> your first and last name, date of birth, National Registration Card (NRC) number and, where we ask for it, a copy or photograph of your NRC.',
  dataContact: '<b>Contact details:</b> your e-mail address, phone number and physical address.',
  dataWallet:
    '<b>Mobile money and bank details:</b> the wallet number, operator (MTN, Airtel or Zamtel) or bank account you ask us to pay into and collect from.',
  dataLoans:
    '<b>Loan records:</b> your applications, quotes, the key facts you accepted, decisions and the reasons for them, and your loan agreements.',
  dataPayments:
    '<b>Payment records:</b> disbursements, repayments, late fees, reminders sent and any arrears.',
  dataDevice:
    '<b>Device and log data:</b> your IP address, browser type, the times you sign in and the actions you take in your account, kept for security and to investigate fraud.',
  dataMessages: '<b>Messages:</b> what you send us through the contact form, by e-mail or by phone.',
  dataMinimum: 'We do not collect more than we need, and we never sell your personal data.',
  whyWeUseIt: 'Why we use it',
  identityTitle: 'To check who you are',
  identityText:
    'We confirm your identity, age and NRC before lending, to protect you from fraud and to meet our duties under Zambia’s anti-money-laundering laws.',
  decideTitle: 'To decide on your application',
  decideText:
    'We assess whether a loan is affordable for you, using what you tell us, your history with us and, where allowed, a credit report. Some decisions, such as an instant approval, are made automatically; you can ask for a person to review any automatic decision.',
  payOutTitle: 'To pay out and collect your loan',
  payOutText:
    'We use your mobile money or bank details to send you the money and to collect repayments, and your contact details to send payment reminders and statements.',
  lawTitle: 'To meet legal obligations',
  lawText:
    'We keep records and report to regulators and authorities when the law requires it, and we use records to handle complaints and legal claims.',
  marketingTitle: 'To tell you about our products',
  marketingText:
    'With your consent we may send you news about our loans. You can object to marketing at any time, and every marketing e-mail has a way to stop them.',
  sharing: 'Who we share it with',
  sharingIntro: 'We share only what each party needs, and only for the reasons above:',
  shareOperators: 'mobile money operators (MTN, Airtel, Zamtel) and banks, to pay out and collect loans;',
  shareBureaus:
    'TransUnion Zambia, a credit bureau licensed under the Credit Reporting Act, only with the consent you give when you apply: your name, NRC, date of birth and phone number to check your credit record, then every month how that loan is repaid. You can ask the bureau for your own report free of charge;',
  shareRegulators:
    'regulators and authorities, such as the Bank of Zambia, the Financial Intelligence Centre and the courts, when the law requires it;',
  shareProviders:
    'service providers that host our systems or send our e-mails and messages, under contracts that oblige them to protect your data and use it only on our instructions;',
  shareCollectors: 'debt collectors or lawyers, only if a loan remains unpaid after our reminders.',
  retention: 'How long we keep it',
  retentionText:
    'We keep your account and loan records while you are a customer and afterwards for as long as Zambian law requires financial records to be kept (in general up to ten years after your last loan is closed), and to deal with any dispute. Device and log data is kept for up to one year unless it is needed to investigate fraud. Messages to support are kept for two years. When we no longer need data, we delete or anonymise it.',
  protection: 'How we protect it',
  protectionText:
    'Your data is sent over encrypted connections, passwords are stored only in a protected (hashed) form, staff see only what their work needs, and every staff action on a loan is recorded.',
  rights: 'Your rights',
  rightsIntro: 'Under the Data Protection Act No. 3 of 2021 you have the right to:',
  rightAccess: '<b>access</b> the personal data we hold about you and get a copy of it;',
  rightCorrection: '<b>correction</b> of data that is wrong or incomplete;',
  rightErasure:
    '<b>erasure</b> of data we no longer need or have no lawful reason to keep (we must keep some loan records for as long as the law requires);',
  rightObject:
    '<b>object to marketing</b> at any time, and to other processing based on our legitimate interests;',
  rightReview: 'ask for a person to review a decision made about you automatically;',
  rightWithdraw: 'withdraw any consent you gave, without affecting what was done before.',
  rightsHow:
    'To use these rights, write to us using the details below. We may ask you to prove who you are, and we will answer within the time the Act allows. Using your rights is free.',
  inAccount: 'Using your rights in your account',
  inAccountIntro:
    'Signed in, open <link>your profile</link> and its “Your data” section to use the rights above yourself, without writing to us:',
  downloadData:
    '<b>Download my data</b> gives you a copy of everything we hold about you, as a file for other programs (JSON) and as a page you can read.',
  changeEmail:
    '<b>Change e-mail</b> changes your address after you enter your password; we send a verification link to the new address and tell the old one.',
  correctIdentity:
    '<b>Ask to correct my NRC or date of birth</b> sends the correct value to our staff, who check it against your NRC and tell you the outcome.',
  deleteAccount:
    '<b>Delete my account</b> is possible once every loan is repaid or closed. We erase your name, contact details, NRC number, date of birth and address at once and you can no longer sign in. The records of your loans (the loans, repayment schedules, payments and disbursements) are kept for {years} years after your last loan closed, as the Financial Intelligence Centre Act 2010 requires, and then deleted; we tell you the exact date.',
  requestsRecorded: 'Every request and its outcome is recorded, and you can see yours on your profile.',
  contactAndComplaints: 'Contact us and complaints',
  commissioner:
    'If you are not happy with how we handled your data or your request, you may complain to the Data Protection Commissioner at the Office of the Data Protection Commissioner in Lusaka. We would appreciate the chance to put things right first.',
  changes: 'Changes to this policy',
  changesText:
    'When we change this policy we update the date at the top, and we tell you by e-mail before any important change takes effect.',
});
