import { Writable } from 'node:stream';
import { createTestDatabase } from '@kwacha/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { withRequestId } from '../lib/request-context';
import { JobQueue } from './job-queue';

describe('JobQueue', () => {
  const lines: Record<string, unknown>[] = [];
  const seen: { jobId: string; data: object }[] = [];
  let queue: JobQueue;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase(inject('testDatabaseBase'));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    queue = new JobQueue({
      database,
      logger: createLogger('info', stream),
      runWorkers: true,
      pollingIntervalSeconds: 0.5,
    });
    queue.register<{ requestId?: string }>({
      name: 'test.logged',
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      async handler(data, run) {
        seen.push({ jobId: run.jobId, data });
        run.log.info('handler ran');
        throw new Error('planned failure');
      },
    });
    await queue.start();
    close = async () => {
      await queue.stop();
      await database.close();
    };
  });
  afterAll(() => close());

  it("binds every line of a run to the job's name and id, and the request that queued it", async () => {
    const id = await queue.send('test.logged', { requestId: 'req-1' });
    await expect.poll(() => lines.some((line) => line.msg === 'job failed; it will be retried')).toBe(true);
    for (const msg of ['handler ran', 'job failed; it will be retried']) {
      expect(lines.find((line) => line.msg === msg)).toMatchObject({
        job: 'test.logged',
        jobId: id,
        requestId: 'req-1',
      });
    }
    expect(seen).toEqual([{ jobId: id, data: { requestId: 'req-1' } }]);
  });

  it('a job queued while answering a request carries its id without being told', async () => {
    lines.length = 0;
    const id = await new Promise<string | null>((resolve, reject) =>
      withRequestId('req-2', () => {
        queue.send('test.logged', {}).then(resolve, reject);
      }),
    );
    await expect.poll(() => lines.some((line) => line.jobId === id && line.msg === 'handler ran')).toBe(true);
    expect(lines.find((line) => line.jobId === id)).toMatchObject({ requestId: 'req-2' });
    // Outside a request nothing is added.
    const plain = await queue.send('test.logged', {});
    await expect.poll(() => seen.some((s) => s.jobId === plain)).toBe(true);
    expect(seen.find((s) => s.jobId === plain)?.data).toEqual({});
  });

  it('reports the backlog of every queue it knows, zero when empty', async () => {
    await queue.send('test.logged', {}, { startAfter: 3600 });
    expect(await queue.backlog()).toEqual([{ queue: 'test.logged', depth: 1, oldestAgeSeconds: 0 }]);
  });
});
