import { createMtnProviders } from '../index';
import type { MtnDeps } from '../mtn-client';
import { loadMtnConfig, type MtnConfig } from '../mtn-config';
import { CallbackReceiver } from './callback-receiver';
import { FakeMtnServer, type FakeMtnServerOptions } from './fake-mtn-server';

export interface MtnHarness {
  fake: FakeMtnServer;
  receiver: CallbackReceiver;
  config: MtnConfig;
  providers: ReturnType<typeof createMtnProviders>;
  /** Another set of ports on the same fake and clock, e.g. an impatient one: `connect({ MTN_TIMEOUT_MS: '300' })`. */
  connect(env: Record<string, string>): ReturnType<typeof createMtnProviders>;
  /** The adapter's clock (the fake keeps real time): move it to expire tokens without waiting. */
  clock: { advance(ms: number): void };
  close(): Promise<void>;
}

/**
 * A fake MoMo, a callback receiver and both MTN ports wired to them. The ports wait 2 s (the machine may
 * be busy); timeout tests `connect` impatient ports (300 ms) so they finish quickly. `deps.fetch` may wrap
 * the real fetch to break chosen calls.
 */
export async function startMtnHarness(
  options: { fake?: FakeMtnServerOptions; env?: Record<string, string>; deps?: MtnDeps } = {},
): Promise<MtnHarness> {
  const fake = new FakeMtnServer(options.fake);
  const receiver = new CallbackReceiver();
  await Promise.all([fake.start(), receiver.start()]);
  const configWith = (env: Record<string, string>) =>
    loadMtnConfig(
      fake.env({ MTN_TIMEOUT_MS: '2000', MTN_CALLBACK_URL: receiver.url, ...options.env, ...env }),
    );
  let offsetMs = 0;
  const connect = (env: Record<string, string>) =>
    createMtnProviders(configWith(env), { now: () => new Date(Date.now() + offsetMs), ...options.deps });
  const config = configWith({});
  return {
    fake,
    receiver,
    config,
    providers: connect({}),
    connect,
    clock: {
      advance(ms) {
        offsetMs += ms;
      },
    },
    async close() {
      await Promise.all([fake.close(), receiver.close()]);
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
