import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The signed-in menus' texts: with signed-in-nav.tsx in a chunk of its own (docs/architecture.md §14). */
export const signedInNavMessages = defineMessages({
  services: { id: 'nav.services', message: 'Services' },
  account: { id: 'nav.account', message: 'Account' },
  myLoans: { id: 'nav.myLoans', message: 'My Loans' },
  makePayment: { id: 'nav.makePayment', message: 'Make Payment' },
  myProfile: { id: 'nav.myProfile', message: 'My Profile' },
  logOut: { id: 'nav.logOut', message: 'LOG OUT' },
  emailNotVerified: { id: 'nav.emailNotVerified', message: 'Email not verified' },
  adminTools: { id: 'staffNav.adminTools', message: 'Admin Tools' },
  loanApplications: { id: 'staffNav.loanApplications', message: 'Loan Applications' },
  reportsAndStatistics: { id: 'staffNav.reportsAndStatistics', message: 'Reports & Statistics' },
});
