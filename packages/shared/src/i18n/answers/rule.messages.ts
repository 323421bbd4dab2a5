import { defineMessages } from '../message-descriptor';

/**
 * The field messages of the shared zod rules that a borrower can meet (decision 030), exactly as the
 * rules write them in English: the browser shows them before sending (react-hook-form runs the same
 * schemas) and the server sends them back in a 400's `details`. Neither the rules nor the English change;
 * both sides recognise the English and show this descriptor's translation. Texts with a value use simple
 * `{name}` arguments only (the web fills them without the ICU formatter). A test checks that each text
 * is still what the rules write.
 */
export const ruleMessages = defineMessages('rules', {
  // Sign-up, sign-in and password reset (auth/auth-requests.ts, auth/password-rules.ts)
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email address is required.',
  emailFormat: 'Enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordCharacters: 'Passwords can use letters, numbers, spaces and symbols only.',
  passwordRequirements: 'Please ensure your password meets all the security requirements.',
  passwordUnmet: 'Password does not meet all requirements.',
  passwordsDoNotMatch: 'Passwords do not match.',
  resetPasswordsDoNotMatch: 'Passwords do not match',
  resetPasswordTooShort: 'Password must be at least 6 characters long.',
  confirmPassword: 'Please confirm your password.',
  phoneRequired: 'Phone number is required.',
  phoneFormat: 'Enter a Zambian mobile number such as +260978123456 or 0978123456.',
  dateOfBirthRequired: 'Date of birth is required.',
  dateOfBirth: 'Enter your date of birth.',
  underAge: 'You must be at least 18 years old to register.',
  nrcRequired: 'NRC number is required.',
  nrcFormat: 'Enter your NRC number in the form 123456/78/1.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  provinceRequired: 'Province is required.',
  countryRequired: 'Country is required.',
  newsChoice: 'Choose whether you want news and offers.',
  emailOrUsernameRequired: 'Email or username is required.',
  forgotEmailRequired: 'Please enter your email address.',
  verificationLink: 'Verification link is invalid or missing a token.',
  // Any typed text (validation/typed-text.ts)
  controlCharacters: 'Please remove special control characters from this text.',
  fieldRequired: 'This field is required.',
  // Applying for a loan (loans/apply-request.ts, loan-amount.ts, banks.ts)
  chooseProduct: 'Please choose a loan product.',
  loanAmount: 'Please enter a valid loan amount',
  loanDuration: 'Please enter a valid duration',
  amountDecimals: 'Amounts have at most two decimals.',
  purposeRequired: 'Please tell us what the loan is for.',
  purposeTooLong: 'Purpose must be at most 200 characters.',
  chooseDisbursement: 'Please choose how to receive the money.',
  chooseOperator: 'Please choose your mobile money operator.',
  mobileMoneyNumber: 'Please enter your mobile money number.',
  numberBelongsTo: 'This number belongs to {detected}, not {chosen}.',
  bankName: 'Please enter your bank.',
  bankAccountName: 'Please enter the name on the account.',
  bankAccountNumber: 'Please enter the account number.',
  bankAccountDigits: 'Account numbers are 6 to 20 digits.',
  chooseBank: 'Please choose your bank from the list.',
  keyFacts: 'Please confirm that you have read and understood the key facts.',
  // Paying (payments/payments.ts, loans/payoff-view.ts)
  selectLoan: 'Please select a loan.',
  payAmount: 'Please enter a valid positive amount to pay.',
  payPhoneRequired: 'Please enter your phone number.',
  payPhoneFormat: 'Please enter a valid Zambian phone number (e.g., 0977123456 or +260977123456)',
  payOperator: 'Please select your mobile money operator.',
  payOperatorUndetected:
    'Could not detect the mobile money operator from the phone number. Please check the phone number or enter a number with the correct prefix.',
  payAmountAboveBalance: 'You cannot pay more than your outstanding balance of K{balance}.',
  // A way to pay or be paid that no provider serves yet (payments/payment-channels.ts)
  collectionsOff: '{operator} payments are not available yet. Please pay from a number on another network.',
  payoutToWalletOff:
    'We cannot pay out to {operator} wallets yet. Please choose a number on another network or a bank account.',
  payoutToBankOff: 'We cannot pay out to bank accounts yet. Please choose mobile money.',
  prepaymentOption: 'Choose how to use the extra: finish sooner or pay smaller instalments.',
  dateFormat: 'Use a date like 2026-11-21.',
  // Statements (statements/statements.ts)
  periodOrder: 'The start date must be on or before the end date.',
  periodTooLong: 'A statement can cover at most 10 years.',
  // Complaints (complaints/complaints.ts)
  complaintCategory: 'Please choose what your complaint is about.',
  complaintDescription: 'Please describe what happened.',
  complaintDescriptionLength: 'Please describe what happened in 10 to 2000 characters.',
  // Data rights (data-rights/data-rights.ts)
  enterPassword: 'Please enter your password.',
  wrongPassword: 'The password is not correct.',
  correctionField: 'Choose the NRC number or the date of birth.',
  correctionValue: 'Please enter the correct value.',
  correctionDateOfBirth: 'Enter the date of birth as YYYY-MM-DD.',
  reasonLength: 'Please give a reason of 5 to 500 characters.',
  // Profile choices (consent/marketing-consent.ts, sms/sms-preference.ts, i18n/language-preference.ts)
  wordingChanged: 'The wording of this choice has changed. Please reload the page and choose again.',
  smsChoice: 'Choose whether you want text messages.',
  languageChoice: 'Choose English, Ichibemba or Chinyanja.',
  // The contact form (contact/contact-request.ts)
  fullNameRequired: 'Full name is required.',
  contactPhoneTooLong: 'Phone number is too long.',
  contactPhone: 'Enter a valid phone number.',
  contactSubject: 'Please choose a subject.',
  messageRequired: 'Message is required.',
  messageTooLong: 'Message must be at most 5000 characters.',
});
