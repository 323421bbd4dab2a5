import { createHash } from 'node:crypto';
import type { Fault } from './fault-proxy';
import { type Prng, prng } from './prng';
import type { ProcessName } from './stack';

export type ProxyName = 'postgres' | 'redis' | 'mtn' | 'airtel' | 'lenco';
export type ProviderName = 'mtn' | 'airtel' | 'lenco';
/** How a provider stand-in misbehaves for a while (its fake's scenarios). */
export type ProviderBehaviour = 'late' | 'twice' | 'silent' | 'timeout';

export type ChaosAction =
  | { kind: 'kill'; process: ProcessName; downMs: number }
  | { kind: 'postgres-restart' }
  | { kind: 'redis-restart' }
  | { kind: 'proxy-fault'; proxy: ProxyName; fault: Fault; forMs: number }
  | { kind: 'provider'; provider: ProviderName; behaviour: ProviderBehaviour; forMs: number };

export interface ChaosEvent {
  atMs: number;
  action: ChaosAction;
}

const PROXIES: readonly ProxyName[] = ['postgres', 'redis', 'mtn', 'airtel', 'lenco'];
const PROVIDERS: readonly ProviderName[] = ['mtn', 'airtel', 'lenco'];
const BEHAVIOURS: readonly ProviderBehaviour[] = ['late', 'twice', 'silent', 'timeout'];

function randomFault(r: Prng, proxy: ProxyName): Fault {
  const kind = r.pick(['latency', 'stall', 'reset', 'blackhole', 'drip'] as const);
  switch (kind) {
    case 'latency':
      return { kind, ms: r.int(50, 1_500) };
    case 'drip':
      // A database or Redis trickling its answers: a few bytes every few milliseconds.
      return proxy === 'postgres' || proxy === 'redis'
        ? { kind, bytesPerTick: r.int(16, 64), tickMs: r.int(2, 10) }
        : { kind, bytesPerTick: r.int(4, 32), tickMs: r.int(20, 100) };
    default:
      return { kind };
  }
}

/**
 * The run's faults, from the seed alone: every kind of trouble at least once (an API process and the
 * worker killed, PostgreSQL and Redis restarted), then more at random, all within the load's time and
 * none in its last tenth, so the end finds every fault switched off. The same seed gives the same list.
 */
export function faultSchedule(seed: number, durationMs: number): ChaosEvent[] {
  const r = prng(seed ^ 0x5eed_fa17);
  const lastAt = Math.floor(durationMs * 0.8);
  const firstAt = Math.min(15_000, Math.floor(durationMs * 0.1));
  const at = () => r.int(firstAt, lastAt);
  const actions: ChaosAction[] = [
    { kind: 'kill', process: r.pick(['api-1', 'api-2'] as const), downMs: r.int(2_000, 8_000) },
    { kind: 'kill', process: 'worker', downMs: r.int(2_000, 10_000) },
    { kind: 'postgres-restart' },
    { kind: 'redis-restart' },
  ];
  // About one more event every 10 seconds of load.
  const extra = Math.max(2, Math.floor(durationMs / 10_000));
  for (let i = 0; i < extra; i++) {
    const roll = r.next();
    if (roll < 0.45) {
      const proxy = r.pick(PROXIES);
      actions.push({ kind: 'proxy-fault', proxy, fault: randomFault(r, proxy), forMs: r.int(1_000, 8_000) });
    } else if (roll < 0.75) {
      const behaviour = r.pick(BEHAVIOURS);
      actions.push({ kind: 'provider', provider: r.pick(PROVIDERS), behaviour, forMs: r.int(5_000, 20_000) });
    } else if (roll < 0.9) {
      actions.push({
        kind: 'kill',
        process: r.pick(['api-1', 'api-2', 'worker'] as const),
        downMs: r.int(1_000, 8_000),
      });
    } else {
      actions.push(r.chance(0.5) ? { kind: 'postgres-restart' } : { kind: 'redis-restart' });
    }
  }
  return actions.map((action) => ({ atMs: at(), action })).sort((a, b) => a.atMs - b.atMs);
}

/** A short fingerprint of a schedule, printed in the report so two runs can be compared by eye. */
export function scheduleHash(events: ChaosEvent[]): string {
  return createHash('sha256').update(JSON.stringify(events)).digest('hex').slice(0, 16);
}

export function describeAction(action: ChaosAction): string {
  switch (action.kind) {
    case 'kill':
      return `kill -9 ${action.process}, restart after ${action.downMs} ms`;
    case 'postgres-restart':
      return 'pg_ctl restart -m immediate';
    case 'redis-restart':
      return 'redis-server killed and started again';
    case 'proxy-fault': {
      const { fault } = action;
      const detail =
        fault.kind === 'latency'
          ? ` ${fault.ms} ms`
          : fault.kind === 'drip'
            ? ` ${fault.bytesPerTick} B/${fault.tickMs} ms`
            : '';
      return `${action.proxy} proxy: ${fault.kind}${detail} for ${action.forMs} ms`;
    }
    case 'provider':
      return `${action.provider} stand-in: ${action.behaviour} for ${action.forMs} ms`;
  }
}
