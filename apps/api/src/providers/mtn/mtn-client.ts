import type { MtnConfig } from './mtn-config';
import { type FetchLike, type MtnResponse, sendToMtn } from './mtn-http';
import { MtnTokenCache } from './mtn-token-cache';
import type { MtnProduct } from './mtn-wire';

export interface MtnDeps {
  fetch?: FetchLike;
  now?: () => Date;
}

export interface MtnCall {
  method: 'GET' | 'POST';
  path: string;
  /** X-Reference-Id: MoMo's idempotency key, sent when creating a transaction. */
  referenceId?: string;
  body?: unknown;
}

/**
 * Authenticated calls to MoMo's Collection and Disbursement products. Every call carries the product's
 * bearer token and subscription key and the target environment; a 401 (token revoked or expired early)
 * is retried once with a fresh token. That retry is safe for creates because the X-Reference-Id is the
 * same: if the first attempt got through, MoMo answers 409.
 */
export class MtnClient {
  private readonly fetchImpl: FetchLike;
  private readonly tokens: Record<MtnProduct, MtnTokenCache>;

  constructor(
    private readonly config: MtnConfig,
    deps: MtnDeps = {},
  ) {
    this.fetchImpl = deps.fetch ?? ((input, init) => fetch(input, init));
    const now = deps.now ?? (() => new Date());
    const cache = (product: MtnProduct) =>
      new MtnTokenCache(product, {
        baseUrl: config.baseUrl,
        credentials: config[product],
        timeoutMs: config.timeoutMs,
        fetch: this.fetchImpl,
        now,
      });
    this.tokens = { collection: cache('collection'), disbursement: cache('disbursement') };
  }

  /** Throws MtnUnavailableError when MoMo cannot be reached or no token can be had. */
  async call(product: MtnProduct, call: MtnCall): Promise<MtnResponse> {
    const tokens = this.tokens[product];
    let token = await tokens.get();
    let response = await this.send(product, call, token);
    if (response.status === 401) {
      tokens.invalidate(token);
      token = await tokens.get();
      response = await this.send(product, call, token);
    }
    return response;
  }

  private send(product: MtnProduct, call: MtnCall, token: string): Promise<MtnResponse> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      'Ocp-Apim-Subscription-Key': this.config[product].subscriptionKey,
      'X-Target-Environment': this.config.targetEnvironment,
    };
    if (call.referenceId) headers['X-Reference-Id'] = call.referenceId;
    if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      // Without it MoMo still settles the transaction; we just learn of it by polling.
      if (this.config.callbackUrl) headers['X-Callback-Url'] = this.config.callbackUrl;
    }
    return sendToMtn(
      this.fetchImpl,
      `${this.config.baseUrl}${call.path}`,
      {
        method: call.method,
        headers,
        ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
      },
      this.config.timeoutMs,
    );
  }
}
