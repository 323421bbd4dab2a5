/**
 * HTTP to Airtel: the OAuth2 client-credentials token (cached, refreshed before its ~3 minutes run out,
 * one refresh at a time), the Zambia headers, message signing, and a time limit on every call. It never
 * throws for network trouble: callers get `unreachable` and decide. Errors and reasons carry no secrets.
 */
import type { KeyObject } from 'node:crypto';
import { type Expiring, RefreshingValue } from './airtel-cache';
import type { AirtelConfig } from './airtel-config';
import { parseRsaPublicKey } from './airtel-config';
import { signMessage } from './airtel-crypto';
import {
  type AirtelEnvelope,
  airtelEnvelope,
  encryptionKeyResponse,
  refusesToken,
  SIGNATURE_MISMATCH_CODES,
  tokenResponse,
} from './airtel-wire';

export const AIRTEL_COUNTRY = 'ZM';
export const AIRTEL_CURRENCY = 'ZMW';

export type AirtelReply =
  /** `text` is the raw body, for words Airtel puts outside the envelope. */
  | { kind: 'reply'; httpStatus: number; body: AirtelEnvelope | null; text: string }
  | { kind: 'unreachable'; reason: string };

export interface AirtelClientOptions {
  fetch?: typeof fetch;
  now?: () => Date;
}

/** A token or key could not be had: the business call was never sent. */
class AirtelUnreachable extends Error {
  override name = 'AirtelUnreachable';
  constructor(
    message: string,
    /** Airtel refused the access token we sent (a new one may help). */
    readonly tokenRefused = false,
  ) {
    super(message);
  }
}

// Refresh this long before Airtel's stated expiry, so a token never dies in flight.
const TOKEN_MARGIN_MS = 30_000;
const KEY_MARGIN_MS = 60 * 60_000;

export class AirtelClient {
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => Date;
  private readonly token: RefreshingValue<string>;
  private readonly signingKey: RefreshingValue<KeyObject>;

  constructor(
    private readonly config: AirtelConfig,
    options: AirtelClientOptions = {},
  ) {
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
    this.token = new RefreshingValue(() => this.fetchToken(), this.now);
    this.signingKey = new RefreshingValue(() => this.fetchSigningKey(), this.now);
  }

  get(path: string): Promise<AirtelReply> {
    return this.send('GET', path, undefined);
  }

  post(path: string, payload: unknown): Promise<AirtelReply> {
    return this.send('POST', path, JSON.stringify(payload));
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    retried = false,
  ): Promise<AirtelReply> {
    let token: string;
    const headers: Record<string, string> = {
      Accept: '*/*',
      'Content-Type': 'application/json',
      'X-Country': AIRTEL_COUNTRY,
      'X-Currency': AIRTEL_CURRENCY,
    };
    let key: KeyObject | undefined;
    try {
      token = await this.token.get();
      if (body !== undefined && this.config.messageSigning) {
        key = await this.signingKey.get();
        Object.assign(headers, signMessage(body, key));
      }
    } catch (error) {
      return unreachable(error);
    }
    headers.Authorization = `Bearer ${token}`;
    const reply = await this.exchange(method, path, headers, body);
    if (retried || reply.kind !== 'reply') return reply;
    // A refused token or signature means Airtel did not process the request: resending it with the
    // same transaction id after one refresh cannot charge or pay twice. Airtel refuses a stale token
    // with 401 or with 403 `invalid_token`; a second refusal is left to airtel-outcomes.ts (`unknown`).
    if (refusesToken(reply.httpStatus, reply.text)) {
      this.token.invalidate(token);
      return this.send(method, path, body, true);
    }
    if (key && SIGNATURE_MISMATCH_CODES.includes(reply.body?.status?.response_code ?? '')) {
      this.signingKey.invalidate(key);
      return this.send(method, path, body, true);
    }
    return reply;
  }

  private async exchange(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): Promise<AirtelReply> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(`${this.config.baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined && { body }),
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return { kind: 'unreachable', reason: this.describeFailure(error) };
    }
    return { kind: 'reply', httpStatus: response.status, body: parseEnvelope(text), text };
  }

  private async fetchToken(): Promise<Expiring<string>> {
    const startedAt = this.now().getTime();
    const json = await this.fetchJson('token', '/auth/oauth2/token', {
      method: 'POST',
      headers: { Accept: '*/*', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        grant_type: 'client_credentials',
      }),
    });
    const parsed = tokenResponse.safeParse(json);
    if (!parsed.success) throw new AirtelUnreachable('Airtel token answer had no usable access_token');
    const lifetimeMs = parsed.data.expires_in * 1000;
    const margin = Math.min(TOKEN_MARGIN_MS, lifetimeMs / 4);
    return { value: parsed.data.access_token, refreshAt: startedAt + lifetimeMs - margin };
  }

  private async fetchSigningKey(retried = false): Promise<Expiring<KeyObject>> {
    const token = await this.token.get();
    let json: unknown;
    try {
      json = await this.fetchJson('encryption key', '/v1/rsa/encryption-keys', {
        method: 'GET',
        headers: {
          Accept: '*/*',
          Authorization: `Bearer ${token}`,
          'X-Country': AIRTEL_COUNTRY,
          'X-Currency': AIRTEL_CURRENCY,
        },
      });
    } catch (error) {
      if (retried || !(error instanceof AirtelUnreachable) || !error.tokenRefused) throw error;
      this.token.invalidate(token);
      return this.fetchSigningKey(true);
    }
    const parsed = encryptionKeyResponse.safeParse(json);
    let key: KeyObject;
    try {
      if (!parsed.success) throw new Error('shape');
      key = parseRsaPublicKey(parsed.data.data.key);
    } catch {
      throw new AirtelUnreachable('Airtel encryption-key answer had no usable RSA key');
    }
    const validUntil = parseValidUpto(parsed.data.data.valid_upto);
    const fallback = this.now().getTime() + KEY_MARGIN_MS;
    return { value: key, refreshAt: validUntil ? validUntil - KEY_MARGIN_MS : fallback };
  }

  private async fetchJson(what: string, path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.baseUrl}${path}`, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new AirtelUnreachable(`Airtel ${what} request failed: ${this.describeFailure(error)}`);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new AirtelUnreachable(
        `Airtel ${what} request answered HTTP ${response.status}`,
        refusesToken(response.status, text),
      );
    }
    try {
      return await response.json();
    } catch {
      throw new AirtelUnreachable(`Airtel ${what} answer was not JSON`);
    }
  }

  private describeFailure(error: unknown): string {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return `no answer within ${this.config.timeoutMs} ms`;
    }
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
    return `network error${typeof cause?.code === 'string' ? ` (${cause.code})` : ''}`;
  }
}

function unreachable(error: unknown): AirtelReply {
  if (error instanceof AirtelUnreachable) return { kind: 'unreachable', reason: error.message };
  throw error;
}

function parseEnvelope(text: string): AirtelEnvelope | null {
  try {
    const parsed = airtelEnvelope.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `valid_upto` is documented as "12-08-2024 21:29:26" (day first, no zone: read as UTC). */
function parseValidUpto(text: string | null | undefined): number | null {
  const match = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [day = 0, month = 0, year = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  return Number.isNaN(ms) ? null : ms;
}
