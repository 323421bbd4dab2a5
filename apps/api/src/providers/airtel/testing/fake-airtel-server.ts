/**
 * A local Airtel Money Africa for tests: a real HTTP server on a free port speaking Airtel's wire format
 * (OAuth2 token, Zambia headers, message signing, encrypted PIN, HTTP-200 business errors, enquiries and
 * callbacks). Transactions live in memory; our transaction id is Airtel's idempotency key. Tell it per
 * subscriber (9-digit number), per call or by default what to do:
 *
 *   fake.setScenario('971234567', { result: 'insufficient_funds' });
 *   fake.nextCall({ holdResponseMs: 600 });            // answer later than the client's timeout
 *   fake.setScenario('default', { settleAfterMs: 200, callback: 'twice' });
 *   fake.nextCall({ answer: 'DP00900001011', message: 'Duplicate exttRID' });   // any Airtel code
 *   fake.refuseTokens(1, 403);                          // the next request's token is refused once
 */
import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postCallbacks } from './fake-airtel-callbacks';
import { codeAnswer, whatAirtelDid } from './fake-airtel-codes';
import { parseJson, readBody, type WireRequest } from './fake-airtel-http';
import { type CheckedRequest, checkRequest } from './fake-airtel-requests';
import { FakeAirtelTokens } from './fake-airtel-tokens';
import type {
  AirtelScenario,
  FakeAirtelOptions,
  FakeAirtelTransaction,
  RecordedRequest,
  SentCallback,
} from './fake-airtel-types';
import {
  businessError,
  duplicate,
  type Envelope,
  enquiry,
  type FakeProduct,
  formatValidUpto,
  notFound,
  pushAccepted,
  refusedAtOnce,
  signatureMatches,
  signatureMismatch,
} from './fake-airtel-wire';

export type * from './fake-airtel-types';
export type { FakeResult } from './fake-airtel-wire';

export class FakeAirtelServer {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly pin: string;
  /** Give the adapter this as AIRTEL_PIN_PUBLIC_KEY (base64 DER, as Airtel publishes it). */
  readonly pinPublicKey: string;
  readonly callbacksSent: SentCallback[] = [];
  readonly requests: RecordedRequest[] = [];
  callbackUrl: string | undefined;

