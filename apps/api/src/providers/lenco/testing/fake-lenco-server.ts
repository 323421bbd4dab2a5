import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIMULATOR_BANKS } from '../../simulator/simulator-banks';
import {
  asObject,
  envelopeError,
  invalidCollection,
  invalidTransfer,
  ok,
  parseJson,
  type Reply,
  readBody,
  send,
  toNgwee,
} from './fake-lenco-http';
import { type FakeLencoScenario, ScenarioBook } from './fake-lenco-scenarios';
import {
  type FakeLencoTransaction,
  newTransaction,
  settle,
  transactionJson,
} from './fake-lenco-transactions';
import { buildCallback, deliver, type FakeLencoCallback } from './fake-lenco-webhooks';

export type { FakeLencoScenario } from './fake-lenco-scenarios';
export type { FakeLencoTransaction } from './fake-lenco-transactions';
export type { FakeLencoCallback } from './fake-lenco-webhooks';

export interface FakeLencoOptions {
  apiKey: string;
  /** The Lenco account transfers must debit. */
  accountId: string;
  /** Where webhooks go (Lenco's is registered with Lenco, not sent per request); unset: recorded only. */
  webhookUrl?: string;
  /** GET /banks; default: the simulator's Zambian banks, so one test id is valid with either provider. */
  banks?: readonly FakeLencoBank[];
}

/** One entry of Lenco's bank list, as GET /banks shows it. */
export interface FakeLencoBank {
  id: string;
  name: string;
  country: string;
}

const DEFAULT_BANKS: readonly FakeLencoBank[] = SIMULATOR_BANKS.map((bank) => ({ ...bank, country: 'zm' }));

const STATUS_PATH = /^\/access\/v2\/(collections|transfers)\/status\/([^/]+)$/;

/**
 * A local HTTP server speaking Lenco's v2 wire format (paths under /access/v2, Bearer secret key,
 * `{ status, message, data, errorCode }` envelopes, "Duplicate reference" on a reused reference,
 * signed webhooks). Transactions live in memory; scenarios decide how each request ends.
 */
export class FakeLencoServer {
  private server: Server | undefined;
  private readonly scenarios = new ScenarioBook();
  private readonly collections = new Map<string, FakeLencoTransaction>();
  private readonly transfers = new Map<string, FakeLencoTransaction>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Every request received, in order (path and parsed JSON body), to assert the wire format. */
  readonly requests: Array<{ method: string; path: string; body: unknown; authorised: boolean }> = [];
  readonly callbacksSent: FakeLencoCallback[] = [];
  webhookUrl: string | undefined;
  /** What GET /banks lists; a bank transfer to any other `bankId` is refused. */
  banks: FakeLencoBank[];
  /** When true, GET /banks answers HTTP 500 (an outage of the list only). */
  banksDown = false;
  /** The API base to configure the adapter with (LENCO_BASE_URL), e.g. http://127.0.0.1:PORT/access/v2. */
  url = '';

