import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MtnProductCredentials } from '../mtn-config';
import { UUID_V4_PATTERN } from '../mtn-reference-id';
import { type FakeMtnCallback, FakeMtnCallbackSender } from './fake-mtn-callbacks';
import {
  type FakeMtnScenario,
  FakeMtnScenarioBook,
  type FakeMtnScenarioTarget,
  settledStatus,
} from './fake-mtn-scenarios';
import {
  type Answer,
  badRequest,
  DENIED_SUBSCRIPTION,
  type FakeMtnTransaction,
  headerValue,
  mtnError,
  parseCreateBody,
  readBody,
  respond,
  toWireBody,
} from './fake-mtn-wire';

type Product = 'collection' | 'disbursement';

export type { FakeMtnCallback, FakeMtnTransaction };

export interface FakeMtnServerOptions {
  credentials?: Record<Product, MtnProductCredentials>;
  targetEnvironment?: string;
  currency?: string;
  tokenLifetimeSeconds?: number;
  /** Where to call back when a request carries no X-Callback-Url. */
  callbackUrl?: string;
  /** MoMo may use either; callback listeners must accept both. */
  callbackMethod?: 'POST' | 'PUT';
  /** `code`: "reason": "NOT_ENOUGH_FUNDS" (what MoMo sends); `object`: { code, message } (its OpenAPI). */
  reasonStyle?: 'code' | 'object';
}

export const FAKE_MTN_CREDENTIALS: Record<Product, MtnProductCredentials> = {
  collection: {
    subscriptionKey: 'fake-collection-subscription-key',
    apiUser: '0c5d2a7e-6f3b-4c1a-9d8e-1f2a3b4c5d6e',
    apiKey: 'fake-collection-api-key',
  },
  disbursement: {
    subscriptionKey: 'fake-disbursement-subscription-key',
    apiUser: '7e1f9b2c-3d4a-4e5f-8a6b-7c8d9e0f1a2b',
    apiKey: 'fake-disbursement-api-key',
  },
};

const PATHS: Record<Product, string> = {
  collection: '/collection/v1_0/requesttopay',
  disbursement: '/disbursement/v1_0/transfer',
};

/**
 * A local MTN MoMo Open API for tests: the token endpoints, request-to-pay and transfer with their status
 * queries, speaking MoMo's paths, headers, JSON bodies and status codes (see ../README.md). It checks
 * credentials, subscription keys, the target environment, X-Reference-Id (UUID v4, 409 when repeated) and
 * the body, keeps transactions in memory and calls back as each transaction's scenario says.
 */
export class FakeMtnServer {
  readonly transactions = new Map<string, FakeMtnTransaction>();
  /** Every callback attempted, in order, with the receiver's answer. */
  get callbacksSent(): readonly FakeMtnCallback[] {
    return this.callbacks.sent;
  }
  readonly tokensIssued: Record<Product, number> = { collection: 0, disbursement: 0 };
  /** Create calls received, including repeats answered 409: what a double charge would need. */
  readonly createRequests: Record<Product, number> = { collection: 0, disbursement: 0 };

  private readonly server: Server;
  private readonly scenarios = new FakeMtnScenarioBook();
  private readonly tokens = new Map<string, { product: Product; expiresAt: number }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly callbacks = new FakeMtnCallbackSender();
  private readonly credentials: Record<Product, MtnProductCredentials>;
  private readonly options: Required<Omit<FakeMtnServerOptions, 'credentials' | 'callbackUrl'>> & {
    callbackUrl: string | null;
  };
  private address: string | null = null;

  constructor(options: FakeMtnServerOptions = {}) {
    this.credentials = options.credentials ?? FAKE_MTN_CREDENTIALS;
    this.options = {
      targetEnvironment: options.targetEnvironment ?? 'sandbox',
      currency: options.currency ?? 'ZMW',
      tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
      callbackUrl: options.callbackUrl ?? null,
      callbackMethod: options.callbackMethod ?? 'POST',
      reasonStyle: options.reasonStyle ?? 'code',
    };
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch(() =>
        respond(res, mtnError(500, 'INTERNAL_PROCESSING_ERROR', 'Fake failed.')),
      );
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.address = `http://127.0.0.1:${port}`;
    return this.address;
  }

