import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import {
  type OutboxFailure,
  type OutboxItem,
  type OutboxLane,
  OutboxWorker,
  type OutboxWorkerOptions,
  type SendOutcome,
} from './outbox-worker';

/**
 * The worker's contract against an outbox kept in memory and a transport that answers what each test
 * says; outbox-worker.database.test.ts runs two workers on the real database's claim.
 */

interface Row extends OutboxItem {
  status: 'queued' | 'sent' | 'failed' | 'unknown';
  nextAttemptAt: number;
  claimedUntil: number;
}

const START = new Date('2026-11-24T08:00:00Z').getTime();

function fakeOutbox(answer: (row: Row) => SendOutcome<string> | Promise<SendOutcome<string>>) {
  const rows: Row[] = [];
  const sends: string[] = [];
  const failures: (OutboxFailure & { id: string })[] = [];
  const afterSends: string[] = [];
  const lane: OutboxLane<Row, string> = {
    batch: 2,
    async claim({ limit, now, leaseMs }) {
      const due = rows
        .filter(
          (r) => r.status === 'queued' && r.nextAttemptAt <= now.getTime() && r.claimedUntil < now.getTime(),
        )
        .slice(0, limit);
      for (const row of due) row.claimedUntil = now.getTime() + leaseMs;
      return due.map((row) => ({ ...row }));
    },
    async send(item) {
      sends.push(item.id);
      return answer(item);
    },
    async recordSent(item) {
      Object.assign(row(item.id), { status: 'sent', attempts: item.attempts + 1, claimedUntil: 0 });
    },
    async recordFailure(item, failure) {
      failures.push({ id: item.id, ...failure });
      Object.assign(row(item.id), {
        status: failure.final ? 'failed' : 'queued',
        attempts: failure.attempt,
        claimedUntil: 0,
        ...(failure.retryAt && { nextAttemptAt: failure.retryAt.getTime() }),
      });
    },
    async recordUnknown(item) {
      Object.assign(row(item.id), { status: 'unknown', attempts: item.attempts + 1, claimedUntil: 0 });
    },
    async afterSend(item) {
      afterSends.push(item.id);
    },
  };
  const row = (id: string) => {
    const found = rows.find((r) => r.id === id);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  };
  const queue = (...ids: string[]) => {
    for (const id of ids)
      rows.push({ id, attempts: 0, status: 'queued', nextAttemptAt: START, claimedUntil: 0 });
  };
  return { lane, rows, sends, failures, afterSends, row, queue };
}

function workerFor(
  lane: OutboxLane<Row, string>,
  clock: { now: number },
  overrides: Partial<OutboxWorkerOptions<Row, string>> = {},
) {
  return new OutboxWorker<Row, string>({
    name: 'test sender',
    lanes: [lane],
    logger: createLogger('silent'),
    now: () => new Date(clock.now),
    maxAttempts: 3,
    leaseMs: 60_000,
    retryDelaySeconds: 30,
    logFields: (row) => ({ rowId: row.id }),
    messages: { failed: 'test message not sent', unknown: 'test message outcome unknown' },
    ...overrides,
  });
}

/** An outbox with message `a` queued, and a worker on it whose clock stands at START. */
function withOneQueued(answer: (row: Row) => SendOutcome<string>) {
  const outbox = fakeOutbox(answer);
  const clock = { now: START };
  const worker = workerFor(outbox.lane, clock);
  outbox.queue('a');
  return { outbox, clock, worker };
}