  constructor(private readonly options: FakeLencoOptions) {
    this.webhookUrl = options.webhookUrl;
    this.banks = [...(options.banks ?? DEFAULT_BANKS)];
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/access/v2`;
    return this;
  }

  async close(): Promise<void> {
    this.clearTimers();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /** Scenario for every request to one subscriber ("+260977…" or "0977…") or bank account number. */
  setScenario(subscriberOrAccount: string, scenario: FakeLencoScenario): void {
    this.scenarios.set(subscriberOrAccount, scenario);
  }

  /** Scenario for the next request only (queued: call it twice for the next two requests). */
  setNextScenario(scenario: FakeLencoScenario): void {
    this.scenarios.queueNext(scenario);
  }

  setDefaultScenario(scenario: FakeLencoScenario): void {
    this.scenarios.setDefault(scenario);
  }

  get transactions(): FakeLencoTransaction[] {
    return [...this.collections.values(), ...this.transfers.values()];
  }

  /** Resolves once `count` webhooks have been sent (delivered or recorded), or rejects after `timeoutMs`. */
  async waitForCallbacks(count: number, timeoutMs = 2_000): Promise<FakeLencoCallback[]> {
    const deadline = Date.now() + timeoutMs;
    const done = () => this.callbacksSent.filter((c) => c.responseStatus !== null || c.error || !c.url);
    while (done().length < count) {
      if (Date.now() > deadline) throw new Error(`fake Lenco sent ${done().length} of ${count} webhooks`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.callbacksSent.slice(0, count);
  }

  /** Forgets transactions, scenarios, requests and webhooks (between tests sharing one server). */
  reset(): void {
    this.clearTimers();
    this.scenarios.reset();
    this.collections.clear();
    this.transfers.clear();
    this.requests.length = 0;
    this.callbacksSent.length = 0;
    this.banks = [...(this.options.banks ?? DEFAULT_BANKS)];
    this.banksDown = false;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = parseJson(await readBody(req));
    const method = req.method ?? '';
    const [path = '', query = ''] = (req.url ?? '').split('?');
    const authorised = req.headers.authorization === `Bearer ${this.options.apiKey}`;
    this.requests.push({ method, path, body, authorised });
    const route = this.route(method, path, new URLSearchParams(query));
    if (!route) return send(res, { status: 404, text: `Cannot ${method} ${path}` });
    if (!authorised) return send(res, envelopeError(401, 'Invalid or missing API token', '09'));
    const { answer, holdMs } = route(asObject(body));
    if (!holdMs) return send(res, answer);
    this.later(holdMs, () => send(res, answer));
  }

  private route(
    method: string,
    path: string,
    query: URLSearchParams,
  ): ((body: Record<string, unknown>) => Reply) | null {
    if (method === 'GET' && path === '/access/v2/banks') return () => this.listBanks(query.get('country'));
    const status = STATUS_PATH.exec(path);
    if (method === 'GET' && status) {
      const kind = status[1] === 'collections' ? 'collection' : 'transfer';
      return () => this.lookup(kind, decodeURIComponent(status[2] ?? ''));
    }
    if (method !== 'POST') return null;
    if (path === '/access/v2/collections/mobile-money') return (body) => this.collect(body);
    if (path === '/access/v2/transfers/mobile-money') return (body) => this.transfer(body, 'mobile');
    if (path === '/access/v2/transfers/bank-account') return (body) => this.transfer(body, 'bank');
    return null;
  }

  private lookup(kind: 'collection' | 'transfer', reference: string): Reply {
    const tx = (kind === 'collection' ? this.collections : this.transfers).get(reference);
    if (tx) return { answer: ok(transactionJson(tx)) };
    const message = kind === 'collection' ? 'Payment details was not found' : 'Transfer was not found';
    return { answer: envelopeError(404, message) };
  }

  /** `country` (ng, zm…) filters the list; without it, every country's banks. */
  private listBanks(country: string | null): Reply {
    if (this.banksDown) return { answer: envelopeError(500, 'Internal server error') };
    const wanted = country?.toLowerCase();
    return { answer: ok(this.banks.filter((bank) => !wanted || bank.country === wanted)) };
  }

  private collect(body: Record<string, unknown>): Reply {
    const invalid = invalidCollection(body);
    if (invalid) return { answer: envelopeError(400, invalid, '01') };
    const reference = String(body.reference);
    if (this.collections.has(reference)) return { answer: envelopeError(400, 'Duplicate reference', '04') };
    const scenario = this.scenarios.take(String(body.phone));
    if (scenario.serverError) return { answer: envelopeError(500, 'Internal server error') };
    const tx = newTransaction(
      {
        kind: 'collection',
        reference,
        amountNgwee: toNgwee(body.amount),
        scenario,
        phone: String(body.phone),
        operator: String(body.operator),
        bearer: typeof body.bearer === 'string' ? body.bearer : 'merchant',
      },
      new Date(),
    );
    this.collections.set(reference, tx);
    this.begin(tx, scenario.interimStatus ?? 'pay-offline');
    return { answer: ok(transactionJson(tx)), holdMs: scenario.respondAfterMs };
  }

  private transfer(body: Record<string, unknown>, rail: 'mobile' | 'bank'): Reply {
    const invalid = invalidTransfer(body, rail);
    if (invalid) return { answer: envelopeError(400, invalid, '01') };
    // Lenco pays only banks on its own list, named by its id (a sort code or a name is not one).
    // Its docs show no example of this refusal: we answer as its other validation errors do.
    if (rail === 'bank' && !this.banks.some((bank) => bank.id === body.bankId)) {
      return { answer: envelopeError(400, 'Invalid bank id', '01') };
    }
    if (body.accountId !== this.options.accountId) {
      const message = 'Account was not found or api key does not have access to the account';
      return { answer: envelopeError(400, message, '13') };
    }
    const reference = String(body.reference);
    if (this.transfers.has(reference)) return { answer: envelopeError(400, 'Duplicate reference', '04') };
    const scenario = this.scenarios.take(String(rail === 'mobile' ? body.phone : body.accountNumber));
    if (scenario.serverError) return { answer: envelopeError(500, 'Internal server error') };
    if (scenario.outcome === 'insufficient_funds') {
      // Our own account lacks the money: Lenco refuses the transfer outright, nothing is recorded.
      const answer = envelopeError(400, 'Insufficient funds in account', '02');
      return { answer, holdMs: scenario.respondAfterMs };
    }
    const destination =
      rail === 'mobile'
        ? { phone: String(body.phone), operator: String(body.operator) }
        : { accountNumber: String(body.accountNumber), bankId: String(body.bankId) };
    const tx = newTransaction(
      {
        kind: 'transfer',
        reference,
        amountNgwee: toNgwee(body.amount),
        scenario,
        accountId: String(body.accountId),
        narration: typeof body.narration === 'string' ? body.narration : null,
        ...destination,
      },
      new Date(),
    );
    this.transfers.set(reference, tx);
    this.begin(tx, scenario.interimStatus ?? 'pending');
    return { answer: ok(transactionJson(tx)), holdMs: scenario.respondAfterMs };
  }

  /** Settles at once or after `settleAfterMs`, then calls back as the scenario says. */
  private begin(tx: FakeLencoTransaction, interim: FakeLencoTransaction['status']): void {
    const { settleAfterMs } = tx.scenario;
    const finish = () => {
      settle(tx, new Date());
      this.scheduleCallbacks(tx);
    };
    if (settleAfterMs === undefined) {
      finish();
      return;
    }
    tx.status = interim;
    this.later(settleAfterMs, finish);
  }

  private scheduleCallbacks(tx: FakeLencoTransaction): void {
    const mode = tx.scenario.callback ?? 'once';
    if (mode === 'none') return;
    const callback = buildCallback(
      tx,
      this.options.apiKey,
      mode === 'wrong-signature',
      this.webhookUrl ?? null,
    );
    const copies = mode === 'twice' ? [callback, { ...callback }] : [callback];
    this.later(tx.scenario.callbackDelayMs ?? 0, async () => {
      for (const copy of copies) {
        this.callbacksSent.push(copy);
        await deliver(copy);
      }
    });
  }

  private later(ms: number, run: () => unknown): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, ms);
    this.timers.add(timer);
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
