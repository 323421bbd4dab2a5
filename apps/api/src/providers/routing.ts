import { type Config, ConfigError, PAYMENT_CHANNELS, type PaymentChannel } from '../config';
import type { ProviderName } from './ports';

export type Routing = Readonly<Record<PaymentChannel, ProviderName>>;

const CHANNEL_VARIABLE: Readonly<Record<PaymentChannel, string>> = {
  mtn: 'PAYMENT_PROVIDER_MTN',
  airtel: 'PAYMENT_PROVIDER_AIRTEL',
  zamtel: 'PAYMENT_PROVIDER_ZAMTEL',
  bank: 'PAYMENT_PROVIDER_BANK',
};

const CHANNEL_LABEL: Readonly<Record<PaymentChannel, string>> = {
  mtn: 'MTN wallets',
  airtel: 'Airtel wallets',
  zamtel: 'Zamtel wallets',
  bank: 'bank accounts',
};

/**
 * What each adapter can do (its README). An operator channel needs both directions: borrowers repay from
 * the wallet the loan was paid into. The bank channel is disbursements only.
 */
const SERVES: Readonly<Record<ProviderName, { channels: readonly PaymentChannel[]; limit: string }>> = {
  simulator: { channels: PAYMENT_CHANNELS, limit: '' },
  mtn: { channels: ['mtn'], limit: 'MTN MoMo serves only MTN wallets' },
  airtel: { channels: ['airtel'], limit: 'Airtel Money serves only Airtel wallets' },
  lenco: {
    channels: ['mtn', 'airtel', 'bank'],
    limit: 'Lenco cannot collect repayments from Zamtel wallets',
  },
};

const servers = (channel: PaymentChannel) =>
  (Object.keys(SERVES) as ProviderName[]).filter((name) => SERVES[name].channels.includes(channel));

/**
 * Which provider serves each channel: PAYMENT_PROVIDER unless PAYMENT_PROVIDER_<CHANNEL> says otherwise.
 * A provider that cannot serve a channel stops the start with one error naming every variable to fix,
 * rather than failing a borrower's payment later.
 */
export function resolveRouting(
  config: Pick<Config, 'paymentProvider' | 'paymentProviderOverrides'>,
): Routing {
  const routing = {} as Record<PaymentChannel, ProviderName>;
  const problems: string[] = [];
  for (const channel of PAYMENT_CHANNELS) {
    const override = config.paymentProviderOverrides[channel];
    const provider = override ?? config.paymentProvider;
    routing[channel] = provider;
    if (SERVES[provider].channels.includes(channel)) continue;
    const variable = CHANNEL_VARIABLE[channel];
    const fix = `set ${variable} to ${servers(channel).join(', ')}`;
    problems.push(
      override
        ? `  ${variable}: "${provider}" cannot serve ${CHANNEL_LABEL[channel]} (${SERVES[provider].limit}); ${fix}`
        : `  ${variable}: not set, so PAYMENT_PROVIDER "${provider}" would serve ${CHANNEL_LABEL[channel]}, but ${SERVES[provider].limit}; ${fix}`,
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  return routing;
}
