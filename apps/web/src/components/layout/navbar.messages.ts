import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

export const navbarMessages = defineMessages('nav', {
  main: 'Main',
  applyForLoan: 'Apply for a Loan',
  login: 'Login',
  register: 'Register',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
});
