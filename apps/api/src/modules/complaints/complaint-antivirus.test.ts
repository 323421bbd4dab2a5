import { complaints } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeClamd,
  type FakeClamdOptions,
  startFakeClamd,
} from '../../lib/antivirus/testing/fake-clamd';
import { verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DESCRIPTION, postComplaint, TINY_PNG } from './testing/complaint-requests';

// Complaint attachments (and so credit-bureau dispute attachments, read by the same form reader) pass clamd
// when CLAMAV_URL is set, failing closed like identity photos (decision 058).

describe('complaint attachments are scanned for viruses when CLAMAV_URL is set', () => {
  const behaviour: FakeClamdOptions = {};
  let clamd: FakeClamd;
  let t: TestApp;
  beforeAll(async () => {
    clamd = await startFakeClamd(behaviour);
    t = await createTestApp({
      config: { antivirus: { host: '127.0.0.1', port: clamd.port, timeoutMs: 500 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await clamd.close();
  });

  const fields = { category: 'other', description: DESCRIPTION };
  const png = [{ filename: 'receipt.png', contentType: 'image/png', content: TINY_PNG }];
  const complaintsOf = (userId: string) =>
    t.ctx.db.select().from(complaints).where(eq(complaints.userId, userId));

  it('takes a clean attachment after clamd has read it as sent', async () => {
    const b = await verifiedBorrower(t);
    const before = clamd.scans.length;
    const answer = await postComplaint(t, b.token, fields, png);
    expect(answer.statusCode).toBe(201);
    expect(clamd.scans.slice(before).map((scan) => scan.content.equals(TINY_PNG))).toEqual([true]);
  });

  it('refuses an infected attachment with 400 ATTACHMENT_INFECTED and raises no complaint', async () => {
    const b = await verifiedBorrower(t);
    behaviour.infected = () => true;
    const answer = await postComplaint(t, b.token, fields, png);
    behaviour.infected = undefined;
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('ATTACHMENT_INFECTED');
    expect(answer.json().error.message).toBe('The form could not be read. Please try again.');
    expect(await complaintsOf(b.userId)).toEqual([]);
    const logged = t.logs.map((line) => JSON.parse(line)).filter((line) => line.userId === b.userId);
    expect(logged).toContainEqual(expect.objectContaining({ event: 'complaint.upload_infected' }));
  });

  it('fails closed: no verdict in time is a 503 to try again, and no complaint is raised', async () => {
    const b = await verifiedBorrower(t);
    behaviour.stall = true;
    const answer = await postComplaint(t, b.token, fields, png);
    behaviour.stall = false;
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toEqual({
      code: 'ATTACHMENT_SCAN_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    expect(await complaintsOf(b.userId)).toEqual([]);
  });

  it('scans nothing when the complaint has no attachment', async () => {
    const b = await verifiedBorrower(t);
    const before = clamd.scans.length;
    expect((await postComplaint(t, b.token, fields)).statusCode).toBe(201);
    expect(clamd.scans.length).toBe(before);
  });
});
