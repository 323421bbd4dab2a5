import { BearerJsonClient, type FetchLike, type ProviderReply } from '../bearer-json-client';
import type { LencoConfig } from './lenco-config';

export type { FetchLike } from '../bearer-json-client';
export type LencoReply = ProviderReply;

/**
 * Lenco authenticates with one long-lived secret key sent as `Authorization: Bearer <key>` on every call
 * (the shared Bearer client); the key never appears in a reason or error it produces.
 */
export class LencoClient extends BearerJsonClient {
  constructor(config: LencoConfig, fetchImpl: FetchLike = fetch) {
    super(
      'Lenco',
      { baseUrl: config.baseUrl, secret: config.apiKey, timeoutMs: config.timeoutMs },
      fetchImpl,
    );
  }
}