  get url(): string {
    if (!this.address) throw new Error('FakeMtnServer not started');
    return this.address;
  }

  /** The variables `loadMtnConfig` reads, pointing at this server with its credentials. */
  env(overrides: Record<string, string> = {}): Record<string, string> {
    const { collection, disbursement } = this.credentials;
    return {
      MTN_BASE_URL: this.url,
      MTN_TARGET_ENVIRONMENT: this.options.targetEnvironment,
      MTN_CURRENCY: this.options.currency,
      MTN_COLLECTION_SUBSCRIPTION_KEY: collection.subscriptionKey,
      MTN_COLLECTION_API_USER: collection.apiUser,
      MTN_COLLECTION_API_KEY: collection.apiKey,
      MTN_DISBURSEMENT_SUBSCRIPTION_KEY: disbursement.subscriptionKey,
      MTN_DISBURSEMENT_API_USER: disbursement.apiUser,
      MTN_DISBURSEMENT_API_KEY: disbursement.apiKey,
      ...overrides,
    };
  }

  /** Default scenario, or one for a subscriber number (`{ msisdn }`) or the next create calls (`{ nextCalls }`). */
  setScenario(scenario: Partial<FakeMtnScenario>, target?: FakeMtnScenarioTarget): void {
    this.scenarios.set(scenario, target);
  }

  /** Every issued token stops working, as when a new API key is generated: the next call gets 401. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** Resolves once at least `count` callbacks have been attempted (sent or failed). */
  waitForCallbacks(count: number, timeoutMs = 5000): Promise<void> {
    return this.callbacks.waitFor(count, timeoutMs);
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const answer = this.route(req, body);
    if (answer.holdMs) this.later(answer.holdMs, () => respond(res, answer));
    else respond(res, answer);
  }

  private route(req: IncomingMessage, body: string): Answer {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    for (const product of ['collection', 'disbursement'] as const) {
      if (path === `/${product}/token/` || path === `/${product}/token`) {
        return req.method === 'POST' ? this.issueToken(product, req) : { status: 405, body: null };
      }
      const isCreate = path === PATHS[product] && req.method === 'POST';
      const isStatus = path.startsWith(`${PATHS[product]}/`) && req.method === 'GET';
      if (isCreate || isStatus) {
        const refused = this.refusal(product, req);
        if (refused) return refused;
        if (isCreate) return this.create(product, req, body);
        return this.status(product, path.slice(PATHS[product].length + 1));
      }
    }
    return { status: 404, body: { statusCode: 404, message: 'Resource not found' } };
  }

