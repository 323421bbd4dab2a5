/**
 * Wires the adapter to a fresh fake Airtel for one test: the adapter's config comes through
 * `loadAirtelConfig` like in production. Callbacks land on a small local receiver that records them as
 * the webhook would see them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CollectionRequest, IncomingCallback, TransferRequest } from '../../ports';
import { createAirtelProviders, loadAirtelConfig } from '../index';
import { type FakeAirtelOptions, FakeAirtelServer } from './fake-airtel-server';

/** Timeout tests use this short limit; others a roomier one, so a busy machine does not fail them. */
export const SHORT_TIMEOUT_MS = 300;
const DEFAULT_TIMEOUT_MS = 2000;

export interface CallbackReceiver {
  url: string;
  received: IncomingCallback[];
  close(): Promise<void>;
}

export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const received: IncomingCallback[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/airtel`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface AirtelKitOptions {
  fake?: FakeAirtelOptions;
  /** Extra or overriding AIRTEL_* variables for the adapter. */
  env?: Record<string, string>;
  now?: () => Date;
}

export async function startAirtelKit(options: AirtelKitOptions = {}) {
  const receiver = await startCallbackReceiver();
  const fake = await new FakeAirtelServer({ callbackUrl: receiver.url, ...options.fake }).start();
  const config = loadAirtelConfig({
    AIRTEL_BASE_URL: fake.url,
    AIRTEL_CLIENT_ID: fake.clientId,
    AIRTEL_CLIENT_SECRET: fake.clientSecret,
    AIRTEL_DISBURSEMENT_PIN: fake.pin,
    AIRTEL_PIN_PUBLIC_KEY: fake.pinPublicKey,
    AIRTEL_TIMEOUT_MS: String(DEFAULT_TIMEOUT_MS),
    ...options.env,
  });
  const providers = createAirtelProviders(config, options.now ? { now: options.now } : {});
  return {
    fake,
    receiver,
    config,
    ...providers,
    async close() {
      await fake.close();
      await receiver.close();
    },
  };
}

/** A borrower's repayment from an Airtel number, with overridable fields. */
export function collectionRequest(overrides: Partial<CollectionRequest> = {}): CollectionRequest {
  return {
    reference: `pay-${Math.random().toString(36).slice(2, 10)}`,
    amountNgwee: 12_550,
    msisdn: '+260971234567',
    operator: 'airtel',
    narration: 'Loan repayment',
    ...overrides,
  };
}

export function transferRequest(overrides: Partial<TransferRequest> = {}): TransferRequest {
  return {
    reference: `dsb-${Math.random().toString(36).slice(2, 10)}`,
    amountNgwee: 95_000,
    destination: {
      method: 'mobile_money',
      operator: 'airtel',
      msisdn: '+260971234567',
      accountName: 'Mary Banda',
    },
    narration: 'Loan disbursement',
    ...overrides,
  };
}
