import type { MobileOperator } from '@kwacha/shared/phone/zambian-phone';
import { type Config, ConfigError, PAYMENT_CHANNELS, type PaymentChannel } from '../config';
import type { ProviderName } from './ports';

/**
 * Which provider moves money in each direction of each channel; `null` means the channel is off in that
 * direction (no configured provider serves it): the product offers the other ways and never fakes it.
 */
export interface Routing {
  /** Repayments asked from each operator's wallets. */
  readonly collections: Readonly<Record<MobileOperator, ProviderName | null>>;
  /** Loans paid out to each operator's wallets, or to bank accounts. */
  readonly payouts: Readonly<Record<PaymentChannel, ProviderName | null>>;
}

const OPERATORS = ['mtn', 'airtel', 'zamtel'] as const satisfies readonly MobileOperator[];

const CHANNEL_VARIABLE: Readonly<Record<PaymentChannel, string>> = {
  mtn: 'PAYMENT_PROVIDER_MTN',
  airtel: 'PAYMENT_PROVIDER_AIRTEL',
  zamtel: 'PAYMENT_PROVIDER_ZAMTEL',
  bank: 'PAYMENT_PROVIDER_BANK',
};

export const CHANNEL_LABEL: Readonly<Record<PaymentChannel, string>> = {
  mtn: 'MTN wallets',
  airtel: 'Airtel wallets',
  zamtel: 'Zamtel wallets',
  bank: 'bank accounts',
};

interface Capabilities {
  collections: readonly MobileOperator[];
  payouts: readonly PaymentChannel[];
  limit: string;
}

/**
 * What each adapter can do, from each provider's published reference (its README). Lenco pays out to
 * Zamtel wallets, but its collection reference lists only Airtel and MTN for Zambia.
 */
const SERVES: Readonly<Record<ProviderName, Capabilities>> = {
  simulator: { collections: OPERATORS, payouts: PAYMENT_CHANNELS, limit: '' },
  mtn: { collections: ['mtn'], payouts: ['mtn'], limit: 'MTN MoMo serves only MTN wallets' },
  airtel: { collections: ['airtel'], payouts: ['airtel'], limit: 'Airtel Money serves only Airtel wallets' },
  lenco: {
    collections: ['mtn', 'airtel'],
    payouts: ['mtn', 'airtel', 'zamtel', 'bank'],
    limit: 'Lenco collects only from MTN and Airtel wallets',
  },
  // Card repayments at its hosted checkout only (docs/decisions/055): no wallet channel routes to it.
  flutterwave: { collections: [], payouts: [], limit: 'Flutterwave serves only card repayments' },
};

const collects = (provider: ProviderName, channel: PaymentChannel) =>
  channel !== 'bank' && SERVES[provider].collections.includes(channel);
const paysOut = (provider: ProviderName, channel: PaymentChannel) =>
  SERVES[provider].payouts.includes(channel);
const servesAtAll = (provider: ProviderName, channel: PaymentChannel) =>
  collects(provider, channel) || paysOut(provider, channel);

const realServers = (channel: PaymentChannel) =>
  (Object.keys(SERVES) as ProviderName[]).filter(
    (name) => name !== 'simulator' && servesAtAll(name, channel),
  );

type RoutingConfig = Pick<
  Config,
  'paymentProvider' | 'paymentProviderOverrides' | 'nodeEnv' | 'allowPaymentSimulator'
>;

/**
 * Which provider serves each channel: PAYMENT_PROVIDER unless PAYMENT_PROVIDER_<CHANNEL> says otherwise
 * (or `off`). A direction the chosen provider cannot serve is off. The start stops, with one error naming
 * every variable to fix, when an override names a provider that serves nothing of its channel, when no
 * channel could collect a repayment or pay a loan out, or — in production, unless ALLOW_PAYMENT_SIMULATOR
 * says this is a demonstration — when the simulator would serve anything: it moves no money, so a
 * "repayment" through it would clear a loan for free.
 */
export function resolveRouting(config: RoutingConfig): Routing {
  const collections = {} as Record<MobileOperator, ProviderName | null>;
  const payouts = {} as Record<PaymentChannel, ProviderName | null>;
  const problems: string[] = [];
  for (const channel of PAYMENT_CHANNELS) {
    const override = config.paymentProviderOverrides[channel];
    const chosen = override ?? config.paymentProvider;
    const variable = CHANNEL_VARIABLE[channel];
    const provider = chosen === 'off' ? null : chosen;
    if (provider && override && !servesAtAll(provider, channel)) {
      problems.push(
        `  ${variable}: "${provider}" cannot serve ${CHANNEL_LABEL[channel]} (${SERVES[provider].limit}); set it to ${realServers(channel).join(', ')} or off`,
      );
    }
    if (channel !== 'bank') collections[channel] = provider && collects(provider, channel) ? provider : null;
    payouts[channel] = provider && paysOut(provider, channel) ? provider : null;
    if (provider === 'simulator' && config.nodeEnv === 'production' && !config.allowPaymentSimulator) {
      const where = override ? variable : `${variable} (not set, so PAYMENT_PROVIDER)`;
      problems.push(
        `  ${where}: the payment simulator would serve ${CHANNEL_LABEL[channel]} in production, and it moves no money; set ${variable} to ${realServers(channel).join(', ')} or off (or ALLOW_PAYMENT_SIMULATOR=true for a demonstration where no real money moves)`,
      );
    }
  }
  if (OPERATORS.every((operator) => collections[operator] === null)) {
    problems.push(
      '  PAYMENT_PROVIDER: no channel can collect repayments; route MTN or Airtel wallets to a provider that collects (mtn, airtel, lenco)',
    );
  }
  if (PAYMENT_CHANNELS.every((channel) => payouts[channel] === null)) {
    problems.push(
      '  PAYMENT_PROVIDER: no channel can pay a loan out; route at least one channel to a provider',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  return { collections, payouts };
}

/** The channels each direction serves, in the order the product lists them. */
export function openChannels(routing: Routing) {
  return {
    collections: OPERATORS.filter((operator) => routing.collections[operator] !== null),
    payouts: PAYMENT_CHANNELS.filter((channel) => routing.payouts[channel] !== null),
  };
}

/** Whether the simulator serves any direction of any channel: every page then says no real money moves. */
export function simulatorServes(routing: Routing): boolean {
  return [...Object.values(routing.collections), ...Object.values(routing.payouts)].includes('simulator');
}

/** Channels that are off, for one log line at start. */
export function closedChannels(routing: Routing): string[] {
  const closed: string[] = [];
  for (const channel of PAYMENT_CHANNELS) {
    const noCollections = channel !== 'bank' && routing.collections[channel] === null;
    const noPayouts = routing.payouts[channel] === null;
    if (noCollections && noPayouts) closed.push(`${CHANNEL_LABEL[channel]} (off)`);
    else if (noCollections) closed.push(`${CHANNEL_LABEL[channel]} (repayments off)`);
    else if (noPayouts) closed.push(`${CHANNEL_LABEL[channel]} (payouts off)`);
  }
  return closed;
}
