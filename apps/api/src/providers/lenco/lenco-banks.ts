import type { Bank } from '@kwacha/shared/loans/banks';
import { z } from 'zod';
import { type BankDirectory, BankDirectoryUnavailableError } from '../ports';
import type { LencoClient } from './lenco-client';
import { lencoEnvelopeSchema } from './lenco-wire';

/**
 * Lenco's banks for Zambia (https://lenco-api.readme.io/v2.0/reference/banks): the envelope's `data` is
 * `[{ id: "002", name: "Absa Bank", country: "zm" }, …]`, and `id` is the `bankId` a transfer takes.
 */
export const LENCO_BANKS_PATH = '/banks?country=zm';

/** The list changes only when a bank joins or leaves Lenco's network, so a few hours old is fine. */
export const BANK_LIST_TTL_MS = 6 * 60 * 60_000;
/**
 * After a failed fetch, how long before Lenco is asked again. Meanwhile callers get the stale list (or
 * the outage) at once, rather than each waiting out a timeout while Lenco is down.
 */
export const BANK_LIST_RETRY_MS = 60_000;

export interface BankListTiming {
  ttlMs: number;
  retryMs: number;
}

const lencoBankSchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .transform((id) => String(id).trim())
    .pipe(z.string().min(1)),
  name: z.string().trim().min(1),
  country: z.string().nullish(),
});

type Fetched = { banks: Bank[] } | { reason: string };

async function fetchZambianBanks(client: LencoClient): Promise<Fetched> {
  const reply = await client.get(LENCO_BANKS_PATH);
  if (reply.kind === 'unreachable') return { reason: reply.reason };
  if (reply.httpStatus !== 200)
    return { reason: `Lenco answered HTTP ${reply.httpStatus} to the banks request` };
  const envelope = lencoEnvelopeSchema.safeParse(reply.body);
  const data = envelope.success && envelope.data.status !== false ? envelope.data.data : undefined;
  if (!Array.isArray(data)) return { reason: 'Lenco answered the banks request without a list' };
  const banks = new Map<string, Bank>();
  for (const item of data) {
    const bank = lencoBankSchema.safeParse(item);
    // An unreadable entry is left out rather than failing the list; one of another country is not ours.
    if (!bank.success || (bank.data.country && bank.data.country.toLowerCase() !== 'zm')) continue;
    if (!banks.has(bank.data.id)) banks.set(bank.data.id, { id: bank.data.id, name: bank.data.name });
  }
  // An empty list would refuse every bank: treat it as a failure and keep what we had.
  if (banks.size === 0) return { reason: 'Lenco listed no Zambian banks' };
  return { banks: [...banks.values()] };
}

/**
 * Lenco's bank list, cached in memory for `ttlMs` and refreshed lazily by the first call after that. A
 * failed refresh keeps serving the stale list: bank ids outlive an outage, and Lenco itself refuses a
 * transfer to an id it no longer has, so a stale id cannot pay the wrong bank. Only when nothing was
 * ever fetched does `banks()` throw BankDirectoryUnavailableError.
 */
export class LencoBankDirectory implements BankDirectory {
  readonly provider = 'lenco' as const;
  private cached: { banks: readonly Bank[]; fetchedAt: number } | undefined;
  private failedAt: number | undefined;
  private lastFailure = '';
  private refreshing: Promise<readonly Bank[]> | undefined;

  constructor(
    private readonly client: LencoClient,
    private readonly now: () => Date = () => new Date(),
    private readonly timing: BankListTiming = { ttlMs: BANK_LIST_TTL_MS, retryMs: BANK_LIST_RETRY_MS },
  ) {}

  banks(): Promise<readonly Bank[]> {
    const at = this.now().getTime();
    if (this.cached && at - this.cached.fetchedAt < this.timing.ttlMs)
      return Promise.resolve(this.cached.banks);
    if (this.failedAt !== undefined && at - this.failedAt < this.timing.retryMs) {
      return this.staleOrUnavailable();
    }
    // One fetch at a time: borrowers opening the form together share it.
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refresh(): Promise<readonly Bank[]> {
    const fetched = await fetchZambianBanks(this.client);
    const at = this.now().getTime();
    if ('banks' in fetched) {
      this.cached = { banks: Object.freeze(fetched.banks), fetchedAt: at };
      this.failedAt = undefined;
      return this.cached.banks;
    }
    this.failedAt = at;
    this.lastFailure = fetched.reason;
    return this.staleOrUnavailable();
  }

  private async staleOrUnavailable(): Promise<readonly Bank[]> {
    if (this.cached) return this.cached.banks;
    throw new BankDirectoryUnavailableError(`Lenco's bank list is unavailable: ${this.lastFailure}`);
  }
}
