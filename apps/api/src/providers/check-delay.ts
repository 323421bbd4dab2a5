import type { Config } from '../config';

/**
 * How long to wait before first asking a provider about a transaction it accepted: just past the
 * simulator's settling delay, or half a minute for a real provider (its callback usually comes first).
 */
export function firstCheckDelaySeconds(provider: string, config: Pick<Config, 'simulatorDelayMs'>): number {
  return provider === 'simulator' ? Math.ceil(config.simulatorDelayMs / 1000) + 2 : 30;
}
