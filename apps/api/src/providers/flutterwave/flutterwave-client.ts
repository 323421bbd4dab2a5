import type { CardPaymentsConfig } from '../../config';
import { BearerJsonClient, type FetchLike, type ProviderReply } from '../bearer-json-client';

export type { FetchLike } from '../bearer-json-client';
export type FlutterwaveReply = ProviderReply;

/**
 * Flutterwave's v3 API authenticates every call with `Authorization: Bearer <secret key>`
 * (https://developer.flutterwave.com/docs/authentication), through the shared Bearer client: the key never
 * appears in a reason it produces, and every call has FLUTTERWAVE_TIMEOUT_MS, response body included.
 */
export class FlutterwaveClient extends BearerJsonClient {
  constructor(
    config: Pick<CardPaymentsConfig, 'baseUrl' | 'timeoutMs'> & { secretKey: string },
    fetchImpl: FetchLike = fetch,
  ) {
    super(
      'Flutterwave',
      { baseUrl: config.baseUrl, secret: config.secretKey, timeoutMs: config.timeoutMs },
      fetchImpl,
    );
  }
}