  private readonly server: Server;
  private readonly now: () => Date;
  private readonly messageSigning: boolean;
  private readonly tokens: FakeAirtelTokens;
  private readonly callbackSecret: string | undefined;
  private readonly pinPrivateKey: KeyObject;
  private signingKeys = generateKeyPairSync('rsa', { modulusLength: 1024 });
  private readonly store = new Map<string, FakeAirtelTransaction>();
  private readonly scenarios = new Map<string, AirtelScenario>();
  private readonly queued: AirtelScenario[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly pendingCallbacks = new Set<Promise<void>>();
  private baseUrl = '';

  constructor(options: FakeAirtelOptions = {}) {
    this.clientId = options.clientId ?? 'fake-client-id';
    this.clientSecret = options.clientSecret ?? 'fake-client-secret';
    this.pin = options.pin ?? '1234';
    this.messageSigning = options.messageSigning ?? true;
    this.callbackUrl = options.callbackUrl;
    this.callbackSecret = options.callbackSecret;
    this.now = options.now ?? (() => new Date());
    this.tokens = new FakeAirtelTokens(
      { id: this.clientId, secret: this.clientSecret },
      options.tokenLifetimeSeconds ?? 180,
      options.invalidTokenStatus ?? 401,
      this.now,
    );
    const pinKeys = generateKeyPairSync('rsa', { modulusLength: 1024 });
    this.pinPrivateKey = pinKeys.privateKey;
    this.pinPublicKey = pinKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  get url(): string {
    return this.baseUrl;
  }

  get tokensIssued(): number {
    return this.tokens.issued;
  }

  get transactions(): FakeAirtelTransaction[] {
    return [...this.store.values()];
  }

  setScenario(subscriber: string | 'default', scenario: AirtelScenario): void {
    this.scenarios.set(subscriber, scenario);
  }

  /** Applies to the next collection or disbursement request only, before any per-number scenario. */
  nextCall(scenario: AirtelScenario): void {
    this.queued.push(scenario);
  }

  /** Every token issued so far stops working (Airtel answers `invalidTokenStatus`). */
  revokeTokens(): void {
    this.tokens.revoke();
  }

  /** The next `count` authenticated requests are refused as if their token were invalid, fresh or not. */
  refuseTokens(count: number, status: 401 | 403 = this.tokens.refusalStatus): void {
    this.tokens.refuse(count, status);
  }

  /** Airtel publishes a new message-signing key; requests signed with the old one are refused. */
  rotateSigningKey(): void {
    this.signingKeys = generateKeyPairSync('rsa', { modulusLength: 1024 });
  }

  /** Resolves when at least `count` callbacks have been answered, or rejects after `timeoutMs`. */
  async waitForCallbacks(count: number, timeoutMs = 2000): Promise<SentCallback[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.callbacksSent.length < count) {
      if (Date.now() > deadline)
        throw new Error(`only ${this.callbacksSent.length} of ${count} callbacks sent`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.callbacksSent;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.pendingCallbacks]);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: `${url.pathname}${url.search}`, headers: req.headers, body });
    const send = (status: number, json: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    };
    if (method === 'POST' && url.pathname === '/auth/oauth2/token') return send(...this.tokens.issue(body));
    const refusal = this.tokens.refusalOf(req.headers.authorization);
    if (refusal) return send(...refusal);
    if (req.headers['x-country'] !== 'ZM' || req.headers['x-currency'] !== 'ZMW') {
      return send(400, businessError('Invalid Country or Currency', { result_code: 'ROUTER006' }));
    }
    if (method === 'GET' && url.pathname === '/v1/rsa/encryption-keys')
      return send(200, this.signingKeyAnswer());
    const product: FakeProduct | undefined =
      url.pathname === '/merchant/v1/payments/' || url.pathname.startsWith('/standard/v1/payments/')
        ? 'collection'
        : url.pathname.startsWith('/standard/v2/disbursements/')
          ? 'disbursement'
          : undefined;
    if (!product) return send(404, { error: 'not_found' });
    if (method === 'GET') {
      if (product === 'disbursement' && url.searchParams.get('transactionType') !== 'B2C') {
        return send(200, businessError('transactionType is required', { result_code: 'ESB000008' }));
      }
      const id = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');
      return send(200, this.enquire(product, id));
    }
    if (this.messageSigning) {
      const key = this.signingKeys.privateKey;
      if (!signatureMatches(body, req.headers['x-signature'], req.headers['x-key'], key)) {
        return send(200, signatureMismatch(product));
      }
    }
    const [status, json, holdMs] = this.initiate(product, body);
    if (!holdMs) return send(status, json);
    this.later(holdMs, () => send(status, json));
  }

  private signingKeyAnswer(): Envelope {
    const key = this.signingKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const validUpto = formatValidUpto(new Date(this.now().getTime() + 24 * 60 * 60_000));
    return {
      data: { key_id: 1, key, valid_upto: validUpto },
      status: {
        code: '200',
        message: 'Success',
        result_code: 'ESB000010',
        response_code: 'DP02010001001',
        success: true,
      },
    };
  }

  private enquire(product: FakeProduct, id: string): Envelope {
    const tx = this.store.get(`${product}:${id}`);
    if (!tx) return notFound(product);
    const settled = this.now().getTime() >= tx.settleAt;
    const status = !settled ? 'TIP' : tx.result === 'success' ? 'TS' : 'TF';
    return enquiry(product, { id: tx.id, status, result: tx.result, airtelMoneyId: tx.airtelMoneyId });
  }

  /** Validates and records a push or a disbursement: [HTTP status, body, hold ms]. */
  private initiate(product: FakeProduct, raw: string): [number, Envelope, number] {
    const pin = { expected: this.pin, privateKey: this.pinPrivateKey };
    const checked = checkRequest(product, parseJson(raw) as WireRequest | undefined, pin);
    if ('refusal' in checked) return [200, checked.refusal, 0];
    const request = checked.request;
    const scenario =
      this.queued.shift() ?? this.scenarios.get(request.msisdn) ?? this.scenarios.get('default') ?? {};
    const hold = scenario.holdResponseMs ?? 0;
    if (scenario.answer) return [...this.answerWith(product, request, scenario), hold];
    if (this.store.has(`${product}:${request.id}`)) return [200, duplicate(product), 0];
    if (scenario.serverError) {
      return [500, businessError('Something Went Wrong', { code: '500', result_code: 'ESB000001' }), 0];
    }
    const tx = this.record(product, request, scenario);
    const { result, id } = tx;
    const atOnce = (scenario.settleAfterMs ?? 0) === 0;
    if (result !== 'success' && atOnce && (product === 'disbursement' || result === 'insufficient_funds')) {
      // Refused before anything was asked of anyone: Airtel says so at once, with HTTP 200.
      return [200, refusedAtOnce(product, result, id), hold];
    }
    if (product === 'collection') return [200, pushAccepted(id), hold];
    const status = atOnce ? 'TS' : 'TIP';
    return [200, enquiry(product, { id, status, result, airtelMoneyId: tx.airtelMoneyId }), hold];
  }

  /** `scenario.answer`: Airtel's body for that code, recording the transaction if Airtel took or holds it. */
  private answerWith(product: FakeProduct, request: CheckedRequest, scenario: AirtelScenario) {
    const code = scenario.answer ?? '';
    const did = whatAirtelDid(code);
    if (did !== 'nothing' && !this.store.has(`${product}:${request.id}`)) {
      const settled = did === 'settled' ? { result: 'success' as const, settleAfterMs: 0 } : {};
      this.record(product, request, { ...scenario, ...settled });
    }
    return [scenario.httpStatus ?? 200, codeAnswer(product, request.id, code, scenario.message)] as const;
  }

  private record(product: FakeProduct, request: CheckedRequest, scenario: AirtelScenario) {
    const settleAfterMs = scenario.settleAfterMs ?? 0;
    const tx: FakeAirtelTransaction = {
      product,
      ...request,
      result: scenario.result ?? 'success',
      airtelMoneyId: `${product === 'collection' ? 'MP' : 'CI'}${randomBytes(5).toString('hex').toUpperCase()}`,
      settleAt: this.now().getTime() + settleAfterMs,
    };
    this.store.set(`${product}:${tx.id}`, tx);
    this.scheduleCallbacks(tx, scenario, settleAfterMs);
    return tx;
  }

  private scheduleCallbacks(tx: FakeAirtelTransaction, scenario: AirtelScenario, settleAfterMs: number) {
    const mode = scenario.callback ?? 'none';
    if (mode === 'none') return;
    const delay = settleAfterMs + (mode === 'late' ? (scenario.callbackDelayMs ?? 200) : 0);
    this.later(delay, () => {
      const url = this.callbackUrl;
      if (!url) return;
      const onSent = (sent: SentCallback) => this.callbacksSent.push(sent);
      const done = postCallbacks({ url, tx, mode, secret: this.callbackSecret, onSent }).finally(() =>
        this.pendingCallbacks.delete(done),
      );
      this.pendingCallbacks.add(done);
    });
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }
}
