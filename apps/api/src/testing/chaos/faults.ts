import type { ChaosAction, ChaosEvent, ProviderBehaviour, ProviderName } from './schedule';
import { describeAction } from './schedule';
import type { ChaosStack } from './stack';

export interface FaultCounts {
  faults: number;
  kills: number;
  postgresRestarts: number;
  redisRestarts: number;
  providerMisbehaviours: number;
  /** Each kill or restart that came back (the process healthy again, the server answering). */
  recoveries: number;
  /** Recoveries that failed, with why: a process that would not start again is a finding. */
  failedRecoveries: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in's normal behaviour: settle quickly, call back once. */
function normalProvider(stack: ChaosStack, provider: ProviderName): void {
  if (provider === 'mtn') {
    stack.mtn.setScenario({
      outcome: 'successful',
      settleAfterMs: 300,
      callback: 'once',
      callbackDelayMs: 0,
      respond: 'accept',
    });
  } else if (provider === 'airtel')
    stack.airtel.setScenario('default', { settleAfterMs: 300, callback: 'once' });
  else stack.lenco.setDefaultScenario({});
}

export function normalProviders(stack: ChaosStack): void {
  for (const provider of ['mtn', 'airtel', 'lenco'] as const) normalProvider(stack, provider);
}

function misbehave(stack: ChaosStack, provider: ProviderName, behaviour: ProviderBehaviour): void {
  // Longer than the adapters' 5 s timeout (stack.ts): the request reached the provider, the answer is lost.
  const holdMs = 7_000;
  if (provider === 'mtn') {
    stack.mtn.setScenario({
      outcome: 'successful',
      settleAfterMs: 300,
      respond: behaviour === 'timeout' ? 'timeout' : 'accept',
      holdMs,
      callback: behaviour === 'twice' ? 'twice' : behaviour === 'silent' ? 'none' : 'once',
      callbackDelayMs: behaviour === 'late' ? 8_000 : 0,
    });
  } else if (provider === 'airtel') {
    stack.airtel.setScenario('default', {
      settleAfterMs: 300,
      ...(behaviour === 'timeout' && { holdResponseMs: holdMs }),
      callback:
        behaviour === 'twice'
          ? 'twice'
          : behaviour === 'silent'
            ? 'none'
            : behaviour === 'late'
              ? 'late'
              : 'once',
      callbackDelayMs: 8_000,
    });
  } else {
    stack.lenco.setDefaultScenario({
      ...(behaviour === 'timeout' && { respondAfterMs: holdMs }),
      callback: behaviour === 'twice' ? 'twice' : behaviour === 'silent' ? 'none' : 'once',
      ...(behaviour === 'late' && { callbackDelayMs: 8_000 }),
    });
  }
}

/**
 * Plays the schedule against the running stack from `startedAt`: each event at its moment, each fault
 * switched off again after its time, each killed process started again after its pause.
 */
export async function playSchedule(
  stack: ChaosStack,
  events: ChaosEvent[],
  startedAt: number,
  counts: FaultCounts,
  log: (line: string) => void,
): Promise<void> {
  const running: Promise<void>[] = [];
  for (const event of events) {
    const wait = startedAt + event.atMs - Date.now();
    if (wait > 0) await sleep(wait);
    log(`fault at ${(event.atMs / 1000).toFixed(1)} s: ${describeAction(event.action)}`);
    const began = Date.now();
    running.push(
      apply(stack, event.action, counts).then(
        () => log(`  over after ${Date.now() - began} ms: ${describeAction(event.action)}`),
        (error: unknown) => {
          counts.failedRecoveries.push(`${describeAction(event.action)}: ${String(error).slice(0, 2_000)}`);
        },
      ),
    );
  }
  await Promise.all(running);
}

async function apply(stack: ChaosStack, action: ChaosAction, counts: FaultCounts): Promise<void> {
  counts.faults += 1;
  switch (action.kind) {
    case 'kill':
      counts.kills += 1;
      await stack.kill(action.process);
      await sleep(action.downMs);
      await stack.startProcess(action.process);
      counts.recoveries += 1;
      return;
    case 'postgres-restart':
      counts.postgresRestarts += 1;
      await stack.pg.restart();
      counts.recoveries += 1;
      return;
    case 'redis-restart':
      counts.redisRestarts += 1;
      await stack.redis.restart();
      counts.recoveries += 1;
      return;
    case 'proxy-fault': {
      const proxy = stack.proxies[action.proxy];
      proxy.setFault(action.fault);
      await sleep(action.forMs);
      proxy.setFault({ kind: 'none' });
      return;
    }
    case 'provider':
      counts.providerMisbehaviours += 1;
      misbehave(stack, action.provider, action.behaviour);
      await sleep(action.forMs);
      normalProvider(stack, action.provider);
  }
}

/** Switches every fault off: the settle phase starts from a healthy system. */
export function allFaultsOff(stack: ChaosStack): void {
  for (const proxy of Object.values(stack.proxies)) proxy.setFault({ kind: 'none' });
  normalProviders(stack);
}
