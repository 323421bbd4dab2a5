/** The Airtel Money Africa adapter: both ports over one client (one token cache). */
import { AirtelClient, type AirtelClientOptions } from './airtel-client';
import { AirtelCollections } from './airtel-collections';
import type { AirtelConfig } from './airtel-config';
import { AirtelDisbursements } from './airtel-disbursements';

export { parseAirtelCallback } from './airtel-callbacks';
export { type AirtelConfig, loadAirtelConfig } from './airtel-config';

export function createAirtelProviders(config: AirtelConfig, options: AirtelClientOptions = {}) {
  const client = new AirtelClient(config, options);
  return {
    collections: new AirtelCollections(client, config.callbackSecret),
    disbursements: new AirtelDisbursements(client, config),
  };
}