describe('OutboxWorker', () => {
  it('sends each due message once and records it sent, then the record hook runs', async () => {
    const outbox = fakeOutbox(() => ({ outcome: 'sent', receipt: 'provider-id' }));
    const clock = { now: START };
    const worker = workerFor(outbox.lane, clock);
    outbox.queue('a', 'b', 'c');
    // A batch of two: the first look takes two, the second the third, the third finds nothing.
    expect(await worker.sendDue()).toBe(2);
    expect(await worker.sendDue()).toBe(1);
    expect(await worker.sendDue()).toBe(0);
    expect(outbox.sends.sort()).toEqual(['a', 'b', 'c']);
    expect(outbox.rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(outbox.afterSends.sort()).toEqual(['a', 'b', 'c']);
  });

  it('tries a message not sent again with back-off and gives up after the last attempt', async () => {
    const { outbox, clock, worker } = withOneQueued(() => ({
      outcome: 'not_sent',
      error: 'connection refused',
    }));
    await worker.sendDue();
    // 30 s before the second attempt…
    expect(outbox.failures[0]).toMatchObject({ attempt: 1, final: false, error: 'connection refused' });
    expect(outbox.failures[0]?.retryAt?.getTime()).toBe(START + 30_000);
    // …and not a moment sooner.
    clock.now = START + 29_999;
    expect(await worker.sendDue()).toBe(0);

    clock.now = START + 30_000;
    await worker.sendDue();
    // 30 s doubled: 60 s before the third.
    expect(outbox.failures[1]).toMatchObject({ attempt: 2, final: false });
    expect(outbox.failures[1]?.retryAt?.getTime()).toBe(clock.now + 60_000);

    clock.now += 60_000;
    await worker.sendDue();
    // The third of three attempts: failed for good, no retry.
    expect(outbox.failures[2]).toMatchObject({ attempt: 3, final: true, retryAt: null });
    expect(outbox.row('a')).toMatchObject({ status: 'failed', attempts: 3 });

    clock.now += 24 * 60 * 60_000;
    expect(await worker.sendDue()).toBe(0);
    expect(outbox.sends).toEqual(['a', 'a', 'a']);
  });

  it('fails a refused message at once', async () => {
    const { outbox, worker } = withOneQueued(() => ({
      outcome: 'refused',
      error: 'refused: invalid number',
    }));
    await worker.sendDue();
    expect(outbox.failures).toEqual([
      {
        id: 'a',
        error: 'refused: invalid number',
        attempt: 1,
        final: true,
        retryAt: null,
        at: new Date(START),
      },
    ]);
    expect(outbox.row('a').status).toBe('failed');
  });

  it('never sends a message of unknown outcome again by itself', async () => {
    const { outbox, clock, worker } = withOneQueued(() => ({
      outcome: 'unknown',
      error: 'no answer in time',
    }));
    await worker.sendDue();
    clock.now += 24 * 60 * 60_000;
    expect(await worker.sendDue()).toBe(0);
    expect(outbox.sends).toEqual(['a']);
    expect(outbox.row('a').status).toBe('unknown');
    expect(outbox.failures).toEqual([]);
  });

  it('does not claim again a message whose claim still holds', async () => {
    let release: () => void = () => {};
    const outbox = fakeOutbox(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ outcome: 'sent', receipt: 'id' });
        }),
    );
    const clock = { now: START };
    const first = workerFor(outbox.lane, clock);
    const second = workerFor(outbox.lane, clock);
    outbox.queue('a');
    const sending = first.sendDue();
    await vi.waitFor(() => expect(outbox.sends).toEqual(['a']));
    clock.now += 59_000;
    expect(await second.sendDue()).toBe(0);
    release();
    await sending;
    expect(outbox.sends).toEqual(['a']);
  });

  it('aborts a send still running at the deadline, and refuses a deadline longer than half the claim', async () => {
    const outbox = fakeOutbox(() => ({ outcome: 'sent', receipt: 'id' }));
    outbox.lane.send = (_row, signal) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => resolve({ outcome: 'not_sent', error: 'aborted' }));
      });
    const worker = workerFor(outbox.lane, { now: START }, { leaseMs: 200, sendDeadlineMs: 50 });
    outbox.queue('a');
    await worker.sendDue();
    expect(outbox.failures[0]).toMatchObject({ error: 'aborted', final: false });

    expect(() => workerFor(outbox.lane, { now: START }, { leaseMs: 200, sendDeadlineMs: 101 })).toThrow(
      'A send must end well inside the claim on its message: at most half the lease.',
    );
  });

  it('in its loop: sends what is due, looks again when woken, and stops once its sends are recorded', async () => {
    const outbox = fakeOutbox(
      () => new Promise((resolve) => setTimeout(() => resolve({ outcome: 'sent', receipt: 'id' }), 20)),
    );
    const clock = { now: START };
    // An idle look every minute: only a wake-up finds the second message in time.
    const worker = workerFor(outbox.lane, clock, { pollIntervalMs: 60_000 });
    outbox.queue('a', 'b', 'c');
    worker.start();
    try {
      // Three due and a batch of two: the full first batch makes it look again at once.
      await vi.waitFor(() => expect(outbox.rows.every((r) => r.status === 'sent')).toBe(true));
      outbox.queue('d');
      worker.wake();
      await vi.waitFor(() => expect(outbox.sends).toContain('d'));
    } finally {
      await worker.stop();
    }
    expect(outbox.row('d').status).toBe('sent');
    expect(outbox.sends.sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('logs an outbox it cannot read, with its name and lane, and keeps looking', async () => {
    const outbox = fakeOutbox(() => ({ outcome: 'sent', receipt: 'id' }));
    const claim = outbox.lane.claim;
    let broken = true;
    const lane: OutboxLane<Row, string> = {
      ...outbox.lane,
      name: 'urgent',
      claim: (request) => (broken ? Promise.reject(new Error('connection terminated')) : claim(request)),
    };
    const logger = createLogger('silent');
    const error = vi.spyOn(logger, 'error');
    const worker = workerFor(lane, { now: START }, { logger, pollIntervalMs: 10 });
    outbox.queue('a');
    worker.start();
    try {
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith(
          expect.objectContaining({ lane: 'urgent' }),
          'test sender could not read the outbox',
        ),
      );
      broken = false;
      await vi.waitFor(() => expect(outbox.row('a').status).toBe('sent'));
    } finally {
      await worker.stop();
    }
  });

  it('logs each failure with the fields the lane names, the attempt and whether it was final', async () => {
    const outbox = fakeOutbox((row) =>
      row.id === 'a' ? { outcome: 'not_sent', error: 'busy' } : { outcome: 'unknown', error: 'timeout' },
    );
    const logger = createLogger('silent');
    const warn = vi.spyOn(logger, 'warn');
    const worker = workerFor(outbox.lane, { now: START }, { logger });
    outbox.queue('a', 'b');
    await worker.sendDue();
    expect(warn).toHaveBeenCalledWith({ rowId: 'a', attempt: 1, final: false }, 'test message not sent');
    expect(warn).toHaveBeenCalledWith({ rowId: 'b', attempt: 1 }, 'test message outcome unknown');
  });
});
