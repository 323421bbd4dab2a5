import type { FastifyBaseLogger } from 'fastify';

/**
 * What became of one send:
 * - `sent`: taken, with whatever the channel records of it (`receipt`);
 * - `not_sent`: certainly not taken, for a reason that may clear: tried again later, with back-off, until
 *   the last attempt;
 * - `refused`: will never be taken: failed at once;
 * - `unknown`: may have been taken: never sent again by the worker (the channel records it for someone to
 *   settle), since a second send could reach the person twice.
 */
export type SendOutcome<Receipt> =
  | { outcome: 'sent'; receipt: Receipt }
  | { outcome: 'not_sent' | 'refused' | 'unknown'; error: string };

/** A row of an outbox, as its claim returns it. */
export interface OutboxItem {
  id: string;
  /** Attempts made before this one. */
  attempts: number;
}

export interface OutboxFailure {
  error: string;
  /** This attempt, counting from 1. */
  attempt: number;
  /** The last attempt: the message fails for good. */
  final: boolean;
  /** When to try again; null when final. */
  retryAt: Date | null;
  at: Date;
}

/**
 * One lane of an outbox: which rows it claims, how it sends one, how it records what became of it. The
 * module that owns the outbox's table builds its lanes; the worker runs them.
 */
export interface OutboxLane<Item extends OutboxItem, Receipt> {
  /** Named in the log line when the lane cannot read its outbox (mail's `urgent` and `bulk`). */
  readonly name?: string;
  /** How many messages one look claims and sends side by side. */
  readonly batch: number;
  /** Claims up to `limit` due messages for `leaseMs`, so that no other worker takes them meanwhile. */
  claim(claim: { limit: number; now: Date; leaseMs: number }): Promise<Item[]>;
  /**
   * Sends one message and says what became of it; it does not throw. `signal` aborts at the worker's send
   * deadline, and the send must then end (close its connection): its claim runs out soon after.
   */
  send(item: Item, signal: AbortSignal): Promise<SendOutcome<Receipt>>;
  recordSent(item: Item, receipt: Receipt, at: Date): Promise<void>;
  recordFailure(item: Item, failure: OutboxFailure): Promise<void>;
  /** Needed by a lane whose send can answer `unknown`. */
  recordUnknown?(item: Item, unknown: { error: string; at: Date }): Promise<void>;
  /** After each send and its record, whatever its outcome. */
  afterSend?(item: Item, at: Date): Promise<void>;
}

export interface OutboxWorkerOptions<Item extends OutboxItem, Receipt> {
  /** Names the worker in its log lines: `mail sender could not read the outbox`. */
  name: string;
  lanes: OutboxLane<Item, Receipt>[];
  logger: FastifyBaseLogger;
  now(): Date;
  /** Total attempts before a message that was not sent fails for good. */
  maxAttempts: number;
  /** How long a claim on a message lasts. */
  leaseMs: number;
  /**
   * How long a send may run before its signal aborts; at most half the lease. Without it the lane's
   * transport bounds its own calls, well inside the lease.
   */
  sendDeadlineMs?: number;
  /** Seconds before the first retry; doubles each time (30 s in production). */
  retryDelaySeconds?: number;
  /** How often an idle lane looks at its outbox (1 s in production). */
  pollIntervalMs?: number;
  /** The fields a log line about one message carries (its id, never its recipient). */
  logFields(item: Item): Record<string, unknown>;
  /** The log lines' messages: a send that failed, and one whose outcome is unknown. */
  messages: { failed: string; unknown?: string };
}

// A signal for lanes without a send deadline: it never aborts.
const NO_DEADLINE = new AbortController().signal;

