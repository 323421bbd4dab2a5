import { lusakaToday } from '@kwacha/shared/identity/age';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  callAs,
  failForGood,
  keepLocally,
  markDelivered,
  markSending,
  queueEmail,
} from './testing/outbox-states';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInStaff(t, 'admin')).token;
});
afterAll(() => t.close());

interface Row {
  id: string;
  recipient: string;
  kind: string;
  kindLabel: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

async function list(query: string, token = admin) {
  const res = await callAs(t, token, 'GET', `/api/admin/emails?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Row[]; nextCursor: string | null };
}

describe('GET /api/admin/emails: who may look', () => {
  it('answers admins and superusers, refuses a borrower (403) and a stranger (401)', async () => {
    const superuser = (await signedInStaff(t, 'superuser')).token;
    const borrower = await verifiedBorrower(t);
    expect((await callAs(t, admin, 'GET', '/api/admin/emails')).statusCode).toBe(200);
    expect((await callAs(t, superuser, 'GET', '/api/admin/emails')).statusCode).toBe(200);
    expect((await callAs(t, borrower.token, 'GET', '/api/admin/emails')).statusCode).toBe(403);
    expect((await callAs(t, undefined, 'GET', '/api/admin/emails')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/emails: the list', () => {
  it('pages newest first with a cursor, never repeating or skipping a message', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(await queueEmail(t, { to: `pages.${i}@list.test`, template: 'welcome' }));
    const seen: Row[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`q=pages.&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    // Every message exactly once, newest first. Messages queued in the same instant come in the cursor's
    // tie-break order (by id), not necessarily the order the loop queued them in.
    expect(seen).toHaveLength(ids.length);
    expect(seen.map((row) => row.id).sort()).toEqual([...ids].sort());
    const times = seen.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('shows each row with its kind in words, and finds recipients by their first characters, in any case', async () => {
    const id = await queueEmail(t, { to: 'chanda.search@list.test', template: 'repayment-reminder' });
    await queueEmail(t, { to: 'other.chanda@list.test', template: 'repayment-reminder' });
    const found = await list('q=CHANDA.SEA');
    expect(found.items).toEqual([
      expect.objectContaining({
        id,
        recipient: 'chanda.search@list.test',
        kind: 'repayment-reminder',
        kindLabel: 'Repayment reminder',
        status: 'queued',
        attempts: 0,
        lastError: null,
        sentAt: null,
      }),
    ]);
    expect((await list('q=nobody.here')).items).toEqual([]);
  });

  it('filters by kind and by status, telling a message being sent from one still waiting', async () => {
    const to = (name: string) => `${name}@status.test`;
    const waiting = await queueEmail(t, { to: to('waiting'), template: 'loan-approved' });
    const sending = await queueEmail(t, { to: to('sending'), template: 'loan-approved' });
    const sent = await queueEmail(t, { to: to('sent'), template: 'loan-approved' });
    const failed = await queueEmail(t, { to: to('failed'), template: 'loan-rejected' });
    await markSending(t, sending);
    await markDelivered(t, sent);
    await failForGood(t, failed, '550 5.1.1 Mailbox unavailable');

    const ids = async (query: string) => (await list(`q=&limit=100&${query}`)).items.map((row) => row.id);
    const ofThese = (found: string[]) => found.filter((id) => [waiting, sending, sent, failed].includes(id));
    expect(ofThese(await ids('status=queued'))).toEqual([waiting]);
    expect(ofThese(await ids('status=sending'))).toEqual([sending]);
    expect(ofThese(await ids('status=sent'))).toEqual([sent]);
    expect(ofThese(await ids('status=failed'))).toEqual([failed]);
    // Which messages, not their order: three queued within the same millisecond tie on the time they were
    // queued, and the list then orders them by id.
    expect(ofThese(await ids('kind=loan-approved')).sort()).toEqual([sent, sending, waiting].sort());
    expect(ofThese(await ids('kind=loan-rejected&status=failed'))).toEqual([failed]);

    const rows = (await list('q=failed@status')).items;
    expect(rows[0]).toMatchObject({
      status: 'failed',
      attempts: 6,
      lastError: '550 5.1.1 Mailbox unavailable',
      kindLabel: 'Loan decision (not approved)',
    });
    expect((await list('q=sent@status')).items[0]?.sentAt).toEqual(expect.any(String));
  });

  it('shows a message kept locally (no mail server) as such, never as sent, and filters by it', async () => {
    const kept = await queueEmail(t, { to: 'kept@local.test', template: 'verify-email' });
    const sent = await queueEmail(t, { to: 'sent@local.test', template: 'verify-email' });
    await keepLocally(t, kept);
    await markDelivered(t, sent);

    const found = (await list('q=&limit=100&status=kept_locally')).items.map((row) => row.id);
    expect(found).toContain(kept);
    expect(found).not.toContain(sent);
    expect((await list('q=&limit=100&status=sent')).items.map((row) => row.id)).not.toContain(kept);
    expect((await list('q=kept@local')).items[0]).toMatchObject({
      id: kept,
      status: 'kept_locally',
      attempts: 1,
      sentAt: null,
    });
    const detail = await callAs(t, admin, 'GET', `/api/admin/emails/${kept}`);
    expect(detail.json().data).toMatchObject({ status: 'kept_locally', transport: 'log', sentAt: null });
    const resend = await callAs(t, admin, 'POST', `/api/admin/emails/${kept}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(
      'This e-mail was kept on this machine because no mail server is set up (SMTP_URL). Only a failed e-mail can be sent again.',
    );
  });

  it('filters by Lusaka days, both included', async () => {
    const id = await queueEmail(t, { to: 'days@list.test', template: 'welcome' });
    const today = lusakaToday(t.ctx.now());
    const inside = await list(`q=days@&from=${today}&to=${today}`);
    expect(inside.items.map((row) => row.id)).toEqual([id]);
    expect((await list(`q=days@&to=2000-01-01`)).items).toEqual([]);
    expect((await list(`q=days@&from=2999-01-01`)).items).toEqual([]);
  });

  it('refuses bad filters and cursors with a 400 naming the field', async () => {
    const refusal = async (query: string) => {
      const res = await callAs(t, admin, 'GET', `/api/admin/emails?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.details as { field: string; message: string }[];
    };
    expect(await refusal('status=bounced')).toContainEqual(
      expect.objectContaining({
        field: 'status',
        message: 'Choose queued, sending, sent, failed or kept locally.',
      }),
    );
    expect(await refusal('kind=Robert%27);DROP')).toContainEqual(
      expect.objectContaining({ field: 'kind', message: 'Choose a kind from the list.' }),
    );
    expect(await refusal('from=2026-12-02&to=2026-12-01')).toContainEqual(
      expect.objectContaining({ field: 'to', message: 'The period ends before it starts.' }),
    );
    expect(await refusal('from=2026-02-30')).toContainEqual(expect.objectContaining({ field: 'from' }));
    const forged = Buffer.from(
      JSON.stringify([
        'emails:created',
        '0000-01-01T00:00:00.000000Z',
        '3f2a9c1e-41aa-4c55-9e0b-1234567890ab',
      ]),
    ).toString('base64url');
    expect(await refusal(`cursor=${forged}`)).toContainEqual(
      expect.objectContaining({ field: 'cursor', message: 'Invalid cursor.' }),
    );
    expect(await refusal('q=%00')).toContainEqual(expect.objectContaining({ field: 'q' }));
  });
});

describe('GET /api/admin/emails/failed-counts', () => {
  it('counts failed messages by kind and says which kinds can be retried all at once', async () => {
    await failForGood(t, await queueEmail(t, { to: 'count.1@list.test', template: 'contact-message' }));
    await failForGood(t, await queueEmail(t, { to: 'count.2@list.test', template: 'contact-message' }));
    await failForGood(t, await queueEmail(t, { to: 'count.3@list.test', template: 'password-reset' }));
    const res = await callAs(t, admin, 'GET', '/api/admin/emails/failed-counts');
    expect(res.statusCode).toBe(200);
    const kinds = res.json().data.kinds as { kind: string }[];
    expect(kinds).toContainEqual({
      kind: 'contact-message',
      kindLabel: 'Contact form message',
      count: 2,
      retryAll: true,
    });
    expect(kinds).toContainEqual({
      kind: 'password-reset',
      kindLabel: 'Password reset',
      count: 1,
      retryAll: false,
    });
  });
});
