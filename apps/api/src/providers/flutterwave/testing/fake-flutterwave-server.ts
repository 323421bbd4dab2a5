import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the borrower leaves the stand-in's hosted checkout (docs/decisions/055):
 * - `success`: paid; the transaction is `successful` and the webhook is sent.
 * - `decline`: the card is declined; the transaction is `failed` and the webhook is sent.
 * - `3ds`: a 3-D Secure challenge page first (OTP 12345 pays, anything else declines).
 * - `abandon`: "Cancel payment": no transaction at all; back with `status=cancelled`.
 * - `late`: back at once with `status=successful`, but the transaction stays `pending` for `lateMs` before it
 *   succeeds and the (late) webhook is sent.
 * - `bad-signature`: paid, but the webhook carries a wrong `verif-hash`.
 * - `replay`: paid, and the same webhook is sent twice.
 */
export const CHECKOUT_OUTCOMES = [
  'success',
  'decline',
  '3ds',
  'abandon',
  'late',
  'bad-signature',
  'replay',
] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

/** Flutterwave's transaction object, as verify_by_reference and the charge.completed webhook carry it. */
export interface FakeFlutterwaveTransaction {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  charged_amount: number;
  currency: string;
  status: 'successful' | 'failed' | 'pending';
  payment_type: 'card';
  processor_response: string;
  created_at: string;
  customer: { email: string; name: string | null };
}

interface Checkout {
  txRef: string;
  amount: number;
  currency: string;
  redirectUrl: string;
  email: string;
  name: string | null;
  title: string;
}

export interface FakeFlutterwaveOptions {
  secretKey: string;
  /** The `verif-hash` sent with every webhook (FLUTTERWAVE_WEBHOOK_HASH). */
  webhookHash: string;
  /** Where webhooks go (set on Flutterwave's dashboard, not per request); unset: recorded only. */
  webhookUrl?: string;
  /** How long a `late` payment stays pending (default 3 s). */
  lateMs?: number;
  /** A fixed port (the e2e run's); default a free one. */
  port?: number;
  /** Delivers a webhook instead of an HTTP POST to `webhookUrl` (a test app answering by inject). */
  deliver?: (webhook: { headers: Record<string, string>; body: string }) => Promise<number>;
}

/** What the stand-in answers POST /payments and verify_by_reference with, for outage tests. */
export type FakeMode = 'normal' | 'outage' | 'slow';