/**
 * The one worker behind every outbox (e-mail, SMS; docs/architecture.md §10): a loop per lane claims as
 * many due messages as the lane's batch, sends them side by side, records each outcome, and looks again at
 * once while there is more — else waits a poll interval or until `wake()` (a message queued in this
 * process). A message not sent waits 30 s, doubling, and fails after `maxAttempts`; one that may have gone
 * out is never sent again by itself. Several workers, in one process or many, share an outbox: the claim
 * (SKIP LOCKED, with a lease) gives each message to one of them, and a worker that dies leaves its claims
 * to run out.
 *
 * A claim must not run out while its send may still be running, or a second worker takes the message and
 * it goes out twice. The send is bounded rather than the claim renewed (renewing would hang on the
 * database being reachable mid-send, a bound needs only a timer): the deadline is at most half the lease,
 * so the outcome is written well before the claim ends, and a message claimed longer ago belongs to a
 * worker that died (its sends died with it).
 */
export class OutboxWorker<Item extends OutboxItem, Receipt> {
  private stopping = false;
  private readonly loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();

  constructor(private readonly options: OutboxWorkerOptions<Item, Receipt>) {
    const { sendDeadlineMs, leaseMs } = options;
    if (sendDeadlineMs !== undefined && sendDeadlineMs * 2 > leaseMs) {
      throw new Error('A send must end well inside the claim on its message: at most half the lease.');
    }
  }

  start(): void {
    for (const lane of this.options.lanes) this.loops.push(this.run(lane));
  }

  wake(): void {
    for (const resolve of this.sleepers) resolve();
  }

  /** Ends the loops once their sends in flight are recorded. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await Promise.all(this.loops);
  }

  /** One look at every lane (tests call it directly); answers how many messages were claimed. */
  async sendDue(): Promise<number> {
    const claimed = await Promise.all(this.options.lanes.map((lane) => this.sendDueIn(lane)));
    return claimed.reduce((sum, count) => sum + count, 0);
  }

  private async sendDueIn(lane: OutboxLane<Item, Receipt>): Promise<number> {
    const batch = await lane.claim({
      limit: lane.batch,
      now: this.options.now(),
      leaseMs: this.options.leaseMs,
    });
    await Promise.all(batch.map((item) => this.deliver(lane, item)));
    return batch.length;
  }

  private async run(lane: OutboxLane<Item, Receipt>): Promise<void> {
    while (!this.stopping) {
      let claimed = 0;
      try {
        claimed = await this.sendDueIn(lane);
      } catch (error) {
        // The database went away: the claimed rows come back when their lease runs out.
        this.options.logger.error(
          { err: error, ...(lane.name !== undefined && { lane: lane.name }) },
          `${this.options.name} could not read the outbox`,
        );
      }
      if (claimed < lane.batch) await this.sleep(this.options.pollIntervalMs ?? 1000);
    }
  }

  private async deliver(lane: OutboxLane<Item, Receipt>, item: Item): Promise<void> {
    const { logger, messages, sendDeadlineMs } = this.options;
    const signal = sendDeadlineMs === undefined ? NO_DEADLINE : AbortSignal.timeout(sendDeadlineMs);
    const result = await lane.send(item, signal);
    const at = this.options.now();
    const attempt = item.attempts + 1;
    const log = { ...this.options.logFields(item), attempt };
    if (result.outcome === 'sent') {
      await lane.recordSent(item, result.receipt, at);
    } else if (result.outcome === 'unknown') {
      if (!lane.recordUnknown)
        throw new Error(`${this.options.name}: a lane answered unknown it cannot record`);
      await lane.recordUnknown(item, { error: result.error, at });
      logger.warn(log, messages.unknown ?? messages.failed);
    } else {
      const final = result.outcome === 'refused' || attempt >= this.options.maxAttempts;
      await lane.recordFailure(item, {
        error: result.error,
        attempt,
        final,
        retryAt: final ? null : new Date(at.getTime() + this.retryDelayMs(attempt)),
        at,
      });
      logger.warn({ ...log, final }, messages.failed);
    }
    await lane.afterSend?.(item, at);
  }

  /** 30 s before the second attempt, doubling for each further one. */
  private retryDelayMs(attempt: number): number {
    return (this.options.retryDelaySeconds ?? 30) * 1000 * 2 ** (attempt - 1);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}
