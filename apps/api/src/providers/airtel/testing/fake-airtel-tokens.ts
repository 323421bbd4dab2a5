/**
 * The fake Airtel's OAuth2 client-credentials tokens: issued by `POST /auth/oauth2/token`, expiring
 * after `lifetimeSeconds` by the fake's clock, revocable, and refusable on demand. A refused token is
 * answered as Airtel does: 401, or 403, with an `invalid_token` body.
 */
import { randomBytes } from 'node:crypto';
import { parseJson } from './fake-airtel-http';

const INVALID_TOKEN = {
  error: 'invalid_token',
  error_description: 'The access token is invalid or has expired',
};

export class FakeAirtelTokens {
  issued = 0;
  private readonly live = new Map<string, number>();
  /** Statuses of the next refusals of any token, valid or not (`refuse`). */
  private readonly refusals: (401 | 403)[] = [];

  constructor(
    private readonly client: { id: string; secret: string },
    readonly lifetimeSeconds: number,
    readonly refusalStatus: 401 | 403,
    private readonly now: () => Date,
  ) {}

  /** The token endpoint: [HTTP status, body]. */
  issue(body: string): [number, unknown] {
    const request = parseJson(body) as Record<string, unknown> | undefined;
    if (
      request?.grant_type !== 'client_credentials' ||
      request.client_id !== this.client.id ||
      request.client_secret !== this.client.secret
    ) {
      return [401, { error: 'invalid_client', error_description: 'Client authentication failed' }];
    }
    const token = randomBytes(16).toString('hex');
    this.live.set(token, this.now().getTime() + this.lifetimeSeconds * 1000);
    this.issued += 1;
    return [200, { access_token: token, expires_in: String(this.lifetimeSeconds), token_type: 'bearer' }];
  }

  /** Undefined when the Authorization header carries a live token; otherwise Airtel's refusal. */
  refusalOf(authorization: string | undefined): [number, unknown] | undefined {
    const expiresAt = this.live.get(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
    const forced = this.refusals.shift();
    if (forced === undefined && expiresAt !== undefined && this.now().getTime() < expiresAt) return undefined;
    return [forced ?? this.refusalStatus, INVALID_TOKEN];
  }

  revoke(): void {
    this.live.clear();
  }

  refuse(count: number, status: 401 | 403): void {
    for (let i = 0; i < count; i += 1) this.refusals.push(status);
  }
}
