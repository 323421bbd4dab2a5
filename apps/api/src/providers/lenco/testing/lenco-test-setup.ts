import { afterEach, beforeEach } from 'vitest';
import { createLencoProviders } from '../index';
import type { LencoConfig } from '../lenco-config';
import { FakeLencoServer } from './fake-lenco-server';
import { WebhookReceiver } from './webhook-receiver';

export const TEST_API_KEY = 'lenco-test-secret-key';
export const TEST_ACCOUNT_ID = 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c';
/** The timeout of the `impatient` adapters: small, so a held answer times out quickly. */
export const TEST_TIMEOUT_MS = 300;
/** Everything else gets room: a cold first request on a busy test machine can take a few hundred ms. */
const COMFORTABLE_TIMEOUT_MS = 2_000;

export interface LencoHarness {
  fake: FakeLencoServer;
  receiver: WebhookReceiver;
  config: LencoConfig;
  providers: ReturnType<typeof createLencoProviders>;
  /** The same adapters with a TEST_TIMEOUT_MS timeout, for the timeout scenarios. */
  impatient: ReturnType<typeof createLencoProviders>;
  close(): Promise<void>;
}

/** The fake Lenco, a webhook receiver it calls back, and both adapters pointed at the fake. */
export async function startLencoHarness(overrides: Partial<LencoConfig> = {}): Promise<LencoHarness> {
  const receiver = await new WebhookReceiver().start();
  const fake = await new FakeLencoServer({
    apiKey: TEST_API_KEY,
    accountId: TEST_ACCOUNT_ID,
    webhookUrl: receiver.url,
  }).start();
  const config: LencoConfig = {
    baseUrl: fake.url,
    apiKey: TEST_API_KEY,
    accountId: TEST_ACCOUNT_ID,
    collectionBearer: 'merchant',
    timeoutMs: COMFORTABLE_TIMEOUT_MS,
    ...overrides,
  };
  return {
    fake,
    receiver,
    config,
    providers: createLencoProviders(config),
    impatient: createLencoProviders({ ...config, timeoutMs: TEST_TIMEOUT_MS }),
    async close() {
      await fake.close();
      await receiver.close();
    },
  };
}

/**
 * A fresh harness for each test of the calling file, closed after it: `const h = lencoHarnessPerTest()`
 * at the top of a file, then `h.fake`, `h.providers`… inside the tests.
 */
export function lencoHarnessPerTest(): LencoHarness {
  let current: LencoHarness | undefined;
  beforeEach(async () => {
    current = await startLencoHarness();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const harness = () => {
    if (!current) throw new Error('the Lenco harness exists only while a test runs');
    return current;
  };
  return {
    get fake() {
      return harness().fake;
    },
    get receiver() {
      return harness().receiver;
    },
    get config() {
      return harness().config;
    },
    get providers() {
      return harness().providers;
    },
    get impatient() {
      return harness().impatient;
    },
    close: () => harness().close(),
  };
}

let referenceCount = 0;
/** A reference no other request of the test run has used: `${prefix}-<time>-<n>`. */
export function uniqueReference(prefix: string): string {
  referenceCount += 1;
  return `${prefix}-${Date.now()}-${referenceCount}`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` passes or `timeoutMs` elapses (then the last failure is thrown). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 2_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(20);
    }
  }
}
