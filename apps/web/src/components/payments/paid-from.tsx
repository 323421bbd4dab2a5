import type { PaymentView } from '@kwacha/shared/payments/payments';
import { operatorLabel, phoneLastDigits } from '../../lib/payments/payment-format';

/** 'MTN ••••3456': the network and a masked number; screen readers hear "MTN ending 3456". */
export function PaidFrom({ payment }: { payment: Pick<PaymentView, 'operator' | 'phoneNumber'> }) {
  return (
    <span className="whitespace-nowrap">
      {operatorLabel(payment.operator)} <span aria-hidden="true">••••</span>
      <span className="sr-only">ending </span>
      {phoneLastDigits(payment.phoneNumber)}
    </span>
  );
}
