import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2, Make Payment; the English is product.md's, byte for byte. */
export const makePaymentMessages = defineMessages('makePayment', {
  title: 'Make Payment',
  intro: 'Repay your loan from MTN, Airtel or Zamtel mobile money. You approve the payment on your phone.',
});