  private issueToken(product: Product, req: IncomingMessage): Answer {
    const { subscriptionKey, apiUser, apiKey } = this.credentials[product];
    if (req.headers['ocp-apim-subscription-key'] !== subscriptionKey) return DENIED_SUBSCRIPTION;
    const expected = `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return { status: 401, body: { error: 'login_failed' } };
    const token = randomBytes(24).toString('base64url');
    const lifetime = this.options.tokenLifetimeSeconds;
    this.tokens.set(token, { product, expiresAt: Date.now() + lifetime * 1000 });
    this.tokensIssued[product] += 1;
    return { status: 200, body: { access_token: token, token_type: 'access_token', expires_in: lifetime } };
  }

  /** Subscription key, a live bearer token of this product, the target environment; null when all hold. */
  private refusal(product: Product, req: IncomingMessage): Answer | null {
    if (req.headers['ocp-apim-subscription-key'] !== this.credentials[product].subscriptionKey) {
      return DENIED_SUBSCRIPTION;
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const known = token ? this.tokens.get(token) : undefined;
    if (!known || known.product !== product || known.expiresAt <= Date.now()) {
      return {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Access token is missing, invalid or expired.' },
      };
    }
    if (req.headers['x-target-environment'] !== this.options.targetEnvironment) {
      return mtnError(500, 'NOT_ALLOWED_TARGET_ENVIRONMENT', 'Access to target environment is forbidden.');
    }
    return null;
  }

  private create(product: Product, req: IncomingMessage, raw: string): Answer {
    this.createRequests[product] += 1;
    const referenceId = headerValue(req, 'x-reference-id');
    if (!referenceId || !UUID_V4_PATTERN.test(referenceId)) {
      return badRequest('X-Reference-Id must be a UUID version 4.');
    }
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return badRequest('Content-Type must be application/json.');
    }
    const input = parseCreateBody(raw, product);
    if (typeof input === 'string') return badRequest(input);
    if (input.currency !== this.options.currency) {
      return mtnError(500, 'INVALID_CURRENCY', 'Currency not supported.');
    }
    if (this.transactions.has(referenceId)) {
      return mtnError(409, 'RESOURCE_ALREADY_EXIST', 'Duplicated reference id. Creation of resource failed.');
    }
    const scenario = this.scenarios.take(input.party.partyId);
    if (scenario.respond === 'server_error') {
      return mtnError(500, 'INTERNAL_PROCESSING_ERROR', 'An internal error occurred.');
    }
    const transaction: FakeMtnTransaction = {
      product,
      referenceId,
      ...input,
      callbackUrl: headerValue(req, 'x-callback-url') ?? this.options.callbackUrl,
      scenario,
      status: 'PENDING',
      reason: null,
      financialTransactionId: null,
      createdAt: Date.now(),
    };
    this.transactions.set(referenceId, transaction);
    if (scenario.callback === 'forged') {
      this.later(scenario.callbackDelayMs, () =>
        this.callBack(transaction, {
          ...toWireBody(transaction, this.options.reasonStyle),
          status: 'SUCCESSFUL',
        }),
      );
    }
    if (scenario.outcome !== 'pending_forever') {
      this.later(scenario.settleAfterMs, () => this.settle(transaction));
    }
    return { status: 202, body: null, ...(scenario.respond === 'timeout' && { holdMs: scenario.holdMs }) };
  }

  private status(product: Product, referenceId: string): Answer {
    const transaction = this.transactions.get(referenceId);
    if (!transaction || transaction.product !== product) {
      return mtnError(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    }
    // A timer may lag behind the clock; the answer must not.
    const due = Date.now() - transaction.createdAt >= transaction.scenario.settleAfterMs;
    if (due) this.settle(transaction);
    return { status: 200, body: toWireBody(transaction, this.options.reasonStyle) };
  }

  private settle(transaction: FakeMtnTransaction): void {
    if (transaction.status !== 'PENDING') return;
    const settled = settledStatus(transaction.scenario, transaction.product);
    if (!settled) return;
    transaction.status = settled.status;
    transaction.reason = settled.reason;
    if (settled.status === 'SUCCESSFUL') transaction.financialTransactionId = String(randomInt(1e8, 1e9));
    const { callback, callbackDelayMs } = transaction.scenario;
    const times = callback === 'once' ? 1 : callback === 'twice' ? 2 : 0;
    for (let i = 0; i < times; i++) {
      this.later(callbackDelayMs, () =>
        this.callBack(transaction, toWireBody(transaction, this.options.reasonStyle)),
      );
    }
  }

  private callBack(transaction: FakeMtnTransaction, body: Record<string, unknown>): Promise<void> {
    if (!transaction.callbackUrl) return Promise.resolve();
    return this.callbacks.send(transaction.callbackUrl, this.options.callbackMethod, JSON.stringify(body));
  }

  private later(ms: number, run: () => unknown): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, ms);
    this.timers.add(timer);
  }
}
