import type { CardPaymentsConfig } from '../../config';
import { FlutterwaveCheckout } from './flutterwave-checkout';
import { type FetchLike, FlutterwaveClient } from './flutterwave-client';

export { FlutterwaveCheckout, flutterwaveNoPayouts } from './flutterwave-checkout';

/**
 * The card checkout over one HTTP client, from CardPaymentsConfig (config.ts). Throws when the secret
 * key is missing: no call to Flutterwave can be made without it.
 */
export function createFlutterwaveCheckout(
  config: CardPaymentsConfig,
  deps: { fetch?: FetchLike } = {},
): FlutterwaveCheckout {
  if (!config.secretKey) throw new Error('FLUTTERWAVE_SECRET_KEY is not set');
  const client = new FlutterwaveClient({ ...config, secretKey: config.secretKey }, deps.fetch ?? fetch);
  return new FlutterwaveCheckout(client, config.webhookHash);
}
