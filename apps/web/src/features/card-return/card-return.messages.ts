import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { CARD_PAYMENT_TEXTS } from '@kwacha/shared/payments/payment-view';

/** /payments/card-return (docs/product.md §27): SPEC.md's card texts word for word, and ours around them. */
export const cardReturnMessages = defineMessages('cardReturn', {
  title: 'Card payment',
  checking: 'Checking your card payment…',
  confirming: 'Your card payment is being confirmed. This page updates by itself.',
  stillConfirming:
    'Your card payment is still being confirmed. Your loan updates as soon as the card provider confirms it; no second payment is needed.',
  checkAgain: 'Check again',
  successful: CARD_PAYMENT_TEXTS.successful,
  failed: CARD_PAYMENT_TEXTS.failed,
  tryAgain: 'Try again',
  badLink: 'This payment link is not valid. Please check your payment history.',
  couldNotCheck: 'We could not check your payment right now. Please check again.',
  amount: 'Amount',
  reference: 'Reference',
  myLoans: 'Go to My Loans',
  history: 'View Payment History',
});
