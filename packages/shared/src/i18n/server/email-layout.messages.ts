import { defineMessages } from '../message-descriptor';

/**
 * What every e-mail to a borrower shares (apps/api/src/modules/mail/templates/layout.ts): the greeting,
 * the line under the button and the footer (docs/product.md §22).
 */
export const emailLayoutMessages = defineMessages('emailLayout', {
  greeting: 'Hello {name},',
  linkFallback: 'If the button does not work, copy this link into your browser:',
  footer: 'Kwacha Loans · Lusaka, Zambia · You receive this e-mail because of your account with us.',
});
