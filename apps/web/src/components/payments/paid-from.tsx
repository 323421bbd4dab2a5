import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import { useT } from '../../lib/i18n/use-t';
import { operatorLabel, phoneLastDigits } from '../../lib/payments/payment-format';
import { paidFromMessages as messages } from './payments.messages';

/** 'MTN ••••3456': the network and a masked number; screen readers hear "MTN ending 3456". 'Card' for a card. */
export function PaidFrom({ payment }: { payment: Pick<PaymentView, 'operator' | 'phoneNumber'> }) {
  const t = useT();
  // A card paid at the provider's checkout (docs/product.md §27): no wallet number to show.
  if (payment.operator === 'card') return <span>{operatorLabel(payment.operator)}</span>;
  return (
    <span className="whitespace-nowrap">
      {operatorLabel(payment.operator)} <span aria-hidden="true">••••</span>
      <span className="sr-only">{`${t(messages.ending)} `}</span>
      {phoneLastDigits(payment.phoneNumber)}
    </span>
  );
}
