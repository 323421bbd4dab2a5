import type { MtnProductCredentials } from './mtn-config';
import { type FetchLike, MtnUnavailableError, sendToMtn } from './mtn-http';
import type { MtnProduct } from './mtn-wire';

interface CachedToken {
  value: string;
  /** From here on we ask for a new token, while the current one still works. */
  refreshAt: number;
  expiresAt: number;
}

/** Refresh a minute early (or a tenth of the lifetime for short-lived tokens) so no call carries a stale one. */
const MAX_REFRESH_MARGIN_MS = 60_000;

/**
 * The OAuth access token of one MoMo product: POST /{product}/token/ with Basic (API user : API key) and
 * the product's subscription key answers `{ access_token, token_type, expires_in }` (3600 s). It is cached
 * until shortly before expiry, and concurrent callers share one refresh instead of each asking for one.
 */
export class MtnTokenCache {
  private current: CachedToken | null = null;
  private refreshing: Promise<string> | null = null;

  constructor(
    private readonly product: MtnProduct,
    private readonly options: {
      baseUrl: string;
      credentials: MtnProductCredentials;
      timeoutMs: number;
      fetch: FetchLike;
      now: () => Date;
    },
  ) {}

  async get(): Promise<string> {
    if (this.current && this.nowMs() < this.current.refreshAt) return this.current.value;
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** MoMo answered 401 with this token (revoked, or a new API key was issued): forget it. */
  invalidate(token: string): void {
    if (this.current?.value === token) this.current = null;
  }

  private async refresh(): Promise<string> {
    try {
      const token = await this.fetchToken();
      this.current = token;
      return token.value;
    } catch (error) {
      // An early refresh that fails is no reason to stop using a token that has not expired yet.
      if (this.current && this.nowMs() < this.current.expiresAt) return this.current.value;
      throw error;
    }
  }

  private async fetchToken(): Promise<CachedToken> {
    const { baseUrl, credentials, timeoutMs } = this.options;
    const basic = Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64');
    const requestedAt = this.nowMs();
    const response = await sendToMtn(
      this.options.fetch,
      `${baseUrl}/${this.product}/token/`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Ocp-Apim-Subscription-Key': credentials.subscriptionKey,
        },
      },
      timeoutMs,
    );
    if (response.status !== 200) {
      throw new MtnUnavailableError(`MTN ${this.product} token refused (HTTP ${response.status})`);
    }
    const body = response.body as { access_token?: unknown; expires_in?: unknown } | null;
    const value = typeof body?.access_token === 'string' ? body.access_token : '';
    const lifetimeSeconds = Number(body?.expires_in);
    if (!value || !Number.isFinite(lifetimeSeconds) || lifetimeSeconds <= 0) {
      throw new MtnUnavailableError(`MTN ${this.product} token answer was not understood`);
    }
    // Timed from when we asked, so time spent in transit only makes us refresh sooner.
    const lifetimeMs = lifetimeSeconds * 1000;
    const margin = Math.min(MAX_REFRESH_MARGIN_MS, lifetimeMs / 10);
    return { value, refreshAt: requestedAt + lifetimeMs - margin, expiresAt: requestedAt + lifetimeMs };
  }

  private nowMs(): number {
    return this.options.now().getTime();
  }
}
