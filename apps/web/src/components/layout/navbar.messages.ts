import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

export const navbarMessages = defineMessages({
  applyForLoan: { id: 'nav.applyForLoan', message: 'Apply for a Loan' },
  login: { id: 'nav.login', message: 'Login' },
  register: { id: 'nav.register', message: 'Register' },
  openMenu: { id: 'nav.openMenu', message: 'Open menu' },
  closeMenu: { id: 'nav.closeMenu', message: 'Close menu' },
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
