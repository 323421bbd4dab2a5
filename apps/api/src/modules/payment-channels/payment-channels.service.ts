import { errorDetail } from '@kwacha/shared/api/envelope';
import type { ApplyCommand } from '@kwacha/shared/loans/apply-request';
import { CHANNEL_OFF_TEXTS, type PaymentChannels } from '@kwacha/shared/payments/payment-channels';
import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import type { Config } from '../../config';
import { ValidationError } from '../../lib/domain-errors';
import type { Providers } from '../../providers/registry';
import { openChannels } from '../../providers/routing';

/**
 * Whether the screen may offer "Pay by card" (docs/product.md §27): off, saying why, without
 * FLUTTERWAVE_PUBLIC_KEY.
 */
export function cardAvailability(config: Pick<Config, 'cardPayments'>): PaymentChannels['card'] {
  return config.cardPayments.publicKey
    ? { available: true, reason: null }
    : { available: false, reason: 'missing_public_key' };
}

/** GET /api/payment-channels: the ways money can move today, for the forms to offer only those. */
export function paymentChannels(
  providers: Pick<Providers, 'routing' | 'demonstration'>,
  config: Pick<Config, 'cardPayments'>,
): PaymentChannels {
  return {
    ...openChannels(providers.routing),
    demonstration: providers.demonstration,
    card: cardAvailability(config),
  };
}

/**
 * An application, or staff's change of destination (§12.6), may only choose a payout channel some
 * configured provider serves (docs/product.md §13.5): a 400 on the field that chose it, before anything is
 * stored.
 */
export function checkPayoutChannel(
  providers: Pick<Providers, 'paysOutTo'>,
  command: Pick<ApplyCommand, 'disbursementMethod' | 'mobileMoneyProvider'>,
): void {
  if (command.disbursementMethod === 'bank_account') {
    if (providers.paysOutTo({ method: 'bank_account' })) return;
    throw new ValidationError([errorDetail('disbursementMethod', CHANNEL_OFF_TEXTS.payoutToBank)]);
  }
  const operator = command.mobileMoneyProvider;
  if (!operator || providers.paysOutTo({ method: 'mobile_money', operator })) return;
  throw new ValidationError([
    errorDetail('mobileMoneyProvider', CHANNEL_OFF_TEXTS.payoutToWallet(OPERATOR_LABELS[operator])),
  ]);
}
