import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The signed-in menus' texts: with signed-in-nav.tsx in a chunk of its own (docs/performance.md). */
export const signedInNavMessages = defineMessages('nav', {
  services: 'Services',
  account: 'Account',
  myLoans: 'My Loans',
  makePayment: 'Make Payment',
  myProfile: 'My Profile',
  paymentHistory: 'Payment History',
  complaints: 'Complaints',
  identityCheck: 'Identity check',
  logOut: 'LOG OUT',
  emailNotVerified: 'Email not verified',
});

/** Staff read the app in English for now (docs/product.md §22.3); their ids are outside the complete set. */
export const staffNavMessages = defineMessages('staffNav', {
  adminTools: 'Admin Tools',
  loanApplications: 'Loan Applications',
  reportsAndStatistics: 'Reports & Statistics',
});
