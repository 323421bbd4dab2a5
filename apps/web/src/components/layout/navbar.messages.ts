import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

export const navbarMessages = defineMessages({
  applyForLoan: { id: 'nav.applyForLoan', message: 'Apply for a Loan' },
  login: { id: 'nav.login', message: 'Login' },
  register: { id: 'nav.register', message: 'Register' },
  openMenu: { id: 'nav.openMenu', message: 'Open menu' },
  closeMenu: { id: 'nav.closeMenu', message: 'Close menu' },
});