export interface SentWebhook {
  txRef: string;
  status: number | 'unreachable';
  goodSignature: boolean;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server speaking Flutterwave's v3 wire format for Standard checkout
 * (https://developer.flutterwave.com/docs/collecting-payments/standard): `POST /v3/payments` answering
 * `{ status: 'success', message: 'Hosted Link', data: { link } }`; `GET /v3/transactions/verify_by_reference
 * ?tx_ref=` answering the transaction or HTTP 400 "No transaction was found for this id"; a hosted checkout
 * page at `/checkout/<tx_ref>` where a test chooses how the payment ends (CHECKOUT_OUTCOMES); then the
 * redirect to `redirect_url?status=&tx_ref=&transaction_id=` and the `charge.completed` webhook with
 * `verif-hash`. It asks for no card number: the choice is the card's answer.
 */
export class FakeFlutterwaveServer {
  private server: Server | undefined;
  private readonly checkouts = new Map<string, Checkout>();
  private readonly transactions = new Map<string, FakeFlutterwaveTransaction>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private nextId = 4_100_000;
  readonly webhooksSent: SentWebhook[] = [];
  readonly requests: Array<{ method: string; path: string; body: unknown; authorised: boolean }> = [];
  webhookUrl: string | undefined;
  mode: FakeMode = 'normal';
  /** The API base (FLUTTERWAVE_BASE_URL), e.g. http://127.0.0.1:PORT/v3. */
  url = '';
  origin = '';

  constructor(private readonly options: FakeFlutterwaveOptions) {
    this.webhookUrl = options.webhookUrl;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => {
        if (!res.headersSent) json(res, 500, { status: 'error', message: 'stand-in error', data: null });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
    this.url = `${this.origin}/v3`;
    return this;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  transaction(txRef: string): FakeFlutterwaveTransaction | undefined {
    return this.transactions.get(txRef);
  }

  /** The checkout page's address for our reference, as POST /payments answered it. */
  checkoutLink(txRef: string): string {
    return `${this.origin}/checkout/${encodeURIComponent(txRef)}`;
  }

  /**
   * What the page's buttons do, without a browser: settles the checkout as `outcome` says (for `3ds`, the
   * challenge answered with `otp`) and returns the address the borrower is sent back to. Webhooks are sent
   * before it resolves, except a `late` one.
   */
  async complete(txRef: string, outcome: CheckoutOutcome, otp = '12345'): Promise<string> {
    const checkout = this.checkouts.get(txRef);
    if (!checkout) throw new Error(`no checkout for ${txRef}`);
    const back = (status: string, tx?: FakeFlutterwaveTransaction) => {
      const url = new URL(checkout.redirectUrl);
      url.searchParams.set('status', status);
      url.searchParams.set('tx_ref', txRef);
      if (tx) url.searchParams.set('transaction_id', String(tx.id));
      return url.toString();
    };
    switch (outcome) {
      case 'abandon':
        return back('cancelled');
      case 'decline': {
        const tx = this.record(checkout, 'failed', 'Declined by issuer: insufficient funds');
        await this.sendWebhook(txRef);
        return back('failed', tx);
      }
      case '3ds':
        return otp === '12345' ? this.complete(txRef, 'success') : this.complete(txRef, 'decline');
      case 'late': {
        const tx = this.record(checkout, 'pending', 'Pending');
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          tx.status = 'successful';
          tx.processor_response = 'Approved';
          void this.sendWebhook(txRef);
        }, this.options.lateMs ?? 3000);
        this.timers.add(timer);
        return back('successful', tx);
      }
      default: {
        const tx = this.record(checkout, 'successful', 'Approved');
        await this.sendWebhook(txRef, { goodSignature: outcome !== 'bad-signature' });
        if (outcome === 'replay') await this.sendWebhook(txRef);
        return back('successful', tx);
      }
    }
  }

  /** Posts the transaction's `charge.completed` webhook (again, if it was sent already). */
  async sendWebhook(txRef: string, options: { goodSignature?: boolean } = {}): Promise<SentWebhook> {
    const tx = this.transactions.get(txRef);
    if (!tx) throw new Error(`no transaction for ${txRef}`);
    const goodSignature = options.goodSignature ?? true;
    const sent: SentWebhook = { txRef, status: 'unreachable', goodSignature };
    const headers = {
      'content-type': 'application/json',
      'verif-hash': goodSignature ? this.options.webhookHash : 'not-the-secret-hash',
    };
    const body = JSON.stringify({ event: 'charge.completed', data: tx, 'event.type': 'CARD_TRANSACTION' });
    if (this.options.deliver) {
      sent.status = await this.options.deliver({ headers, body });
    } else if (this.webhookUrl) {
      try {
        const response = await fetch(this.webhookUrl, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(10_000),
        });
        sent.status = response.status;
        await response.text();
      } catch {
        sent.status = 'unreachable';
      }
    }
    this.webhooksSent.push(sent);
    return sent;
  }

  private record(
    checkout: Checkout,
    status: FakeFlutterwaveTransaction['status'],
    processorResponse: string,
  ): FakeFlutterwaveTransaction {
    const existing = this.transactions.get(checkout.txRef);
    if (existing) return existing;
    const id = this.nextId++;
    const tx: FakeFlutterwaveTransaction = {
      id,
      tx_ref: checkout.txRef,
      flw_ref: `FLW-MOCK-${id}`,
      amount: checkout.amount,
      charged_amount: checkout.amount,
      currency: checkout.currency,
      status,
      payment_type: 'card',
      processor_response: processorResponse,
      created_at: new Date().toISOString(),
      customer: { email: checkout.email, name: checkout.name },
    };
    this.transactions.set(checkout.txRef, tx);
    return tx;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    const raw = req.method === 'POST' ? await readBody(req) : '';
    const authorised = req.headers.authorization === `Bearer ${this.options.secretKey}`;
    if (url.pathname.startsWith('/v3/')) {
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // kept as text
      }
      this.requests.push({
        method: req.method ?? '',
        path: `${url.pathname}${url.search}`,
        body,
        authorised,
      });
      if (!authorised)
        return json(res, 401, { status: 'error', message: 'Invalid authorization key', data: null });
      if (this.mode === 'outage') {
        return json(res, 503, { status: 'error', message: 'Service unavailable', data: null });
      }
      if (this.mode === 'slow') await new Promise((r) => setTimeout(r, 60_000).unref());
      if (req.method === 'POST' && url.pathname === '/v3/payments') return this.createPayment(res, body);
      if (req.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
        const tx = this.transactions.get(url.searchParams.get('tx_ref') ?? '');
        if (!tx)
          return json(res, 400, {
            status: 'error',
            message: 'No transaction was found for this id',
            data: null,
          });
        return json(res, 200, { status: 'success', message: 'Transaction fetched successfully', data: tx });
      }
      return json(res, 404, { status: 'error', message: 'Not found', data: null });
    }
    const page = /^\/checkout\/([^/]+)(\/challenge)?$/.exec(url.pathname);
    const txRef = page?.[1] ? decodeURIComponent(page[1]) : '';
    const checkout = this.checkouts.get(txRef);
    if (!page || !checkout) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return void res.end('No such checkout');
    }
    if (req.method === 'GET') return this.page(res, checkout, page[2] ? 'challenge' : 'choose');
    const form = new URLSearchParams(raw);
    const outcome = form.get('outcome') as CheckoutOutcome | null;
    if (!page[2] && outcome === '3ds') {
      res.writeHead(303, { location: `/checkout/${encodeURIComponent(txRef)}/challenge` });
      return void res.end();
    }
    const chosen = page[2] ? '3ds' : outcome;
    if (!chosen || !CHECKOUT_OUTCOMES.includes(chosen)) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      return void res.end('Choose an outcome');
    }
    const back = await this.complete(txRef, chosen, form.get('otp') ?? '');
    res.writeHead(303, { location: back });
    res.end();
  }

  private createPayment(res: ServerResponse, body: unknown) {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const customer = (typeof b.customer === 'object' && b.customer !== null ? b.customer : {}) as Record<
      string,
      unknown
    >;
    const amount = b.amount;
    const problems = [
      typeof b.tx_ref === 'string' && b.tx_ref.length > 0 ? null : 'tx_ref is required',
      typeof amount === 'number' && amount > 0 ? null : 'amount must be a positive number',
      typeof b.redirect_url === 'string' && /^https?:\/\//.test(b.redirect_url)
        ? null
        : 'redirect_url is required',
      typeof customer.email === 'string' && customer.email.includes('@')
        ? null
        : 'customer.email is required',
    ].filter((p): p is string => p !== null);
    if (problems.length > 0)
      return json(res, 400, { status: 'error', message: problems.join('; '), data: null });
    const txRef = b.tx_ref as string;
    // The same tx_ref again (a retry) gets the same checkout, never a second one.
    if (!this.checkouts.has(txRef)) {
      const customizations = (typeof b.customizations === 'object' && b.customizations) as Record<
        string,
        unknown
      > | null;
      this.checkouts.set(txRef, {
        txRef,
        amount: amount as number,
        currency: typeof b.currency === 'string' ? b.currency : 'NGN',
        redirectUrl: b.redirect_url as string,
        email: customer.email as string,
        name: typeof customer.name === 'string' ? customer.name : null,
        title: typeof customizations?.title === 'string' ? customizations.title : 'Payment',
      });
    }
    json(res, 200, { status: 'success', message: 'Hosted Link', data: { link: this.checkoutLink(txRef) } });
  }

  private page(res: ServerResponse, checkout: Checkout, step: 'choose' | 'challenge') {
    const action = `/checkout/${encodeURIComponent(checkout.txRef)}${step === 'challenge' ? '/challenge' : ''}`;
    const amount = `${checkout.currency} ${checkout.amount.toFixed(2)}`;
    const buttons =
      step === 'challenge'
        ? `<p>3-D Secure: your bank sent a one-time code (the stand-in's is 12345).</p>
<label>One-time code <input name="otp" inputmode="numeric" autocomplete="one-time-code"></label>
<button type="submit">Authenticate</button>`
        : [
            ['success', 'Pay (approved)'],
            ['decline', 'Pay (declined)'],
            ['3ds', 'Pay (3-D Secure challenge)'],
            ['late', 'Pay (confirmed late)'],
            ['bad-signature', 'Pay (webhook with a bad signature)'],
            ['replay', 'Pay (webhook sent twice)'],
            ['abandon', 'Cancel payment'],
          ]
            .map(
              ([value, label]) => `<button type="submit" name="outcome" value="${value}">${label}</button>`,
            )
            .join('\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Flutterwave stand-in checkout</title>
<style>body{font-family:sans-serif;max-width:24rem;margin:1rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem}</style>
</head><body><h1>Stand-in checkout</h1><p>No real card is charged.</p>
<p>${escapeHtml(checkout.title)}: <strong>${escapeHtml(amount)}</strong></p>
<form method="post" action="${action}">${buttons}</form></body></html>`);
  }
}

/** Starts a stand-in Flutterwave (for tests, the e2e run and `npm run dev` with FLUTTERWAVE_BASE_URL). */
export function startFakeFlutterwave(options: FakeFlutterwaveOptions): Promise<FakeFlutterwaveServer> {
  return new FakeFlutterwaveServer(options).start();
}
